// An operator may open or close a department outside its schedule (a holiday, a team meeting, a late shift):
// the override stands until it is cleared, and the open status reads it before the weekly hours. This file holds
// those rules and the hours as text.
import type { HoursOverrideStatus } from '../../src/domain/contracts/wire/hours';
import type { Db } from '../db';
import { nowIso } from '../db';
import type { Department, Organisation, WeeklyHours } from '../organisations';
import { isOpenAt } from './model';
import { deleteHoursOverride, findHoursOverride, upsertHoursOverride } from './repository';

export type HoursOverride = 'OPEN' | 'CLOSED' | null;

export async function hoursOverride(db: Db, orgCode: string, department: Department): Promise<HoursOverride> {
  const row = await findHoursOverride(db, orgCode, department);
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
    await deleteHoursOverride(db, orgCode, department);
    return;
  }
  const row = {
    org_code: orgCode,
    department,
    open: value === 'OPEN' ? 1 : 0,
    updated_by: operatorUuid,
    updated_at: nowIso(),
  };
  await upsertHoursOverride(db, row);
}

/** Open now: the operator's override if one is set, else the weekly hours. */
export async function isDepartmentOpen(db: Db, org: Organisation, department: Department, now: Date): Promise<boolean> {
  const override = await hoursOverride(db, org.organizationCode, department);
  if (override) return override === 'OPEN';
  return isOpenAt(org.hours[department], now);
}

/** A department's override and whether it is open at `now()` (read after the override). */
export async function overrideStatus(
  db: Db,
  org: Organisation,
  department: Department,
  now: () => Date,
): Promise<HoursOverrideStatus> {
  return {
    department,
    override: await hoursOverride(db, org.organizationCode, department),
    open: await isDepartmentOpen(db, org, department, now()),
  };
}

/** Sets (or with `null` clears) the override, then answers the department's status as it is now. */
export async function changeOverride(
  db: Db,
  org: Organisation,
  department: Department,
  value: HoursOverride,
  operatorUuid: string,
  now: () => Date,
): Promise<HoursOverrideStatus> {
  await setHoursOverride(db, org.organizationCode, department, value, operatorUuid);
  return overrideStatus(db, org, department, now);
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
