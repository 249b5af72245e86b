// Per-organisation feature flags: defaults seeded into `feature_flags`, read on every request so a change
// to a row applies without a restart.
import type { Db } from '../db';
import { nowIso } from '../db';
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

export interface FlagDecision {
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

/** Inserts the rows an organisation lacks; existing rows (changed by an operator) are kept. */
export async function seedFeatureFlags(db: Db): Promise<void> {
  const at = nowIso();
  const rows = ORGANISATIONS.flatMap((org) =>
    Object.entries(FLAG_DEFAULTS).map(([key, flag]) => ({
      org_code: org.organizationCode,
      key,
      enabled: (ORG_OVERRIDES[org.organizationCode]?.[key] ?? flag.enabled) ? 1 : 0,
      variables: JSON.stringify(flag.variables),
      updated_at: at,
    })),
  );
  await db
    .insertInto('feature_flags')
    .values(rows)
    .onConflict((oc) => oc.columns(['org_code', 'key']).doNothing())
    .execute();
}

function parseVariables(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every flag of the organisation, as stored now; an unknown organisation has none. */
export async function decisionsFor(db: Db, orgCode: string): Promise<Record<string, FlagDecision>> {
  const rows = await db
    .selectFrom('feature_flags')
    .selectAll()
    .where('org_code', '=', orgCode)
    .orderBy('key')
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.key, { flagEnabled: r.enabled === 1, variables: parseVariables(r.variables) }]),
  );
}

export async function setFeatureFlag(
  db: Db,
  orgCode: string,
  key: string,
  change: { enabled?: boolean; variables?: Record<string, unknown> },
): Promise<void> {
  await db
    .updateTable('feature_flags')
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled ? 1 : 0 }),
      ...(change.variables === undefined ? {} : { variables: JSON.stringify(change.variables) }),
      updated_at: nowIso(),
    })
    .where('org_code', '=', orgCode)
    .where('key', '=', key)
    .execute();
}

export interface StoredFlag {
  key: string;
  enabled: boolean;
  variables: Record<string, unknown>;
  updatedAt: string;
}

/** The organisation's flags with when each last changed (the operator's view). */
export async function flagsFor(db: Db, orgCode: string): Promise<StoredFlag[]> {
  const rows = await db
    .selectFrom('feature_flags')
    .selectAll()
    .where('org_code', '=', orgCode)
    .orderBy('key')
    .execute();
  return rows.map((r) => ({
    key: r.key,
    enabled: r.enabled === 1,
    variables: parseVariables(r.variables),
    updatedAt: r.updated_at,
  }));
}

export async function flagFor(db: Db, orgCode: string, key: string): Promise<StoredFlag | null> {
  return (await flagsFor(db, orgCode)).find((f) => f.key === key) ?? null;
}
