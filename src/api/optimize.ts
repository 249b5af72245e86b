// /service-optimize: feature decisions for this visitor (tracker id) and organisation.
import { api } from './client';

export interface FlagDecision {
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

export interface DecisionInput {
  trackerId: string;
  attributes: { organization: string } & Record<string, unknown>;
}

export async function getDecisions(
  optimizeUser: DecisionInput,
  context: 'external' | 'secure' = 'external',
): Promise<Record<string, FlagDecision>> {
  const res = await api().post<{ decisions: Record<string, FlagDecision> }>(
    `/service-optimize/${context}/api/v2/decision`,
    { optimizeUser },
    { context: context === 'external' ? 'external' : undefined },
  );
  return res.data.decisions ?? {};
}
