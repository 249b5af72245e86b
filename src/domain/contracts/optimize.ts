// Feature decisions per organisation (docs/API.md "Optimize"): public, the app asks before sign-in.
import { flagChangeSchema, optimizeDecisionSchema, optimizeFeatureSchema } from '../validation/optimize';
import { contract } from './contract';

const BASE = '/service-optimize/:context/api';

export const OPTIMIZE = {
  decision: contract('POST', `${BASE}/v2/decision`, optimizeDecisionSchema),
  feature: contract('POST', `${BASE}/v1/feature`, optimizeFeatureSchema),
  features: contract('POST', `${BASE}/v1/features`, optimizeDecisionSchema),
  /** Operators only: `enabled` and/or `variables` (merged key by key, null removes a key). */
  flagChange: contract('PATCH', '/service-optimize/operator/api/v1/flags/:key', flagChangeSchema),
} as const;
