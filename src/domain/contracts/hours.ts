// Operating hours (docs/API.md "Operating hours"): the operators' override.
import { hoursOverrideSchema } from '../validation/hours';
import { contract } from './contract';

export const HOURS = {
  override: contract('PUT', '/service-operating-hours/operator/api/v1/hours/:department/override', hoursOverrideSchema),
} as const;
