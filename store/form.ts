// The promise bridge between final-form and sagas. Actions carry only a requestId; the pending
// promises live in this middleware's closure, never in actions or state.
import { createAction, type Middleware } from '@reduxjs/toolkit';

/** Final-form's submission errors: field errors by (nested) name, plus FORM_ERROR. */
export type SubmissionErrors = Record<string, unknown>;

export interface FormResultPayload {
  requestId: string;
  /** Field errors, nested like the form values ({ property: { zip: '...' } }). */
  errors?: Record<string, unknown>;
  /** A message for the whole form (final-form's FORM_ERROR). */
  formError?: string;
}

export const formSucceeded = createAction<{ requestId: string }>('form/succeeded');
export const formFailed = createAction<FormResultPayload>('form/failed');

/** final-form's FORM_ERROR key; written out so store/ does not depend on final-form's runtime. */
export const FORM_ERROR_KEY = 'FINAL_FORM/form-error';

export interface RequestMeta {
  requestId: string;
}

export interface FormBridge {
  middleware: Middleware;
  /** Resolves with undefined on success, or the submission errors on failure. */
  wait(requestId: string): Promise<SubmissionErrors | undefined>;
}

export function toSubmissionErrors(payload: FormResultPayload): SubmissionErrors {
  const errors: SubmissionErrors = { ...(payload.errors ?? {}) };
  if (payload.formError) errors[FORM_ERROR_KEY] = payload.formError;
  return errors;
}

export function createFormBridge(): FormBridge {
  const pending = new Map<string, (result: SubmissionErrors | undefined) => void>();
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (formSucceeded.match(action)) {
      pending.get(action.payload.requestId)?.(undefined);
      pending.delete(action.payload.requestId);
    } else if (formFailed.match(action)) {
      pending.get(action.payload.requestId)?.(toSubmissionErrors(action.payload));
      pending.delete(action.payload.requestId);
    }
    return result;
  };
  return {
    middleware,
    wait: (requestId) => new Promise((resolve) => pending.set(requestId, resolve)),
  };
}

/**
 * Secrets typed into a form (passwords, SSNs, account numbers, tokens) never travel in an action, so they
 * never reach the store, DevTools or an action log: useSubmit keeps them here under the request id and the
 * action carries SECRET_HELD in their place; the saga claims them once with `call(claimSecrets, requestId)`.
 */
const heldSecrets = new Map<string, Record<string, string>>();

export const SECRET_HELD = '[held]';

export function holdSecrets(requestId: string, secrets: Record<string, string>): void {
  heldSecrets.set(requestId, secrets);
}

/** The secrets held for a request, removed as they are read (a second claim gets none). */
export function claimSecrets(requestId: string): Record<string, string> {
  const secrets = heldSecrets.get(requestId) ?? {};
  heldSecrets.delete(requestId);
  return secrets;
}

/**
 * Files chosen in a form (ID images, paystubs, declarations pages) are not plain data, so, like secrets, they wait
 * here under the request id and the action carries a description in their place (see heldFileDescription).
 */
const heldFiles = new Map<string, Record<string, Blob>>();

/**
 * The request each chosen file was last submitted under, kept (weakly) after the saga claims it: the drop zone
 * holding the file reads its upload's progress by that id (selectUploadProgress in store/ui.ts).
 */
const submittedUnder = new WeakMap<Blob, string>();

export function holdFiles(requestId: string, files: Record<string, Blob>): void {
  heldFiles.set(requestId, files);
  for (const file of Object.values(files)) submittedUnder.set(file, requestId);
}

/** The request id `file` was last submitted under, if it was. */
export function requestIdOfFile(file: Blob): string | undefined {
  return submittedUnder.get(file);
}

/** The files held for a request, removed as they are read. */
export function claimFiles(requestId: string): Record<string, Blob> {
  const files = heldFiles.get(requestId) ?? {};
  heldFiles.delete(requestId);
  return files;
}

/** What an action says of a held file: enough for a DevTools reader, none of its content. */
export function heldFileDescription(file: Blob): string {
  const name = typeof File !== 'undefined' && file instanceof File ? file.name : 'file';
  return `[file ${name}, ${file.size} bytes]`;
}
