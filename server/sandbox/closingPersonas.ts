// The personas of DESIGN section 10 from income verification to funded, chosen by the borrower's last name
// (any case) and the property state. docs/SANDBOX.md lists them.
import type { PayoffDebt } from '../../src/domain/payoff';
import type { VendorSubject } from '../pipeline/vendors/subject';

export type ClosingPersona = 'Paystub' | 'Employer' | 'Condition' | 'Manualnotary' | 'Flood' | 'Payoff';
const PERSONAS: readonly ClosingPersona[] = ['Paystub', 'Employer', 'Condition', 'Manualnotary', 'Flood', 'Payoff'];

export function closingPersona(subject: Pick<VendorSubject, 'lastName'>): ClosingPersona | null {
  const name = subject.lastName.trim().toLowerCase();
  return PERSONAS.find((p) => p.toLowerCase() === name) ?? null;
}

export function isTexas(subject: Pick<VendorSubject, 'property'>): boolean {
  return subject.property?.state.toUpperCase() === 'TX';
}

/** The sandbox AVM value every other persona gets (DESIGN section 10). */
export const SANDBOX_HOME_VALUE = 650_000;

/**
 * The debts the sandbox bureau's report shows that can be paid off at closing (Payoff persona: two credit cards,
 * a personal loan, and a solar loan with a fixture filing on the home); none for everyone else. A real bureau
 * client reads them from the hard pull's tradelines.
 */
export function payoffDebts(subject: Pick<VendorSubject, 'lastName'>): PayoffDebt[] {
  if (closingPersona(subject) !== 'Payoff') return [];
  const debt = (d: Omit<PayoffDebt, 'accountNumber'>): PayoffDebt => ({
    ...d,
    accountNumber: `************${d.accountMask}`,
  });
  return [
    debt({
      id: 'tl-1',
      creditor: 'Northwind Bank Visa',
      kind: 'CREDIT_CARD',
      accountMask: '4821',
      balance: 8_412.37,
      lien: null,
    }),
    debt({
      id: 'tl-2',
      creditor: 'Harbor Card Services',
      kind: 'CREDIT_CARD',
      accountMask: '1937',
      balance: 5_230,
      lien: null,
    }),
    debt({
      id: 'tl-3',
      creditor: 'Summit Personal Lending',
      kind: 'PERSONAL_LOAN',
      accountMask: '7704',
      balance: 14_650.12,
      lien: null,
    }),
    debt({
      id: 'tl-4',
      creditor: 'Brightside Solar Finance',
      kind: 'SOLAR_LOAN',
      accountMask: '3390',
      balance: 21_980,
      lien: 'UCC fixture filing recorded against your home',
    }),
  ];
}
