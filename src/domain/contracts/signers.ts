// The additional signers' routes (docs/API.md "Additional signers"): the invitation and the co-owner's own steps.
import { esignConsentSchema } from '../validation/esign';
import { notaryAcceptSchema, notaryAnswersSchema } from '../validation/notary';
import { signerAcceptSchema } from '../validation/signers';
import { contract, HTML, json, PDF } from './contract';

export const SIGNER_BASE = '/service-application/api/v1/application/heloc/signer';
const INVITATION = '/identity/api/v1/signer-invitations/:token';

const self = json('SignerSelf');

export const SIGNERS = {
  invitation: contract('GET', INVITATION, null, json('SignerInvitation')),
  acceptInvitation: contract('POST', `${INVITATION}/accept`, signerAcceptSchema, json('SignerRedirect')),
  self: contract('GET', `${SIGNER_BASE}/self`, null, self),
  /** Multipart (idType + file): no JSON body. */
  idUpload: contract('POST', `${SIGNER_BASE}/identity/document`, null, self),
  notarySession: contract('POST', `${SIGNER_BASE}/notary/session`, null, json('EnotarySession')),
  notaryAnswers: contract('POST', `${SIGNER_BASE}/notary/session/answers`, notaryAnswersSchema, json('NotaryPassed')),
  notaryAccept: contract('POST', `${SIGNER_BASE}/notary/session/accept`, notaryAcceptSchema, self),
  documents: contract('GET', `${SIGNER_BASE}/documents`, null, json('SignerDocuments')),
  document: contract('GET', `${SIGNER_BASE}/documents/:type`, null, PDF),
  documentHtml: contract('GET', `${SIGNER_BASE}/documents/:type/html`, null, HTML),
  acknowledgeRightToCancel: contract(
    'POST',
    `${SIGNER_BASE}/documents/RIGHT_TO_CANCEL/acknowledge`,
    null,
    json('RightToCancelReceipt'),
  ),
  esignConsent: contract('POST', `${SIGNER_BASE}/esign/consent`, esignConsentSchema, self),
  /** The borrower's: a new invitation link for a co-owner who has not accepted. */
  resend: contract(
    'POST',
    '/service-application/api/v1/application/heloc/:uuid/signers/:signerUuid/resend',
    null,
    json('SignerSummary'),
  ),
} as const;
