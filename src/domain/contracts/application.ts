// The borrower's applications (docs/API.md "Application"): a new one from the dashboard.
import { fullStoryLinkSchema } from '../validation/fullStory';
import { newApplicationSchema } from '../validation/register';
import { contract } from './contract';

export const APPLICATION = {
  create: contract('POST', '/service-application/api/v1/application/heloc', newApplicationSchema),
  /** The session-replay link of the borrower's session, kept for support. */
  fullStoryLink: contract(
    'PUT',
    '/service-application/api/v1/application/heloc/:uuid/full-story-link',
    fullStoryLinkSchema,
  ),
} as const;
