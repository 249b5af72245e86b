// Underwriting conditions (docs/API.md "Conditions"): the borrower's and the co-owners' answers.
import { conditionPhoneSchema } from '../validation/contact';
import { contract, json } from './contract';

const BASE = '/service-conditions/external/api/v1/applications/:uuid/conditions';
const SIGNERS = `${BASE}/additional-signers`;

export const CONDITIONS = {
  open: contract('GET', `${BASE}/external-applicants`, null, json('Conditions')),
  /** Multipart (one file): no JSON body. */
  document: contract('POST', `${BASE}/:conditionUuid/documents`, null, json('ConditionDocumentAnswer')),
  phoneNumber: contract('POST', `${BASE}/:conditionUuid/phone-number`, conditionPhoneSchema, json('ConditionAnswer')),
  /** The signed-in co-owner's own. */
  signerOpen: contract('GET', SIGNERS, null, json('Conditions')),
  signerDocument: contract('POST', `${SIGNERS}/:conditionUuid/documents`, null, json('ConditionDocumentAnswer')),
} as const;
