// The personas of DESIGN section 10 from the profile to the hard pull, chosen by the borrower's last name
// (any case) or the property street (contains, any case). docs/SANDBOX.md lists them.

export const CREDIT_PERSONAS = [
  'Nomatch',
  'Nossn',
  'Frozen',
  'Pinlock',
  'Thinfile',
  'Lowscore',
  'Highdti',
  'Decline',
  'Assets',
  'Delinquent',
  'Hardfrozen',
  'Inquiry',
  'Fraudalert',
  'Minor',
  'Bureaudown',
  'Lowerincome',
  'Crypto',
] as const;
export type CreditPersona = (typeof CREDIT_PERSONAS)[number];

export const STREET_PERSONAS = ['Nowhere', 'Twin', 'Unmatched', 'Noavm', 'Equityloan', 'Recentequity'] as const;
export type StreetPersona = (typeof STREET_PERSONAS)[number];

export function creditPersona(lastName: string): CreditPersona | null {
  const name = lastName.trim().toLowerCase();
  return CREDIT_PERSONAS.find((p) => p.toLowerCase() === name) ?? null;
}

export function streetPersona(street1: string): StreetPersona | null {
  const street = street1.toLowerCase();
  return STREET_PERSONAS.find((p) => street.includes(p.toLowerCase())) ?? null;
}

/** The defaults every other persona gets (DESIGN section 10). */
export const DEFAULT_SCORE = 760;
export const DEFAULT_AVM = 650_000;
export const DEFAULT_FIRST_LIEN = 250_000;
export const DEFAULT_MONTHLY_DEBT = 2_400;
export const RESI_EVAL_FEE = 180;

/** The Bureaudown persona's bureau does not answer this many soft pulls of an application, then answers. */
export const BUREAU_DOWN_PULLS = 4;
/** `Equityloan`: an open home-equity second lien (Texas (a)(6)) recorded on the home. */
export const OPEN_HOME_EQUITY_LIEN = { lender: 'Lone Star Home Equity', balance: 40_000, monthlyPayment: 420 };
/** `Recentequity`: a home-equity loan that closed this many days ago and was paid off by a refinance. */
export const RECENT_HOME_EQUITY_DAYS_AGO = 150;
