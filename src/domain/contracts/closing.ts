// The closing routes (docs/API.md "Closing"): income verification to funded.
import { autopaySchema, bankLinkCompleteSchema, bankLinkStartSchema, manualAccountSchema } from '../validation/bank';
import { bpoOrderSchema, bpoValuationSchema } from '../validation/bpo';
import { cancelRescissionSchema } from '../validation/cancellation';
import {
  employerVerificationSchema,
  incomeLinkCompleteSchema,
  incomeLinkStartSchema,
  incomeSourcesSchema,
} from '../validation/income';
import { debtPayoffAttestationSchema, debtPayoffReviewBodySchema } from '../validation/merchant';
import { manualNotaryBodySchema, notaryAcceptSchema, notaryAnswersSchema } from '../validation/notary';
import { signDocumentsSchema } from '../validation/signing';
import { contract, json, STORED_FILE } from './contract';

export const CLOSING_BASE = '/service-application/api/v1/application/heloc/:uuid';
const B = CLOSING_BASE;

/** Most steps answer the application as it then stands. */
const application = json('Application');
const linkAnswer = json('Link');
/** A multipart upload (no JSON body): the document stored and the application. */
const upload = json('ClosingUpload');

export const CLOSING = {
  income: contract('GET', `${B}/income`, null, json('ClosingIncome')),
  incomeSources: contract('POST', `${B}/income/sources`, incomeSourcesSchema, application),
  incomeLink: contract('POST', `${B}/income/link`, incomeLinkStartSchema, linkAnswer),
  incomeLinkComplete: contract('POST', `${B}/income/link/complete`, incomeLinkCompleteSchema, application),
  incomeUpload: contract('POST', `${B}/income/upload/:type`, null, upload),
  employer: contract('POST', `${B}/income/employer-verification`, employerVerificationSchema, application),
  bankLink: contract('POST', `${B}/bank/link`, bankLinkStartSchema, linkAnswer),
  bankLinkComplete: contract('POST', `${B}/bank/link/complete`, bankLinkCompleteSchema, application),
  manualAccount: contract('POST', `${B}/bank/disburse`, manualAccountSchema, application),
  autopay: contract('POST', `${B}/bank/autopay`, autopaySchema, application),
  idVerification: contract('GET', `${B}/identity/verification`, null, json('ClosingIdVerification')),
  idUpload: contract('POST', `${B}/identity/document`, null, upload),
  bpo: contract('GET', `${B}/bpo`, null, json('Bpo')),
  bpoOrder: contract('POST', `${B}/bpo/order`, bpoOrderSchema, application),
  bpoValuation: contract('POST', `${B}/bpo/valuation`, bpoValuationSchema, application),
  sign: contract('POST', `${B}/signing/sign`, signDocumentsSchema, application),
  notary: contract('GET', `${B}/notary`, null, json('Notary')),
  notarySession: contract('POST', `${B}/notary/session`, null, json('EnotarySession')),
  notaryAnswers: contract('POST', `${B}/notary/session/answers`, notaryAnswersSchema, json('NotaryPassed')),
  notaryAccept: contract('POST', `${B}/notary/session/accept`, notaryAcceptSchema, application),
  /** The clock's rules (a day ahead, within 60 days) are the handler's: manualNotarySchema(now). */
  manualNotary: contract('POST', `${B}/notary/manual`, manualNotaryBodySchema, application),
  insuranceRequirements: contract('GET', `${B}/insurance/requirements`, null, json('InsuranceRequirements')),
  insuranceUpload: contract('POST', `${B}/insurance/upload/:type`, null, upload),
  merchantPayoff: contract('GET', `${B}/merchant/payoff`, null, json('DebtPayoff')),
  /** What the report's debts allow (known ids, within the draw) is the handler's: debtPayoffReviewSchema. */
  merchantReview: contract('POST', `${B}/merchant/review`, debtPayoffReviewBodySchema, application),
  /** The lien release, asked for only when a chosen debt has a lien, is the handler's. */
  merchantAttestation: contract('POST', `${B}/merchant/attestation`, debtPayoffAttestationSchema(false), application),
  status: contract('GET', `${B}/closing/status`, null, json('ClosingStatus')),
  cancelRescission: contract('POST', `${B}/rescission/cancel`, cancelRescissionSchema, application),
  rescissionReceipts: contract('GET', `${B}/rescission/receipts`, null, json('RescissionReceipts')),
  /** One of the borrower's own uploads, decrypted, in the type it was kept with (sniffed on upload). */
  uploadedDocument: contract('GET', `${B}/uploads/:documentUuid`, null, STORED_FILE),
} as const;
