// /service-optimize: feature decisions for this visitor (tracker id) and organisation.
import type { FlagDecision } from '../domain/contracts/wire/optimize';
import type { AnswerOf, BodyOf, OPTIMIZE } from '../domain/contracts';
import { api } from './client';

export type { FeatureListItem, FlagDecision } from '../domain/contracts/wire/optimize';

/** The user a decision is for: the tracker id and free-form attributes (the app always sends `organization`). */
export type DecisionInput = BodyOf<typeof OPTIMIZE.decision>['optimizeUser'];

export async function getDecisions(
  optimizeUser: DecisionInput,
  context: 'external' | 'secure' = 'external',
): Promise<Record<string, FlagDecision>> {
  const res = await api().post<AnswerOf<typeof OPTIMIZE.decision>>(
    `/service-optimize/${context}/api/v2/decision`,
    { optimizeUser } satisfies BodyOf<typeof OPTIMIZE.decision>,
    { context: context === 'external' ? 'external' : undefined },
  );
  return res.data.decisions ?? {};
}

/** POST …/api/v1/feature: is one feature on for the x-org organisation. */
export async function getFeature(featureKey: string, context: 'external' | 'secure' = 'external'): Promise<boolean> {
  const res = await api().post<AnswerOf<typeof OPTIMIZE.feature>>(
    `/service-optimize/${context}/api/v1/feature`,
    { featureKey } satisfies BodyOf<typeof OPTIMIZE.feature>,
    { context: context === 'external' ? 'external' : undefined },
  );
  return res.data.enabled === true;
}

/** POST …/api/v1/features: every feature for this visitor, as a list. */
export async function getFeatures(
  optimizeUser: DecisionInput,
  context: 'external' | 'secure' = 'external',
): Promise<AnswerOf<typeof OPTIMIZE.features>> {
  const res = await api().post<AnswerOf<typeof OPTIMIZE.features>>(
    `/service-optimize/${context}/api/v1/features`,
    { optimizeUser } satisfies BodyOf<typeof OPTIMIZE.features>,
    { context: context === 'external' ? 'external' : undefined },
  );
  return Array.isArray(res.data) ? res.data : [];
}
