// Bank account rules shared by the bank screens and the server.

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/**
 * An ABA routing number: nine digits whose first two name a Federal Reserve district range (00–12, 21–32,
 * 61–72, or 80 for traveller's cheques) and whose weighted sum 3-7-1 is a multiple of ten.
 */
export function isValidRoutingNumber(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || !/^\d{9}$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk) return false;
  const sum = ABA_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** US account numbers: 4 to 17 digits. */
export function isValidAccountNumber(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{4,17}$/.test(value);
}

/** The last four digits, the only part of an account number that is ever shown. */
export function accountMask(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '').slice(-4);
}
