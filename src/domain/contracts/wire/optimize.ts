// The answers of src/domain/contracts/optimize.ts's routes, by name (../answers.ts).

/** One feature's decision for this visitor and organisation. */
export interface FlagDecision {
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

export interface OptimizeDecisions {
  /** By feature key. */
  decisions: Record<string, FlagDecision>;
}

export interface OptimizeFeature {
  enabled: boolean;
}

export interface FeatureListItem {
  key: string;
  enabled: boolean;
  variables: Record<string, unknown>;
}

/** A feature flag as the organisation's operators see and change it. */
export interface OptimizeFlag {
  key: string;
  enabled: boolean;
  variables: Record<string, unknown>;
  updatedAt: string;
}

export interface OptimizeFlags {
  organizationCode: string;
  flags: OptimizeFlag[];
}

export interface OptimizeAnswers {
  OptimizeDecisions: OptimizeDecisions;
  OptimizeFeature: OptimizeFeature;
  OptimizeFeatureList: FeatureListItem[];
  OptimizeFlags: OptimizeFlags;
  OptimizeFlag: OptimizeFlag;
}
