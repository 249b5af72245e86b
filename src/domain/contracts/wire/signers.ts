// The answers of src/domain/contracts/signers.ts's routes, by name (../answers.ts).
import type { SignerDocument, SignerInvitation, SignerSelf, SignerSummary } from '../../signers';

/** Where the app goes once the co-owner is signed in (the token is in the authorization header). */
export interface SignerRedirect {
  redirect: string;
}

/** The co-owner's receipt of their notice of right to cancel, as recorded (the first acknowledgment). */
export interface RightToCancelReceipt {
  type: 'RIGHT_TO_CANCEL';
  copies: number;
  acknowledgedAt: string;
}

export interface SignersAnswers {
  SignerInvitation: SignerInvitation;
  SignerRedirect: SignerRedirect;
  SignerSelf: SignerSelf;
  SignerDocuments: SignerDocument[];
  RightToCancelReceipt: RightToCancelReceipt;
  SignerSummary: SignerSummary;
}
