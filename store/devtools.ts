// Redux DevTools sanitisers: whatever reaches the extension shows masked values only. The store itself must
// never hold an SSN, account number or token in the first place; these are the second line, and findSecrets
// is what the tests use to check the first.
import type { Action } from '@reduxjs/toolkit';

/** Keys whose values are shown as their last four digits. */
const MASKED_KEYS = /^(ssn|socialSecurityNumber|taxId|tin|accountNumber|bankAccountNumber)$/i;
/** Keys whose values are never shown at all. */
const REDACTED_KEYS =
  /^(password|newPassword|currentPassword|token|jwt|accessToken|refreshToken|authorization|secret|pin)$/i;

const SSN_IN_TEXT = /\b\d{3}-\d{2}-\d{4}\b/;
// Not the redacted form, so sanitising twice changes nothing.
const BEARER_IN_TEXT = /\bBearer\s+(?!\[redacted\])\S+/i;
// Three dot-separated base64url parts starting with a JSON header: the shape of a JWT.
const JWT_IN_TEXT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/;

export const REDACTED = '[redacted]';

/** Already masked: at most four digits showing, the rest hidden. */
function isMasked(value: string): boolean {
  return value.replace(/[^0-9]/g, '').length <= 4;
}

function maskValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const digits = String(value).replace(/\D/g, '');
  return `•••${digits.slice(-4)}`;
}

function sanitizeText(value: string): string {
  return value
    .replace(new RegExp(SSN_IN_TEXT.source, 'g'), (ssn) => `•••-••-${ssn.slice(-4)}`)
    .replace(new RegExp(BEARER_IN_TEXT.source, 'gi'), `Bearer ${REDACTED}`)
    .replace(new RegExp(JWT_IN_TEXT.source, 'g'), REDACTED);
}

/** A deep copy with secrets masked or redacted; untouched branches are returned as they are. */
export function sanitize<T>(value: T): T {
  return sanitizeAny(value) as T;
}

function sanitizeAny(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeText(value);
  if (Array.isArray(value)) {
    const next = value.map(sanitizeAny);
    return next.some((v, i) => v !== value[i]) ? next : value;
  }
  if (!value || typeof value !== 'object') return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    let out: unknown;
    if (REDACTED_KEYS.test(key) && v !== null && v !== undefined && v !== '') out = REDACTED;
    else if (MASKED_KEYS.test(key) && (typeof v === 'string' || typeof v === 'number')) {
      // Already masked by the server: shown as it is.
      out = isMasked(String(v)) ? v : maskValue(v);
    } else out = sanitizeAny(v);
    if (out !== v) changed = true;
    next[key] = out;
  }
  return changed ? next : value;
}

export function actionSanitizer<A extends Action>(action: A): A {
  return sanitize(action);
}

export function stateSanitizer<S>(state: S): S {
  return sanitize(state);
}

/** The paths at which `value` holds an unmasked SSN, account number or token (empty when clean). */
export function findSecrets(value: unknown, path = '$'): string[] {
  if (typeof value === 'string') {
    return SSN_IN_TEXT.test(value) || BEARER_IN_TEXT.test(value) || JWT_IN_TEXT.test(value) ? [path] : [];
  }
  if (!value || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (REDACTED_KEYS.test(key) && typeof v === 'string' && v !== '' && v !== REDACTED) found.push(at);
    else if (MASKED_KEYS.test(key) && (typeof v === 'string' || typeof v === 'number') && !isMasked(String(v))) {
      found.push(at);
    } else found.push(...findSecrets(v, at));
  }
  return found;
}

/** The options makeStore gives Redux DevTools. */
export const devToolsOptions = {
  name: 'HELOC',
  actionSanitizer,
  stateSanitizer,
} as const;
