// Opening hours in Pacific time: the week a department keeps, and whether it is open at a given instant.
import { DateTime } from 'luxon';
import type { OperatingDay } from '../../src/domain/contracts/wire/hours';
import { HOURS_TIME_ZONE, type OpeningWindow, type WeeklyHours } from '../organisations';

const WEEKDAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

function windowFor(hours: WeeklyHours, weekdayValue: number): OpeningWindow | null {
  return weekdayValue >= 6 ? hours.weekend : hours.weekday;
}

/** The seven days, Monday first (1 = Monday … 7 = Sunday: luxon's numbering); `onlyOpen` leaves out the days the department is closed. */
export function weekOf(hours: WeeklyHours, onlyOpen = false): OperatingDay[] {
  const days = WEEKDAY_NAMES.map((weekday, i) => {
    const w = windowFor(hours, i + 1);
    return { weekday, weekdayValue: i + 1, startTime: w?.start ?? null, endTime: w?.end ?? null, isOpen: w !== null };
  });
  return onlyOpen ? days.filter((d) => d.isOpen) : days;
}

/** Open when the Pacific wall-clock time of `now` lies in that day's window (start inclusive, end exclusive). */
export function isOpenAt(hours: WeeklyHours, now: Date): boolean {
  const local = DateTime.fromJSDate(now).setZone(HOURS_TIME_ZONE);
  const w = windowFor(hours, local.weekday);
  if (!w) return false;
  const hhmm = local.toFormat('HH:mm');
  return hhmm >= w.start && hhmm < w.end;
}
