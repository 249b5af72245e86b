// An operator may open or close a department outside its schedule (a holiday, a team meeting, a late shift):
// the override stands until it is cleared, and the open status reads it before the weekly hours.
import type { Db } from '../db';
import { nowIso } from '../db';
import type { Department, Organisation, WeeklyHours } from '../organisations';
import { isOpenAt } from './model';

export type HoursOverride = 'OPEN' | 'CLOSED' | null;

export async function hoursOverride(db: Db, orgCode: string, department: Department): Promise<HoursOverride> {
  const row = await db
    .selectFrom('operating_hours_overrides')
    .select('open')
    .where('org_code', '=', orgCode)
    .where('department', '=', department)
    .executeTakeFirst();
  if (!row) return null;
  return Number(row.open) === 1 ? 'OPEN' : 'CLOSED';
}

/** `null` clears the override: the schedule decides again. */
export async function setHoursOverride(
  db: Db,
  orgCode: string,
  department: Department,
  value: HoursOverride,
  operatorUuid: string,
): Promise<void> {
  if (value === null) {
    await db
      .deleteFrom('operating_hours_overrides')
      .where('org_code', '=', orgCode)
      .where('department', '=', department)
      .execute();
    return;
  }
  const row = {
    org_code: orgCode,
    department,
    open: value === 'OPEN' ? 1 : 0,
    updated_by: operatorUuid,
    updated_at: nowIso(),
  };
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

/** Open now: the operator's override if one is set, else the weekly hours. */
export async function isDepartmentOpen(db: Db, org: Organisation, department: Department, now: Date): Promise<boolean> {
  const override = await hoursOverride(db, org.organizationCode, department);
  if (override) return override === 'OPEN';
  return isOpenAt(org.hours[department], now);
}

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 'weekdays 6:00 AM–6:00 PM PT and weekends 8:00 AM–5:00 PM PT' */
export function hoursText(hours: WeeklyHours): string {
  const parts: string[] = [];
  if (hours.weekday) parts.push(`weekdays ${clock(hours.weekday.start)}–${clock(hours.weekday.end)} PT`);
  if (hours.weekend) parts.push(`weekends ${clock(hours.weekend.start)}–${clock(hours.weekend.end)} PT`);
  return parts.length > 0 ? parts.join(' and ') : 'not set';
}
