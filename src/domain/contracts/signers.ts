// The additional signers' routes (docs/API.md "Additional signers"): the invitation and the co-owner's own steps.
import { esignConsentSchema } from '../validation/esign';
import { notaryAcceptSchema, notaryAnswersSchema } from '../validation/notary';
import { signerAcceptSchema } from '../validation/signers';
import { contract } from './contract';

export const SIGNER_BASE = '/service-application/api/v1/application/heloc/signer';

export const SIGNERS = {
  acceptInvitation: contract('POST', '/identity/api/v1/signer-invitations/:token/accept', signerAcceptSchema),
  esignConsent: contract('POST', `${SIGNER_BASE}/esign/consent`, esignConsentSchema),
  notaryAnswers: contract('POST', `${SIGNER_BASE}/notary/session/answers`, notaryAnswersSchema),
  notaryAccept: contract('POST', `${SIGNER_BASE}/notary/session/accept`, notaryAcceptSchema),
} as const;
