// E-SIGN §101(c) consent (src/domain/esign.ts): the borrower (start/profile), a co-owner (their invitation) and
// anyone asked again after the requirements changed confirm they could open the test document, then consent.
import * as yup from 'yup';
import { ESIGN_ACCESS_REQUIRED, ESIGN_CONSENT_REQUIRED } from '../esignMessages';
import { REQUIRED } from './register';

export const esignConsentFields = {
  esignAccessConfirmed: yup.boolean().required(REQUIRED).oneOf([true], ESIGN_ACCESS_REQUIRED),
  esignConsent: yup.boolean().required(REQUIRED).oneOf([true], ESIGN_CONSENT_REQUIRED),
};

export const esignConsentSchema = yup.object(esignConsentFields);
export type EsignConsentInput = yup.InferType<typeof esignConsentSchema>;
