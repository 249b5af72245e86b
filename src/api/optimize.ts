// /service-optimize: feature decisions for this visitor (tracker id) and organisation.
import type {
  FeatureListItem,
  FlagDecision,
  OptimizeDecisions,
  OptimizeFeature,
} from '../domain/contracts/wire/optimize';
import { api } from './client';

export type { FeatureListItem, FlagDecision } from '../domain/contracts/wire/optimize';

export interface DecisionInput {
  trackerId: string;
  attributes: { organization: string } & Record<string, unknown>;
}

export async function getDecisions(
  optimizeUser: DecisionInput,
  context: 'external' | 'secure' = 'external',
): Promise<Record<string, FlagDecision>> {
  const res = await api().post<OptimizeDecisions>(
    `/service-optimize/${context}/api/v2/decision`,
    { optimizeUser },
    { context: context === 'external' ? 'external' : undefined },
  );
  return res.data.decisions ?? {};
}

/** POST …/api/v1/feature: is one feature on for the x-org organisation. */
export async function getFeature(featureKey: string, context: 'external' | 'secure' = 'external'): Promise<boolean> {
  const res = await api().post<OptimizeFeature>(
    `/service-optimize/${context}/api/v1/feature`,
    { featureKey },
    { context: context === 'external' ? 'external' : undefined },
  );
  return res.data.enabled === true;
}

/** POST …/api/v1/features: every feature for this visitor, as a list. */
export async function getFeatures(
  optimizeUser: DecisionInput,
  context: 'external' | 'secure' = 'external',
): Promise<FeatureListItem[]> {
  const res = await api().post<FeatureListItem[]>(
    `/service-optimize/${context}/api/v1/features`,
    { optimizeUser },
    { context: context === 'external' ? 'external' : undefined },
  );
  return Array.isArray(res.data) ? res.data : [];
}
