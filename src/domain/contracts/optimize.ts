// Feature decisions per organisation (docs/API.md "Optimize"): public, the app asks before sign-in.
import { flagChangeSchema, optimizeDecisionSchema, optimizeFeatureSchema } from '../validation/optimize';
import { contract, json } from './contract';

const BASE = '/service-optimize/:context/api';
const FLAGS = '/service-optimize/operator/api/v1/flags';

export const OPTIMIZE = {
  decision: contract('POST', `${BASE}/v2/decision`, optimizeDecisionSchema, json('OptimizeDecisions')),
  feature: contract('POST', `${BASE}/v1/feature`, optimizeFeatureSchema, json('OptimizeFeature')),
  features: contract('POST', `${BASE}/v1/features`, optimizeDecisionSchema, json('OptimizeFeatureList')),
  /** Operators only. */
  flags: contract('GET', FLAGS, null, json('OptimizeFlags')),
  /** Operators only: `enabled` and/or `variables` (merged key by key, null removes a key). */
  flagChange: contract('PATCH', `${FLAGS}/:key`, flagChangeSchema, json('OptimizeFlag')),
} as const;
