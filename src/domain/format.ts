// Display formatting shared by the app and the server (spec core-journey sections 5 and 8,
// shared-surfaces sections 2 and 5). Pure functions: no DOM, no globals beyond Intl.
import type { Address } from './types';

// Building an Intl.NumberFormat is comparatively slow; keep one per option set.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

/** USD with `decimals` fraction digits: 150000 -> '$150,000'. Missing or non-finite values give ''. */
export function formatCurrency(value: number | null | undefined, decimals = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return numberFormat(`currency:${decimals}`, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** `value` is already a percentage: 7.6 -> '7.6%'. Missing or non-finite values give ''. */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const number = numberFormat(`percent:${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return `${number}%`;
}

// Forms the spec lists as phone numbers; anything else is shown exactly as stored.
const COUNTRY_CODE_PHONE = [/^\+1(\d{3})(\d{3})(\d{4})$/, /^1(\d{3})(\d{3})(\d{4})$/, /^\+?1-(\d{3})-(\d{3})-(\d{4})$/];
const NATIONAL_PHONE = [/^(\d{3})(\d{3})(\d{4})$/, /^(\d{3})-(\d{3})-(\d{4})$/];

/** '+15551234567' -> '+1 (555) 123-4567', '555-123-4567' -> '(555) 123-4567'; unknown forms unchanged. */
export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  for (const pattern of COUNTRY_CODE_PHONE) {
    const m = pattern.exec(raw);
    if (m) return `+1 (${m[1]}) ${m[2]}-${m[3]}`;
  }
  for (const pattern of NATIONAL_PHONE) {
    const m = pattern.exec(raw);
    if (m) return `(${m[1]}) ${m[2]}-${m[3]}`;
  }
  return raw;
}

export type DatePattern = 'MM/dd/yyyy' | 'yyyy-MM-dd';

export const INVALID_DATE = 'Invalid Date';

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Formats an ISO string or a Date; missing or unparseable input gives 'Invalid Date'.
 * Date-only strings are read as calendar dates (never via UTC), so '2024-01-05' stays the 5th; date-times are
 * shown in the viewer's local time. Plain Date maths rather than luxon keeps luxon out of the first route.
 */
export function formatDate(value: string | Date | null | undefined, pattern: DatePattern = 'MM/dd/yyyy'): string {
  const parts = calendarParts(value);
  if (!parts) return INVALID_DATE;
  const [y, m, d] = [
    String(parts.y).padStart(4, '0'),
    String(parts.m).padStart(2, '0'),
    String(parts.d).padStart(2, '0'),
  ];
  return pattern === 'yyyy-MM-dd' ? `${y}-${m}-${d}` : `${m}/${d}/${y}`;
}

function calendarParts(value: string | Date | null | undefined): { y: number; m: number; d: number } | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dateOnly = ISO_DATE_ONLY.exec(text);
  if (dateOnly) {
    const [y, m, d] = dateOnly.slice(1).map(Number);
    const probe = new Date(Date.UTC(y, m - 1, d));
    const real = probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
    return real ? { y, m, d } : null;
  }
  if (!ISO_DATE_TIME.test(text)) return null;
  // Reject impossible calendar parts (e.g. 2024-02-30T…) that Date would silently roll over.
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  if (!calendarParts(`${text.slice(0, 10)}`) || m > 12 || d > 31) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) || y < 0 ? null : calendarParts(parsed);
}

/** '123 MAIN st' -> '123 Main St'; also capitalises after a hyphen ('Winston-Salem'). */
export function titleCase(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  return s
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** Display lines: street1, street2 (only when present), 'City, ST 12345'. */
export function formatAddress(address: Address): string[] {
  const lines = [titleCase(address.street1)];
  const street2 = titleCase(address.street2);
  if (street2) lines.push(street2);
  lines.push(`${titleCase(address.city)}, ${address.state.trim().toUpperCase()} ${address.zip.trim()}`);
  return lines;
}

/** Wallet addresses over 11 characters: first 6, '...', last 5. */
export function shortenAddress(address: string | null | undefined): string {
  if (typeof address !== 'string') return '';
  return address.length > 11 ? `${address.slice(0, 6)}...${address.slice(-5)}` : address;
}

export const DEFAULT_ERROR_MESSAGE = 'Something unexpected happened.';

/**
 * Server error messages as one sentence: 'A, B.'. Each message's own trailing full stops are dropped
 * so the sentence ends with exactly one. Nothing usable gives the default message.
 */
export function joinErrors(messages: readonly string[] | null | undefined): string {
  const parts = (Array.isArray(messages) ? messages : [])
    .filter((m): m is string => typeof m === 'string')
    .map((m) => m.trim().replace(/\.+$/, '').trim())
    .filter((m) => m.length > 0);
  return parts.length > 0 ? `${parts.join(', ')}.` : DEFAULT_ERROR_MESSAGE;
}

/** A file size for people: '512 bytes', '1.5 KB', '10 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 bytes';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${trimZero((bytes / 1024).toFixed(1))} KB`;
  return `${trimZero((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

function trimZero(text: string): string {
  return text.endsWith('.0') ? text.slice(0, -2) : text;
}
