// Sandbox credit bureau: the borrower's last name picks the outcome (server/sandbox/prequalPersonas.ts).
import type { CreditBureauVendor, CreditReport } from '../pipeline/vendors/creditBureau';
import { creditPersona, DEFAULT_MONTHLY_DEBT, DEFAULT_SCORE } from './prequalPersonas';

const BASE_REPORT: CreditReport = {
  score: DEFAULT_SCORE,
  monthlyDebt: DEFAULT_MONTHLY_DEBT,
  recentInquiries: 0,
  delinquent: false,
  derogatory: false,
  liquidAssets: 25_000,
};

function report(lastName: string): CreditReport {
  switch (creditPersona(lastName)) {
    case 'Lowscore':
      return { ...BASE_REPORT, score: 600 };
    case 'Highdti':
      // Debts leave no room for any line's payment on the stated income.
      return { ...BASE_REPORT, monthlyDebt: 4_450 };
    case 'Assets':
      // The same debts, but enough liquid assets for asset depletion to qualify.
      return { ...BASE_REPORT, monthlyDebt: 4_450, liquidAssets: 1_200_000 };
    case 'Decline':
      return { ...BASE_REPORT, derogatory: true };
    case 'Delinquent':
      return { ...BASE_REPORT, delinquent: true };
    case 'Inquiry':
      return { ...BASE_REPORT, recentInquiries: 3 };
    default:
      return BASE_REPORT;
  }
}

export function createSandboxCreditBureau(): CreditBureauVendor {
  return {
    async softPull(subject) {
      switch (creditPersona(subject.lastName)) {
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
