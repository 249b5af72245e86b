// Operating hours (docs/API.md "Operating hours"): public week and open status, the operators' override.
import { hoursOverrideSchema } from '../validation/hours';
import { contract, json } from './contract';

const BASE = '/service-operating-hours/external/api/v1/hours/:department';
const OVERRIDE = '/service-operating-hours/operator/api/v1/hours/:department/override';

export const HOURS = {
  hours: contract('GET', BASE, null, json('OperatingHours')),
  week: contract('GET', `${BASE}/week`, null, json('OperatingHours')),
  openStatus: contract('GET', `${BASE}/openStatus`, null, json('HoursOpenStatus')),
  overrideStatus: contract('GET', OVERRIDE, null, json('HoursOverrideStatus')),
  override: contract('PUT', OVERRIDE, hoursOverrideSchema, json('HoursOverrideStatus')),
} as const;
