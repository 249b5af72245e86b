// The journey's submissions, the profile to submission, and the reads its screens show (docs/API.md "Journey").
import { contactBodySchema } from '../validation/contact';
import { esignConsentSchema } from '../validation/esign';
import { hmdaSchema } from '../validation/hmda';
import { liensSchema } from '../validation/liens';
import { assetsSchema, offerSelectionSchema, valuationOrderSchema } from '../validation/offer';
import { creditSsnSchema, profileSchema } from '../validation/profile';
import { CLOSING_BASE as B } from './closing';
import { contract, json } from './contract';

const APPLICATION = json('Application');

export const JOURNEY = {
  stage: contract('GET', `${B}/stage`, null, json('StageAnswer')),
  adverseAction: contract('GET', `${B}/adverse-action`, null, json('AdverseActionNotice')),
  profile: contract('POST', `${B}/profile`, profileSchema(), APPLICATION),
  creditSsn: contract('POST', `${B}/credit/ssn`, creditSsnSchema, APPLICATION),
  creditRetry: contract('POST', `${B}/credit/retry`, null, APPLICATION),
  readLiens: contract('GET', `${B}/liens`, null, json('LiensAnswer')),
  liens: contract('POST', `${B}/liens`, liensSchema, APPLICATION),
  offers: contract('GET', `${B}/offers`, null, json('OffersAnswer')),
  offerSelection: contract('POST', `${B}/offers/selection`, offerSelectionSchema, APPLICATION),
  assets: contract('POST', `${B}/assets`, assetsSchema, APPLICATION),
  valuationOrder: contract('POST', `${B}/valuation/order`, valuationOrderSchema, APPLICATION),
  esignConsent: contract('POST', `${B}/esign/consent`, esignConsentSchema, APPLICATION),
  /** What the body's rules allow also depends on what is on file (an SSN, joint ownership): the handler's. */
  contact: contract('POST', `${B}/contact`, contactBodySchema, APPLICATION),
  hmda: contract('POST', `${B}/hmda`, hmdaSchema, APPLICATION),
  submit: contract('POST', `${B}/submit`, null, APPLICATION),
} as const;
