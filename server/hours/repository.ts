// Operating-hours queries: the operator's override of a department's schedule.
import type { Db } from '../db';
import type { OperatingHoursOverridesTable } from '../db/schema';
import type { Department } from '../organisations';

export function findHoursOverride(
  db: Db,
  orgCode: string,
  department: Department,
): Promise<{ open: number } | undefined> {
  return db
    .selectFrom('operating_hours_overrides')
    .select('open')
    .where('org_code', '=', orgCode)
    .where('department', '=', department)
    .executeTakeFirst();
}

export async function deleteHoursOverride(db: Db, orgCode: string, department: Department): Promise<void> {
  await db
    .deleteFrom('operating_hours_overrides')
    .where('org_code', '=', orgCode)
    .where('department', '=', department)
    .execute();
}

/** Inserts the override, or replaces the one the department has. */
export async function upsertHoursOverride(db: Db, row: OperatingHoursOverridesTable): Promise<void> {
  await db
    .insertInto('operating_hours_overrides')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['org_code', 'department']).doUpdateSet({
        open: row.open,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
