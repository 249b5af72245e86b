// Sandbox credit bureau: the borrower's last name picks the outcome (server/sandbox/prequalPersonas.ts).
import type { CreditBureauVendor, CreditReport } from '../pipeline/vendors/creditBureau';
import { BUREAU_DOWN_PULLS, creditPersona, DEFAULT_MONTHLY_DEBT, DEFAULT_SCORE } from './prequalPersonas';

/**
 * The consumer reporting agency the sandbox stands in for, as the adverse action notice names it (FCRA 615(a)).
 * A real bureau client names its own agency.
 */
export const SANDBOX_CREDIT_BUREAU = {
  name: 'Sandbox Credit Bureau, Inc.',
  address: 'P.O. Box 4500, Austin, TX 78765',
  phone: '(800) 555-0199',
} as const;

const BASE_REPORT: CreditReport = {
  score: DEFAULT_SCORE,
  monthlyDebt: DEFAULT_MONTHLY_DEBT,
  recentInquiries: 0,
  delinquent: false,
  derogatory: false,
  liquidAssets: 25_000,
  keyFactors: ['Length of time accounts have been established'],
};

function report(lastName: string): CreditReport {
  switch (creditPersona(lastName)) {
    case 'Lowscore':
      return {
        ...BASE_REPORT,
        score: 600,
        keyFactors: [
          'Proportion of balances to credit limits on revolving accounts is too high',
          'Too few accounts currently paid as agreed',
          'Amount owed on accounts is too high',
          'Length of time accounts have been established',
        ],
      };
    case 'Highdti':
      // Debts leave no room for any line's payment on the stated income.
      return { ...BASE_REPORT, monthlyDebt: 4_450, keyFactors: ['Amount owed on accounts is too high'] };
    case 'Assets':
      // The same debts, but enough liquid assets for asset depletion to qualify.
      return {
        ...BASE_REPORT,
        monthlyDebt: 4_450,
        liquidAssets: 1_200_000,
        keyFactors: ['Amount owed on accounts is too high'],
      };
    case 'Decline':
      return {
        ...BASE_REPORT,
        derogatory: true,
        keyFactors: [
          'Serious delinquency, and public record or collection filed',
          'Number of accounts with delinquency',
          'Time since delinquency is too recent or unknown',
        ],
      };
    case 'Delinquent':
      return { ...BASE_REPORT, delinquent: true, keyFactors: ['Time since delinquency is too recent or unknown'] };
    case 'Inquiry':
      return { ...BASE_REPORT, recentInquiries: 3, keyFactors: ['Too many inquiries in the last 12 months'] };
    case 'Fraudalert':
      // An initial fraud alert the consumer placed (FCRA §605A(a)).
      return { ...BASE_REPORT, alert: 'FRAUD' };
    case 'Lowerincome':
      // Light debts, so half the stated income still qualifies, for a smaller line (REVISED_OFFER_SELECTION).
      return { ...BASE_REPORT, monthlyDebt: 800 };
    default:
      return BASE_REPORT;
  }
}

export function createSandboxCreditBureau(): CreditBureauVendor {
  // Soft pulls per request reference, for the Bureaudown persona's outage (this process's memory: a restart
  // brings the outage back, as a real outage may).
  const pulls = new Map<string, number>();
  return {
    async softPull(subject) {
      const persona = creditPersona(subject.lastName);
      if (persona === 'Bureaudown') {
        const n = (pulls.get(subject.reference) ?? 0) + 1;
        pulls.set(subject.reference, n);
        if (n <= BUREAU_DOWN_PULLS) return { kind: 'unavailable' };
      }
      switch (persona) {
        case 'Minor':
          return { kind: 'minor' };
        case 'Nomatch':
          // Name and address alone find nothing; with the SSN the file matches.
          return subject.ssn ? { kind: 'match', report: report(subject.lastName) } : { kind: 'no-match' };
        case 'Nossn':
          return { kind: 'no-match-ssn' };
        case 'Frozen':
          return { kind: 'frozen', withPin: false };
        case 'Pinlock':
          return { kind: 'frozen', withPin: true };
        case 'Thinfile':
          return { kind: 'no-file' };
        default:
          return { kind: 'match', report: report(subject.lastName) };
      }
    },
    async hardPull(subject) {
      if (creditPersona(subject.lastName) === 'Hardfrozen') return { kind: 'frozen' };
      return { kind: 'match', report: report(subject.lastName) };
    },
  };
}
