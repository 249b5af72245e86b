// Exactly once: one Idempotency-Key per logical submission, kept beside the form's draft (sessionStorage) until
// the submission succeeds. A press after a dropped answer, an automatic retry, even a reload, send the same
// values under the same key, so the server replays its first answer instead of acting twice. Changed values are
// a new submission and get a new key (the server would refuse an old key with a different request: 422).
// Only a fingerprint of the values is stored (a hash, never the values: secrets such as SSNs stay out of storage).
import { nanoid } from '@reduxjs/toolkit';
import { FORM_DRAFT_PREFIX, removeSessionItem, setSessionItem } from '../../api/browser';

const SUFFIX = '#submission';

interface StoredKey {
  key: string;
  fingerprint: string;
}

/** Files stand for themselves by name, size, type and date; everything else by its JSON. */
function canonical(values: unknown): string {
  return JSON.stringify(values ?? null, (_k, v: unknown) => {
    if (typeof Blob !== 'undefined' && v instanceof Blob) {
      const file = v as Blob & { name?: string; lastModified?: number };
      return { blob: [file.name ?? '', v.size, v.type, file.lastModified ?? 0] };
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const record = v as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, record[key]]),
      );
    }
    return v;
  });
}

/** FNV-1a, twice with different offsets (64 bits in all): tells one submission from another, reveals nothing useful. */
export function fingerprintOf(values: unknown): string {
  const text = canonical(values);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

function read(draftKey: string): StoredKey | null {
  try {
    const raw = window.sessionStorage.getItem(FORM_DRAFT_PREFIX + draftKey + SUFFIX);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredKey>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

/** The key of this submission of form `draftKey`: the kept one for the same values, else a new one (kept). */
export function submissionKeyFor(draftKey: string, values: unknown): string {
  const fingerprint = fingerprintOf(values);
  const kept = read(draftKey);
  if (kept && kept.fingerprint === fingerprint) return kept.key;
  const key = nanoid();
  setSessionItem(FORM_DRAFT_PREFIX + draftKey + SUFFIX, JSON.stringify({ key, fingerprint }));
  return key;
}

/** After success: the next submission of the form is a new one. */
export function forgetSubmissionKey(draftKey: string): void {
  removeSessionItem(FORM_DRAFT_PREFIX + draftKey + SUFFIX);
}
