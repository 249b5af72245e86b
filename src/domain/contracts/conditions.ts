// Underwriting conditions (docs/API.md "Conditions"): the borrower's answers.
import { conditionPhoneSchema } from '../validation/contact';
import { contract } from './contract';

export const CONDITIONS = {
  phoneNumber: contract(
    'POST',
    '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/phone-number',
    conditionPhoneSchema,
  ),
} as const;
