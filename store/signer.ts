// The co-owner's (additional signer's) area under /heloc-signer: what the signer services answered, each as a
// resource (data, status, error), the screens' events, the selectors and the PDF cache. The slice comes with the
// signer feature (sagas/features/signer.ts), never with the first route.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { SignerDocument, SignerInvitation, SignerSelf } from '../src/domain/signers';
import type { IdDocumentType } from '../src/domain/stages';
import type { Application } from '../src/domain/types';
import { sessionCleared } from './session';

export interface SignerResources {
  /** The signed-in co-owner's own record. */
  self: SignerSelf;
  /** The application as a co-owner sees it (redacted): the navigation recognises a co-owner by it. */
  application: Application;
  /** The invitation on the login page (?invitation=). */
  invitation: SignerInvitation;
  documents: SignerDocument[];
  /** The document whose PDF (and HTML version) is cached for the viewer (the bytes stay out of the store). */
  pdf: SignerDocument['type'];
}

export type SignerResourceName = keyof SignerResources;

export interface SignerResource<T> {
  data: T | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

export type SignerState = { [K in SignerResourceName]: SignerResource<SignerResources[K]> };

const idle = { data: null, status: 'idle', error: null } as const;

export const initialSignerState: SignerState = {
  self: idle,
  application: idle,
  invitation: idle,
  documents: idle,
  pdf: idle,
};

export type SignerLoadedPayload = {
  [K in SignerResourceName]: { resource: K; data: SignerResources[K] };
}[SignerResourceName];

const slice = createSlice({
  name: 'signer',
  initialState: initialSignerState,
  reducers: {
    // A reload keeps what is shown (polling the record must not blank the screen); `fresh` starts from nothing.
    loadStarted: (state, { payload }: PayloadAction<{ resource: SignerResourceName; fresh?: boolean }>) => {
      const r = state[payload.resource];
      if (payload.fresh) r.data = null;
      if (r.data === null) r.status = 'loading';
      r.error = null;
    },
    loaded: (state, { payload }: PayloadAction<SignerLoadedPayload>) => {
      state[payload.resource] = { data: payload.data, status: 'loaded', error: null } as never;
    },
    loadFailed: (state, { payload }: PayloadAction<{ resource: SignerResourceName; error: ApiError }>) => {
      const r = state[payload.resource];
      r.status = 'failed';
      r.error = payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialSignerState);
  },
});

export const { loadStarted: signerLoadStarted, loaded: signerLoaded, loadFailed: signerLoadFailed } = slice.actions;
export const signerReducer = slice.reducer;

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
  /** E-SIGN: they could open the test document, and they consent (src/domain/esign.ts). */
  esignAccessConfirmed: boolean;
  esignConsent: boolean;
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
/** E-SIGN: the co-owner consents again under the current requirements (the form bridge's request id). */
export const signerEsignConsentSubmitted = createAction(
  'signer/esignConsentSubmitted',
  (values: { esignAccessConfirmed?: boolean; esignConsent?: boolean }, requestId: string) => ({
    payload: { ...values, requestId },
  }),
);
/** The co-owner acknowledges receipt of their notice of right to cancel (the form bridge's request id). */
export const signerNoticeAcknowledgeSubmitted = createAction(
  'signer/noticeAcknowledgeSubmitted',
  (_values: Record<string, never>, requestId: string) => ({ payload: { requestId } }),
);
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

// Their HTML versions, beside them (personal data too).
const htmls = new Map<SignerDocument['type'], string>();

export function cacheSignerHtml(type: SignerDocument['type'], html: string): void {
  htmls.set(type, html);
}

/** The document's HTML version, when it was fetched with the PDF. */
export function getSignerHtml(type: SignerDocument['type']): string | undefined {
  return htmls.get(type);
}

/** A signed deed is a new PDF: forget the one read before signing, and its HTML version. */
export function forgetSignerPdfs(): void {
  pdfs.clear();
  htmls.clear();
}
