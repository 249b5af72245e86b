// The borrower's profile service (docs/API.md "Profile").
import { ceoFeedbackSchema } from '../validation/feedback';
import { contract, json } from './contract';

export const PROFILE = {
  profile: contract('GET', '/service-profile/api/v1/profile', null, json('Profile')),
  ceoFeedback: contract(
    'POST',
    '/service-profile/api/v1/feedback/ceo',
    ceoFeedbackSchema,
    json('CeoFeedbackReceipt', 201),
  ),
} as const;
