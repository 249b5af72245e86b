// The co-owner's area (/heloc-signer): the screens' events, the selectors and the PDF cache. Loaded with the area's
// screens and sagas, never with the first route (the root reducer needs only store/signer.ts).
import { createAction } from '@reduxjs/toolkit';
import type { SignerDocument } from '../src/domain/signers';
import type { IdDocumentType } from '../src/domain/stages';
import type { SignerResource, SignerResources, SignerState } from './signer';

// --- Requests from the screens (useSubmit request creators: the saga answers through the form bridge) ------------

export interface SignerSignInValues {
  email: string;
  /** Held beside the action (store/form.ts holdSecrets). */
  password: string;
  /** The login's redirectUrl when it is safe, else null. */
  redirectUrl: string | null;
}

/** heloc-signer/login without an invitation: email and password. */
export const signerSignInSubmitted = createAction(
  'signer/signInSubmitted',
  (values: SignerSignInValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

export interface SignerAcceptValues {
  token: string;
  /** Both held beside the action. */
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** heloc-signer/login?invitation=: the co-owner chose a password and agreed to electronic records. */
export const signerInvitationAccepted = createAction(
  'signer/invitationAccepted',
  (values: SignerAcceptValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

export interface SignerIdentityValues {
  idType: IdDocumentType;
  /** Held beside the action (store/form.ts holdFiles). */
  file: unknown;
}

/** heloc-signer/identity: the front of the co-owner's photo ID. */
export const signerIdentityDocumentSubmitted = createAction(
  'signer/identityDocumentSubmitted',
  (values: SignerIdentityValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** heloc-signer/sign: start an eNotary session (identity questions). */
export const signerNotarySessionStartRequested = createAction(
  'signer/notarySessionStartRequested',
  (_values: Record<string, never>, requestId: string) => ({ payload: { requestId } }),
);

/** heloc-signer/sign: the answers to the identity questions. */
export const signerNotaryAnswersSubmitted = createAction(
  'signer/notaryAnswersSubmitted',
  (values: { sessionId: string; answers: Record<string, string> }, requestId: string) => ({
    payload: { ...values, requestId },
  }),
);

/** heloc-signer/sign: sign the deed before the notary; the saga asks for the location first. */
export const signerDeedSignRequested = createAction(
  'signer/deedSignRequested',
  (values: { sessionId: string }, requestId: string) => ({ payload: { ...values, requestId } }),
);

export interface SignerConditionDocumentValues {
  applicationUuid: string;
  conditionUuid: string;
  /** Held beside the action (store/form.ts holdFiles). */
  file: unknown;
}

/** heloc-signer/conditions/upload-document: one document for one of the co-owner's conditions. */
export const signerConditionDocumentSubmitted = createAction(
  'signer/conditionDocumentSubmitted',
  (values: SignerConditionDocumentValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

// --- Screen events ----------------------------------------------------------------------------------------------

/** heloc-signer/login?invitation=: load what the invitation says. */
export const signerInvitationRequested = createAction<{ token: string }>('signer/invitationRequested');
/** heloc-signer/resume: load the co-owner's record and go to the screen it asks for. */
export const signerResumeEntered = createAction('signer/resumeEntered');
/** A screen that reads the co-owner's record opened (loaded once; `force` loads it again). */
export const signerSelfRequested = createAction<{ force?: boolean } | undefined>('signer/selfRequested');

/**
 * What a waiting screen watches the record for: 'deed' (intro: the borrower has signed, the deed is ready) or
 * 'identity' (the ID is being checked). On the answer, the saga moves the co-owner on (to `returnTo` when given).
 */
export type SignerWatch = 'deed' | 'identity';
export const signerWatchStarted = createAction<{ watch: SignerWatch; returnTo?: string }>('signer/watchStarted');
export const signerWatchStopped = createAction<{ watch: SignerWatch }>('signer/watchStopped');

/** heloc-signer/documents: the co-owner's documents. */
export const signerDocumentsRequested = createAction('signer/documentsRequested');
/** A document opened in the viewer: fetch its PDF. */
export const signerDocumentOpened = createAction<{ type: SignerDocument['type'] }>('signer/documentOpened');

/** A conditions screen opened: load the co-owner's conditions now, then every 60 s and on focus while it is open. */
export const signerConditionsEntered = createAction<{ applicationUuid: string }>('signer/conditionsEntered');
export const signerConditionsLeft = createAction<{ applicationUuid: string }>('signer/conditionsLeft');
export const signerConditionsReloadRequested = createAction<{ applicationUuid: string }>(
  'signer/conditionsReloadRequested',
);

// --- Selectors --------------------------------------------------------------------------------------------------

type WithSigner = { signer: SignerState };

export const selectSignerSelf = (state: WithSigner): SignerResource<SignerResources['self']> => state.signer.self;
export const selectSignerInvitation = (state: WithSigner) => state.signer.invitation;
export const selectSignerDocuments = (state: WithSigner) => state.signer.documents;
export const selectSignerPdf = (state: WithSigner) => state.signer.pdf;
/** The application the co-owner signs for (redacted), for the navigation's role checks; null until loaded. */
export const selectSignerApplication = (state: WithSigner) => state.signer.application.data;

// --- The PDFs (bytes stay out of the store: not serialisable, and personal) ------------------------------------------

const pdfs = new Map<SignerDocument['type'], Blob>();

export function cacheSignerPdf(type: SignerDocument['type'], bytes: ArrayBuffer): void {
  pdfs.set(type, new Blob([bytes], { type: 'application/pdf' }));
}

export function getSignerPdf(type: SignerDocument['type']): Blob | undefined {
  return pdfs.get(type);
}

/** A signed deed is a new PDF: forget the one read before signing. */
export function forgetSignerPdfs(): void {
  pdfs.clear();
}
