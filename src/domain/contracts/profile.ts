// The borrower's profile service (docs/API.md "Profile").
import { ceoFeedbackSchema } from '../validation/feedback';
import { contract } from './contract';

export const PROFILE = {
  ceoFeedback: contract('POST', '/service-profile/api/v1/feedback/ceo', ceoFeedbackSchema, {
    status: 201,
    schema: {
      type: 'object',
      properties: { uuid: { type: 'string' }, createdAt: { type: 'string' } },
      required: ['uuid', 'createdAt'],
    },
  }),
} as const;
