// The income area's words: employment types, the two ways of linking, and the documents the upload screen takes.
import type { EmploymentType } from '../../domain/types';
import type { IncomeLinkTypeInput } from '../../domain/validation/income';

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
};

export interface LinkCopy {
  /** "Link your payroll provider" */
  action: string;
  /** Who the borrower signs in with on the vendor page. */
  provider: string;
  /** What linking shares with the lender. */
  shares: readonly string[];
  /** The screen's heading. */
  title: string;
}

export const LINK_COPY: Record<IncomeLinkTypeInput, LinkCopy> = {
  PAYROLL: {
    action: 'Link your payroll provider',
    provider: 'your employer’s payroll provider',
    title: 'Link your payroll provider',
    shares: [
      'Your employer’s name and your job title',
      'Your start date and employment status',
      'Your pay rate, pay dates and gross pay for the last two years',
    ],
  },
  BANK: {
    action: 'Link your bank account',
    provider: 'your bank',
    title: 'Link the bank account your income is paid into',
    shares: [
      'The account holder’s name',
      'Deposits into the account over the last 24 months, to find your income',
      'The account’s balance (never your login details)',
    ],
  },
};

export const INCOME_DOCUMENT_LABELS: Record<string, { title: string; one: string; intro: string }> = {
  MANUAL_PAYSTUB: {
    title: 'Upload your recent paystubs',
    one: 'Paystub',
    intro:
      'We could verify only part of the income you told us about. Upload your most recent paystub, showing your year-to-date earnings, and we will review it.',
  },
};

export const VERIFICATION_METHOD_LABELS: Record<string, string> = {
  PAYROLL: 'your payroll provider',
  BANK: 'your bank account',
  PAYSTUB: 'your paystubs',
};
