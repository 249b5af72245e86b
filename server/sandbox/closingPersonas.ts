// The personas of DESIGN section 10 from income verification to funded, chosen by the borrower's last name
// (any case) and the property state. docs/SANDBOX.md lists them.
import type { VendorSubject } from '../pipeline/vendors/subject';

export type ClosingPersona = 'Paystub' | 'Employer' | 'Condition' | 'Manualnotary' | 'Flood';
const PERSONAS: readonly ClosingPersona[] = ['Paystub', 'Employer', 'Condition', 'Manualnotary', 'Flood'];

export function closingPersona(subject: Pick<VendorSubject, 'lastName'>): ClosingPersona | null {
  const name = subject.lastName.trim().toLowerCase();
  return PERSONAS.find((p) => p.toLowerCase() === name) ?? null;
}

export function isTexas(subject: Pick<VendorSubject, 'property'>): boolean {
  return subject.property?.state.toUpperCase() === 'TX';
}

/** The sandbox AVM value every other persona gets (DESIGN section 10). */
export const SANDBOX_HOME_VALUE = 650_000;
