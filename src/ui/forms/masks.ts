// parse (display -> stored) and format (stored -> display) pairs for the masked fields.
import { formatCurrency } from '../../domain/format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' -> 'MM/DD/YYYY'; a partial entry (stored as typed) is shown unchanged. */
export function formatDateInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = ISO_DATE.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/**
 * What the user typed -> 'yyyy-MM-dd' once all 8 digits are there; before that the masked partial
 * text ('01/2') is kept so the input keeps showing it. Slashes are inserted automatically.
 */
export function parseDateInput(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length === 0) return undefined;
  if (digits.length === 8) return `${digits.slice(4)}-${digits.slice(0, 2)}-${digits.slice(2, 4)}`;
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) masked += `/${digits.slice(4)}`;
  // Keep a slash the user typed right after a complete month or day ('01/' stays '01/').
  if (/\/$/.test(value.trim()) && (digits.length === 2 || digits.length === 4)) masked += '/';
  return masked;
}

const MAX_CURRENCY_DIGITS = 12;

/** '$150,000' or '150000' -> 150000 (whole dollars); nothing numeric -> undefined. */
export function parseCurrencyInput(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const whole = value.split('.')[0] ?? '';
  const digits = whole
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_CURRENCY_DIGITS);
  return digits ? Number(digits) : undefined;
}

/** 150000 -> '$150,000'; missing -> ''. */
export function formatCurrencyInput(value: unknown): string {
  return typeof value === 'number' ? formatCurrency(value, 0) : '';
}

/** '(555) 123-4567', '+1 555 123 4567' -> '5551234567'; at most 10 digits; nothing -> undefined. */
export function parsePhoneInput(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  return digits || undefined;
}

/** '5551234567' -> '(555) 123-4567'; partial digits are masked progressively ('555123' -> '(555) 123'). */
export function formatPhoneInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
