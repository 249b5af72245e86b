// The lender's underwriting desk as the pipeline sees it: what an underwriter asks for after the ID is verified
// (before title), and which debts on the hard pull's report can be paid off at closing.
import type { PayoffDebt } from '../../../src/domain/payoff';
import type { ConditionCategory } from '../../conditions/service';
import type { VendorSubject } from './subject';

/** One request an underwriter makes of the borrower before title. */
export interface UnderwritingRequest {
  category: ConditionCategory;
  notes: string;
  commentsToBorrower: string;
  actionNeeded: string;
  numDocsRequired: number;
}

export interface UnderwritingVendor {
  conditionsBeforeTitle(subject: VendorSubject): Promise<UnderwritingRequest[]>;
  payoffDebts(subject: VendorSubject): Promise<PayoffDebt[]>;
}
