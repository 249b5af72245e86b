// Income verification: payroll or bank income linked through the vendor's own page, manual paystubs, and
// the employer check some borrowers need.
import type { VendorSubject } from './subject';

export type IncomeLinkType = 'PAYROLL' | 'BANK';
export const INCOME_LINK_TYPES: readonly IncomeLinkType[] = ['PAYROLL', 'BANK'];

export interface IncomeVerification {
  /** PARTIAL: the link found income but not enough of it; paystubs must be uploaded by hand. */
  status: 'VERIFIED' | 'PARTIAL';
  verifiedAnnualIncome: number;
  /** The vendor could not confirm the employer itself: the borrower names who can. */
  employmentVerificationRequired: boolean;
}

export interface IncomeVendor {
  /** The vendor page the borrower links on; it returns to `returnUrl` with a token. */
  linkUrl(input: { applicationUuid: string; type: IncomeLinkType }): string;
  /** Exchanges the returned token for the verification; throws VendorError for a token it did not issue. */
  completeLink(input: {
    subject: VendorSubject;
    type: IncomeLinkType;
    token: string;
    statedAnnualIncome: number;
  }): Promise<IncomeVerification>;
  /** Reviews paystubs uploaded by hand. */
  reviewPaystubs(input: {
    subject: VendorSubject;
    paystubCount: number;
    statedAnnualIncome: number;
  }): Promise<IncomeVerification>;
  /** Calls the employer the borrower named. */
  verifyEmployment(input: { subject: VendorSubject; employerName: string; employerPhone: string }): Promise<{
    verified: boolean;
  }>;
}
