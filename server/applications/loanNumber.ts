// The line's loan number, assigned at closing (the pipeline's GEN_CLOSING_DISCLOSURE, when the closing documents
// are prepared) so the note, the deed, the closing disclosure and everything after carry it. Before that the
// documents say it is assigned at closing (LOAN_NUMBER_PENDING), never the application's internal id.
//
// Unique: the loan_numbers table's key refuses a number already given, and a collision draws another. Stable: one
// row per application, so a run cut short and repeated (or two processes at once) reads back the first number.
import { randomInt } from 'node:crypto';
import type { Db } from '../db';
import { findLoanNumber, insertLoanNumberUnlessTaken } from './loanNumberRepository';

export const LOAN_NUMBER_PENDING = 'Assigned at closing';

const PREFIX = 'HL';

/** The Luhn check digit of `digits`: a mistyped loan number (one digit, or two swapped) fails the check. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, the digit next to the check digit is doubled first.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** HL, eight digits (never starting with 0) and their check digit: HL123456782. */
export function formatLoanNumber(eightDigits: number): string {
  const digits = String(eightDigits);
  if (!/^[1-9]\d{7}$/.test(digits)) throw new Error(`A loan number's body is eight digits, not ${digits}`);
  return `${PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

/** Whether `value` is a well-formed loan number (its prefix, nine digits, the check digit right). */
export function isLoanNumber(value: string): boolean {
  const m = /^HL([1-9]\d{7})(\d)$/.exec(value);
  return m !== null && luhnCheckDigit(m[1]) === Number(m[2]);
}

const randomBody = () => randomInt(10_000_000, 100_000_000);

/**
 * The application's loan number, assigned on the first call and the same on every later one. `draw` picks a
 * candidate (tests pass one that collides); a number another application holds is never reused.
 */
export async function assignLoanNumber(
  db: Db,
  applicationUuid: string,
  now: Date,
  draw: () => number = randomBody,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const existing = await findLoanNumber(db, applicationUuid);
    if (existing) return existing;
    if (attempt === 20) throw new Error(`No free loan number for application ${applicationUuid} after 20 draws`);
    // Either key may refuse the row: this application got its number meanwhile (read back above on the next
    // turn), or the number is another application's (another is drawn).
    await insertLoanNumberUnlessTaken(db, {
      loanNumber: formatLoanNumber(draw()),
      applicationUuid,
      assignedAt: now.toISOString(),
    });
  }
}
