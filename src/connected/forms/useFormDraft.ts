// What a borrower typed into a journey form, kept in sessionStorage so a reload (or a network failure that
// sends them back to the form) loses nothing. Secret fields (SSNs) are never written. Read synchronously at
// mount, because final-form takes its initial values then.
import { useCallback, useMemo } from 'react';
import { FORM_DRAFT_PREFIX, removeSessionItem, setSessionItem } from '../../api/browser';
import { forgetSubmissionKey, submissionKeyFor } from './submissionKey';

export { FORM_DRAFT_PREFIX };

function readDraft<T>(key: string): Partial<T> | null {
  try {
    const raw = window.sessionStorage.getItem(FORM_DRAFT_PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

export interface FormDraft<T> {
  /** The saved draft over `defaults` (server data), or `defaults` when nothing was saved. */
  initialValues: Partial<T>;
  /** Pass to AppForm's onValuesChange. */
  save: (values: T) => void;
  /** Forget the draft and its submission key (after a successful submission). */
  clear: () => void;
  /** The Idempotency-Key for submitting `values` (src/connected/forms/submissionKey.ts): kept until clear(). */
  submissionKey: (values: unknown) => string;
}

/**
 * A draft of form `key` (include the application uuid so two applications never share one). `omit` names the
 * top-level fields never stored. `defaults` are read once, when the draft is first read.
 */
export function useFormDraft<T extends object>(
  key: string,
  defaults: Partial<T> = {},
  omit: readonly (keyof T & string)[] = [],
): FormDraft<T> {
  const omitted = omit.join(',');
  // Deliberately once per key: later default changes must not overwrite what the borrower is typing.
  const initialValues = useMemo(() => ({ ...defaults, ...(readDraft<T>(key) ?? {}) }), [key]);
  const save = useCallback(
    (values: T) => {
      const skip = omitted ? omitted.split(',') : [];
      const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !skip.includes(field)));
      setSessionItem(FORM_DRAFT_PREFIX + key, JSON.stringify(kept));
    },
    [key, omitted],
  );
  const clear = useCallback(() => {
    removeSessionItem(FORM_DRAFT_PREFIX + key);
    forgetSubmissionKey(key);
  }, [key]);
  const submissionKey = useCallback((values: unknown) => submissionKeyFor(key, values), [key]);
  return { initialValues, save, clear, submissionKey };
}
