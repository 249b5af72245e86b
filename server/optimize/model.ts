// Per-organisation feature flags: defaults seeded into `feature_flags`, read on every request so a change
// to a row applies without a restart. This file holds the defaults, the seed rows and the stored variables' reading.
import type { FeatureFlagsTable } from '../db/schema';
import { ORGANISATIONS } from '../organisations';

import { MAINTENANCE_MESSAGE, MAINTENANCE_TITLE } from '../../src/domain/flags';

export { MAINTENANCE_MESSAGE, MAINTENANCE_TITLE };

export interface FlagDefault {
  enabled: boolean;
  variables: Record<string, unknown>;
}

/** Flag keys and their defaults (shared-surfaces sections 4 and 9). */
export const FLAG_DEFAULTS: Record<string, FlagDefault> = {
  'fe-webchat': { enabled: true, variables: {} },
  'fe-webchat-borrower-authentication': { enabled: true, variables: {} },
  'fe-webchat-nice-on-assignment': { enabled: false, variables: {} },
  'fe-portfolio-manager': { enabled: false, variables: {} },
  // The agent's default decision flag: agents are looked up through the identity broker while it is on.
  'fe-portfolio-manager-auth': { enabled: true, variables: {} },
  'fe-identity-broker': { enabled: true, variables: {} },
  'fe-heloc-ceo-feedback': { enabled: true, variables: {} },
  'fe-heloc-exit-survey': { enabled: false, variables: {} },
  'fe-heloc-additional-signer-conditions': { enabled: true, variables: {} },
  'fe-relative-url-heloc': { enabled: true, variables: { url: '/account/heloc' } },
  'fe-heloc-maintenance': {
    enabled: false,
    variables: {
      routes: [],
      message: MAINTENANCE_MESSAGE,
      pageTitle: MAINTENANCE_TITLE,
      shouldShowDashboardLink: true,
    },
  },
};

/** Organisations that start with a flag other than the default. */
const ORG_OVERRIDES: Record<string, Record<string, boolean>> = {
  // Wholesale brokers manage a portfolio of borrowers; the credit union runs no web chat.
  HEARTH_WHOLESALE: { 'fe-portfolio-manager': true },
  HEARTH_WHOLESALE_REFERRED: { 'fe-portfolio-manager': true },
  PINECREST_CU: { 'fe-webchat': false },
};

/** Every organisation's default flag rows, stamped `at`. */
export function defaultFlagRows(at: string): FeatureFlagsTable[] {
  return ORGANISATIONS.flatMap((org) =>
    Object.entries(FLAG_DEFAULTS).map(([key, flag]) => ({
      org_code: org.organizationCode,
      key,
      enabled: (ORG_OVERRIDES[org.organizationCode]?.[key] ?? flag.enabled) ? 1 : 0,
      variables: JSON.stringify(flag.variables),
      updated_at: at,
    })),
  );
}

export function parseVariables(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
