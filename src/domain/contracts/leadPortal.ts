// The lead portal: a loan originator's public card (docs/API.md "Lead portal").
import { contract, json } from './contract';

const BASE = '/service-lead-portal/api/lo/:loanOriginatorUuid';

export const LEAD_PORTAL = {
  originator: contract('GET', BASE, null, json('LoanOriginator')),
  avatar: contract('GET', `${BASE}/avatar.svg`, null, { status: 200, media: 'image/svg+xml' }),
} as const;
