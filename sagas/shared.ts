// Helpers the co-owner's sagas share with the journey's and the conditions' (the notary's: ./locate.ts), in a
// module of their own: the signer feature (sagas/features/signer.ts) then loads without those features' sagas.
import { eventChannel, type EventChannel } from 'redux-saga';
import type { ApiError } from '../src/api/client';
import { formFailed, type FormResultPayload } from '../store/form';
import type { ProcessingStartedPayload } from '../store/ui';
import { fieldErrorsFrom } from './register';

/** A refused submission: a 400's `field: message` errors on their fields (the rest as the form's error). */
export function formFailureFor(requestId: string, error: ApiError) {
  if (error.status !== 400) return formFailed({ requestId, formError: error.message });
  const { errors, unmatched } = fieldErrorsFrom(error);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const formError = unmatched.length > 0 || !hasFieldErrors ? { formError: error.message } : {};
  return formFailed({ requestId, errors, ...formError });
}

/** How often an open conditions screen asks again (spec). */
export const CONDITIONS_REFETCH_MS = 60_000;

/** The modal after a document has gone out (its upload's progress shows in the drop zone before). */
export const UPLOAD_PROCESSING: ProcessingStartedPayload = {
  title: 'Checking your document',
  messages: ['Checking your file…', 'Saving your document…'],
};

/** The window regaining focus (the borrower back from another tab or app); closed by the watcher's finally. */
export function windowFocusChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onFocus = () => emit(true);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  });
}

export const nowIso = (): string => new Date().toISOString();

/** A refused file: the service's words go on the file field, where the borrower chose it. */
export function uploadFailureFor(requestId: string, error: ApiError): FormResultPayload {
  if (error.status !== 400 && error.status !== 413) return formFailureFor(requestId, error).payload;
  const { errors, unmatched } = fieldErrorsFrom(error);
  if (Object.keys(errors).length > 0 && unmatched.length === 0) return { requestId, errors };
  return { requestId, errors: { ...errors, file: unmatched.length > 0 ? unmatched.join(' ') : error.message } };
}
