// Feature-flag queries: seeding the defaults, an organisation's flags (as decisions or as stored), and a change.
import type { Db } from '../db';
import { nowIso } from '../db';
import type { FlagDecision, OptimizeFlag } from '../../src/domain/contracts/wire/optimize';
import { defaultFlagRows, parseVariables } from './model';

/** Inserts the rows an organisation lacks; existing rows (changed by an operator) are kept. */
export async function seedFeatureFlags(db: Db): Promise<void> {
  const rows = defaultFlagRows(nowIso());
  await db
    .insertInto('feature_flags')
    .values(rows)
    .onConflict((oc) => oc.columns(['org_code', 'key']).doNothing())
    .execute();
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

/** The organisation's flags with when each last changed (the operator's view). */
export async function flagsFor(db: Db, orgCode: string): Promise<OptimizeFlag[]> {
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

export async function flagFor(db: Db, orgCode: string, key: string): Promise<OptimizeFlag | null> {
  return (await flagsFor(db, orgCode)).find((f) => f.key === key) ?? null;
}
