// The outside vendors a lender plugs in. Each is an interface with a sandbox implementation in
// server/sandbox/; a real vendor client implements the same interface and replaces it in createVendors.
// Add one entry per vendor, with its interface in its own file under server/pipeline/vendors/.

import type { AttorneyReviewVendor } from './vendors/attorneyReview';
import type { BankVendor } from './vendors/bank';
import type { BpoVendor } from './vendors/bpo';
import type { CreditBureauVendor } from './vendors/creditBureau';
import type { EsignVendor } from './vendors/esign';
import type { FloodVendor } from './vendors/flood';
import type { FundingVendor } from './vendors/funding';
import type { IdVerificationVendor } from './vendors/idVerification';
import type { IncomeVendor } from './vendors/income';
import type { NotaryVendor } from './vendors/notary';
import type { PayoffStatementVendor } from './vendors/payoff';
import type { PropertyDataVendor } from './vendors/propertyData';
import type { TitleVendor } from './vendors/title';
import type { UnderwritingVendor } from './vendors/underwriting';

export interface Vendors {
  // Profile to hard pull (server/pipeline/stages/prequal.ts).
  creditBureau: CreditBureauVendor;
  propertyData: PropertyDataVendor;
  // Income verification to funded (server/pipeline/stages/closing.ts).
  income: IncomeVendor;
  bank: BankVendor;
  idVerification: IdVerificationVendor;
  esign: EsignVendor;
  notary: NotaryVendor;
  // Texas (a)(6) closings: the attorney who reviews the loan documents before the closing.
  attorneyReview: AttorneyReviewVendor;
  flood: FloodVendor;
  title: TitleVendor;
  bpo: BpoVendor;
  funding: FundingVendor;
  underwriting: UnderwritingVendor;
  // The payoff statements of the debts paid at closing (PAYOFF_REQUEST_PENDING).
  payoff: PayoffStatementVendor;
}
