// The closing routes' bodies (docs/API.md "Closing"): income verification to funded.
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
import { contract } from './contract';

export const CLOSING_BASE = '/service-application/api/v1/application/heloc/:uuid';
const B = CLOSING_BASE;

/** `{ linkUrl }`: the vendor page the borrower is sent to. */
const linkAnswer = {
  status: 200,
  schema: {
    type: 'object',
    properties: { linkUrl: { type: 'string', description: 'the vendor page to open' } },
    required: ['linkUrl'],
  },
} as const;

export const CLOSING = {
  incomeSources: contract('POST', `${B}/income/sources`, incomeSourcesSchema),
  incomeLink: contract('POST', `${B}/income/link`, incomeLinkStartSchema, linkAnswer),
  incomeLinkComplete: contract('POST', `${B}/income/link/complete`, incomeLinkCompleteSchema),
  employer: contract('POST', `${B}/income/employer-verification`, employerVerificationSchema),
  bankLink: contract('POST', `${B}/bank/link`, bankLinkStartSchema, linkAnswer),
  bankLinkComplete: contract('POST', `${B}/bank/link/complete`, bankLinkCompleteSchema),
  manualAccount: contract('POST', `${B}/bank/disburse`, manualAccountSchema),
  autopay: contract('POST', `${B}/bank/autopay`, autopaySchema),
  bpoOrder: contract('POST', `${B}/bpo/order`, bpoOrderSchema),
  bpoValuation: contract('POST', `${B}/bpo/valuation`, bpoValuationSchema),
  sign: contract('POST', `${B}/signing/sign`, signDocumentsSchema),
  notaryAnswers: contract('POST', `${B}/notary/session/answers`, notaryAnswersSchema),
  notaryAccept: contract('POST', `${B}/notary/session/accept`, notaryAcceptSchema),
  /** The clock's rules (a day ahead, within 60 days) are the handler's: manualNotarySchema(now). */
  manualNotary: contract('POST', `${B}/notary/manual`, manualNotaryBodySchema),
  /** What the report's debts allow (known ids, within the draw) is the handler's: debtPayoffReviewSchema. */
  merchantReview: contract('POST', `${B}/merchant/review`, debtPayoffReviewBodySchema),
  /** The lien release, asked for only when a chosen debt has a lien, is the handler's. */
  merchantAttestation: contract('POST', `${B}/merchant/attestation`, debtPayoffAttestationSchema(false)),
  cancelRescission: contract('POST', `${B}/rescission/cancel`, cancelRescissionSchema),
} as const;
