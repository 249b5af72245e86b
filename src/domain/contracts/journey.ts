// The journey's submissions, the profile to submission (docs/API.md "Journey").
import { esignConsentSchema } from '../validation/esign';
import { hmdaSchema } from '../validation/hmda';
import { liensSchema } from '../validation/liens';
import { assetsSchema, offerSelectionSchema, valuationOrderSchema } from '../validation/offer';
import { creditSsnSchema, profileSchema } from '../validation/profile';
import { CLOSING_BASE as B } from './closing';
import { contract } from './contract';

export const JOURNEY = {
  profile: contract('POST', `${B}/profile`, profileSchema()),
  creditSsn: contract('POST', `${B}/credit/ssn`, creditSsnSchema),
  liens: contract('POST', `${B}/liens`, liensSchema),
  offerSelection: contract('POST', `${B}/offers/selection`, offerSelectionSchema),
  assets: contract('POST', `${B}/assets`, assetsSchema),
  valuationOrder: contract('POST', `${B}/valuation/order`, valuationOrderSchema),
  esignConsent: contract('POST', `${B}/esign/consent`, esignConsentSchema),
  hmda: contract('POST', `${B}/hmda`, hmdaSchema),
} as const;
