// The borrower's applications (docs/API.md "Application"): a new one from the dashboard, the reads, the tracker
// profile, the co-deed status and the organisation's state licenses.
import { fullStoryLinkSchema } from '../validation/fullStory';
import { newApplicationSchema } from '../validation/register';
import { contract, json } from './contract';

const HELOC = '/service-application/api/v1/application/heloc';
const TRACKER = '/service-application/api/v3/application/heloc/optermizerly-profile';

export const APPLICATION = {
  all: contract('GET', `${HELOC}/all`, null, json('Applications')),
  create: contract('POST', HELOC, newApplicationSchema, json('Application')),
  read: contract('GET', `${HELOC}/:uuid`, null, json('ApplicationOrSignerView')),
  tracker: contract('GET', TRACKER, null, json('TrackerProfile')),
  /** The new tracker profile comes in the query, not a body. */
  setTracker: contract('PATCH', TRACKER, null, json('TrackerProfile')),
  coDeedStatus: contract('GET', `${HELOC}/co-deed/status`, null, json('CoDeedStatusAnswer')),
  stateLicenses: contract(
    'GET',
    '/service-application/external/api/v1/heloc/state-licenses',
    null,
    json('StateLicenses'),
  ),
  /** The session-replay link of the borrower's session, kept for support. */
  fullStoryLink: contract('PUT', `${HELOC}/:uuid/full-story-link`, fullStoryLinkSchema, json('FullStoryLink')),
} as const;
