// Where a co-owner (additional signer) goes under /heloc-signer: the screen their record asks for, whether a screen
// fits where they stand, where sign-in leads, and which of their conditions opens which screen. Pure: no React,
// Redux or DOM.
import { APP_BASENAME, isSafeRedirect, SIGNER_LOGIN_PATH } from './guards';
import type { SignerNextStep, SignerSelf } from './signers';
import type { Condition } from './types';

export const SIGNER_BASE = '/heloc-signer';
export const SIGNER_RESUME_PATH = `${SIGNER_BASE}/resume`;
export const SIGNER_CONDITIONS_PATH = `${SIGNER_BASE}/conditions`;
export { SIGNER_LOGIN_PATH };

/** The screens a co-owner can be sent to by what the server says of them. */
const NEXT_STEPS: readonly SignerNextStep[] = ['identity', 'intro', 'sign', 'documents', 'conditions', 'cancelled'];

/** '/heloc-signer/{screen}' (paths are relative to the app basename). */
export function signerPath(screen: SignerNextStep | 'login' | 'resume' | 'error'): string {
  return `${SIGNER_BASE}/${screen}`;
}

/**
 * The screen a co-owner resumes at. An application that is no longer active wins over anything else; an unknown
 * next step (a newer server) falls back on the intro, which explains where they stand.
 */
export function signerNextPath(self: Pick<SignerSelf, 'nextStep' | 'applicationState'>): string {
  if (self.applicationState === 'CANCELLED') return signerPath('cancelled');
  return signerPath(NEXT_STEPS.includes(self.nextStep) ? self.nextStep : 'intro');
}

/**
 * signer/sign is for a co-owner whose ID is verified and whose deed is ready: null when it fits, else where to go
 * (the documents once signed, the identity check first, the intro while the borrower has not signed yet).
 */
export function signScreenRedirect(self: Pick<SignerSelf, 'identity' | 'deed' | 'applicationState'>): string | null {
  if (self.applicationState === 'CANCELLED') return signerPath('cancelled');
  if (self.deed.status === 'SIGNED') return signerPath('documents');
  if (self.identity.status !== 'VERIFIED') return signerPath('identity');
  if (self.deed.status !== 'READY') return signerPath('intro');
  return null;
}

/**
 * The intro's Continue: where the record says, or, when it says the intro itself, the step still to do (the ID,
 * then the deed once it is ready); null while there is nothing to do but wait.
 */
export function introContinuePath(self: Pick<SignerSelf, 'nextStep' | 'applicationState' | 'identity' | 'deed'>) {
  const next = signerNextPath(self);
  if (next !== signerPath('intro')) return next;
  if (self.identity.status !== 'VERIFIED') return signerPath('identity');
  if (self.deed.status === 'READY') return signerPath('sign');
  if (self.deed.status === 'SIGNED') return signerPath('documents');
  return null;
}

/** The co-owner is waiting for the borrower: their ID is verified and the deed is not ready to sign yet. */
export function waitingForDeed(self: Pick<SignerSelf, 'identity' | 'deed'>): boolean {
  return self.identity.status === 'VERIFIED' && self.deed.status === 'NOT_READY';
}

/** Where sign-in leads: an in-app path (the router follows it), or a same-site page outside the app. */
export type SignInDestination = { kind: 'app'; to: string } | { kind: 'leave'; to: string };

/**
 * The redirectUrl of the signer login, when safe (a same-origin path starting with '/' and a lowercase letter):
 * inside the app it is followed by the router (without the basename); elsewhere on the site, by the browser.
 * Anything else, or nothing, resumes the co-owner where they stand.
 */
export function signInDestination(redirectUrl: string | null | undefined): SignInDestination {
  if (!redirectUrl || !isSafeRedirect(redirectUrl)) return { kind: 'app', to: SIGNER_RESUME_PATH };
  if (redirectUrl.startsWith(`${APP_BASENAME}/`)) return { kind: 'app', to: redirectUrl.slice(APP_BASENAME.length) };
  // The login itself would only bring them back here.
  if (redirectUrl === APP_BASENAME) return { kind: 'app', to: SIGNER_RESUME_PATH };
  return { kind: 'leave', to: redirectUrl };
}

/** Categories whose answer is a new photo of the co-owner's ID (the condition's action location 'identity'). */
const IDENTITY_CATEGORIES: ReadonlySet<string> = new Set(['ID_VERIFICATION_FAILURE', 'IDENTITY_DOCUMENT_FRAUD_REVIEW']);

export type SignerConditionLocation = 'identity' | 'upload-document' | null;

/**
 * Which screen under /heloc-signer/conditions answers a condition: the ID upload for identity conditions,
 * upload-document for one still asking for documents, none when there is nothing to send (we review it).
 */
export function signerConditionLocation(condition: Condition): SignerConditionLocation {
  if (condition.resolvedAt) return null;
  if (IDENTITY_CATEGORIES.has(condition.categoryEnum)) return 'identity';
  const { docsReceived, numDocsRequired } = condition.xtraData;
  if (condition.requestDocuments && docsReceived < numDocsRequired) return 'upload-document';
  return null;
}

/** '/heloc-signer/conditions[/location][?condition=uuid]'. */
export function signerConditionPath(location: Exclude<SignerConditionLocation, null> | '', conditionUuid?: string) {
  const query = conditionUuid ? `?condition=${encodeURIComponent(conditionUuid)}` : '';
  return `${SIGNER_CONDITIONS_PATH}${location ? `/${location}` : ''}${query}`;
}
