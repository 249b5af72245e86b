// What the additional-signer services answer (docs/API.md "Additional signers"). Shared by the server, which
// builds these answers, and the app, which reads them; a signer's view never holds the borrower's SSN, income
// or bank details.
import type { Address, Application, ApplicationStatus } from './types';

/** The application's co-deed status: null without co-owners, PENDING until every co-owner has signed the deed. */
export type CoDeedStatus = 'PENDING' | 'COMPLETE';

/** ID verification of a co-owner, like the borrower's (FAILED_VERIFICATION asks for a new photo). */
export type SignerIdentityStatus = 'NOT_SUBMITTED' | 'PENDING' | 'VERIFIED' | 'FAILED_VERIFICATION';

/** NOT_READY until the borrower has signed the note (stage CO_DEED_REQUIRED), then READY, then SIGNED. */
export type SignerDeedStatus = 'NOT_READY' | 'READY' | 'SIGNED';

/** Where a co-owner stands, as the borrower sees it on signing/additional. */
export type SignerProgress = 'INVITED' | 'ACCEPTED' | 'IDENTITY_VERIFIED' | 'SIGNED';

/** The application as far as it concerns the co-owner. */
export type SignerApplicationState = 'ACTIVE' | 'CANCELLED' | 'FUNDED';

/** The screen under /heloc-signer a co-owner resumes at. */
export type SignerNextStep = 'identity' | 'intro' | 'sign' | 'documents' | 'conditions' | 'cancelled';

/** GET .../heloc/signer/self: the signed-in co-owner's own record. */
export interface SignerSelf {
  signerUuid: string;
  applicationUuid: string;
  firstName: string;
  lastName: string;
  email: string;
  borrower: { firstName: string; lastName: string };
  property: Pick<Address, 'street1' | 'street2' | 'city' | 'state' | 'zip'> | null;
  lineAmount: number;
  applicationState: SignerApplicationState;
  identity: { status: SignerIdentityStatus; idType: string | null; reason: string | null };
  deed: { status: SignerDeedStatus; signedAt: string | null };
  /** Requests an underwriter made of this co-owner that are still open. */
  openConditions: number;
  nextStep: SignerNextStep;
  /** The E-SIGN requirements changed since this co-owner consented: ask again (src/domain/esign.ts). */
  esignReconsentRequired?: boolean;
}

/** GET /identity/api/v1/signer-invitations/{token}: what the invitation page shows before a password exists. */
export interface SignerInvitation {
  firstName: string;
  lastName: string;
  email: string;
  borrowerFirstName: string;
  property: { city: string; state: string } | null;
  accepted: boolean;
}

/** One co-owner on the borrower's signing/additional (email masked: j***@example.com). */
export interface SignerSummary {
  uuid: string;
  firstName: string;
  lastName: string;
  emailMasked: string;
  progress: SignerProgress;
  invitedAt: string;
  lastSentAt: string;
  /** When the invitation may be sent again (re-sends are spaced); null when it can be sent now or never. */
  resendAvailableAt: string | null;
  canResend: boolean;
}

/** GET .../heloc/co-deed/status. */
export interface CoDeedStatusAnswer {
  applicationUuid: string;
  coDeedStatus: CoDeedStatus | null;
  signers: SignerSummary[];
}

/** GET .../heloc/signer/documents. */
export interface SignerDocument {
  type: 'DEED' | 'RIGHT_TO_CANCEL';
  title: string;
  available: boolean;
  /** The notice of right to cancel: when this co-owner acknowledged receipt (null until they have). */
  acknowledgedAt?: string | null;
}

/**
 * GET .../heloc/{uuid} as a co-owner reads it: the application without the borrower's income, accounts,
 * documents, consents or status flags other than the stage and manualNotary.
 */
export type SignerApplicationView = Pick<
  Application,
  | 'uuid'
  | 'property'
  | 'amount'
  | 'term'
  | 'rate'
  | 'loanNumber'
  | 'coDeedStatus'
  | 'additionalSignerVersion'
  | 'helocSigners'
  | 'referrer'
  | 'isBroker'
  | 'auditFields'
> & { status: Pick<ApplicationStatus, 'checklistStatus' | 'manualNotary'> };

/** An invitation token as the outbox link carries it: 43 URL-safe base64 characters (32 random bytes). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
