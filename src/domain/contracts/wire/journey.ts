// The answers of src/domain/contracts/journey.ts's routes, by name (../answers.ts).
import type { AdverseActionNotice } from '../../adverseAction';
import type { Offer } from '../../offers';
import type { ApplicationStatus } from '../../types';

/** The server's current stage of the application, with the status fields that go with it. */
export interface StageAnswer {
  stage: string;
  status: ApplicationStatus;
}

/** One lien on the property, as property data found it or the borrower corrected it. */
export interface PropertyLienAnswer {
  position: number;
  lender: string;
  balance: number;
  monthlyPayment: number;
}

export interface LiensAnswer {
  liens: PropertyLienAnswer[];
  homeValue: number | null;
  liensComplete: boolean;
  inquiryAttestNeeded: boolean;
  inquiryAttestComplete: boolean;
  recentInquiries: number;
}

export interface OfferRevision {
  previousMaxLine: number;
  newMaxLine: number;
  statedAnnualIncome: number;
  verifiedAnnualIncome: number;
}

export interface OffersAnswer {
  offers: Offer[];
  homeValue: number | null;
  selection: { term: number; amount: number; rate: number } | null;
  /** Why the offers changed after income verification (REVISED_OFFER_SELECTION); null when they did not. */
  revision: OfferRevision | null;
}

export interface JourneyAnswers {
  StageAnswer: StageAnswer;
  LiensAnswer: LiensAnswer;
  OffersAnswer: OffersAnswer;
  AdverseActionNotice: AdverseActionNotice;
}
