// The right of rescission (Regulation Z, 12 CFR 1026.15): the borrower may cancel until midnight at the end of
// the third business day after the account is opened, counted on the legal calendar in the borrower's own zone.
// The server schedules funding from it and prints it in the notice; the complete screen shows it.
import { addRescissionBusinessDays, type CalendarDate } from './legalCalendar';
import { endOfLocalDay, isValidTimeZone, localDate, zoneAbbreviation } from './timeZones';

/** Business days the borrower has to cancel (1026.15(a)(3)). */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * The last day on which the borrower may cancel ('YYYY-MM-DD'): the third rescission business day after the date
 * of `signedAt` in `timeZone` (the signing day itself does not count). Throws RangeError for an unknown zone.
 */
export function rescissionDeadline(signedAt: Date, timeZone: string): CalendarDate {
  return addRescissionBusinessDays(localDate(signedAt, timeZone), RESCISSION_BUSINESS_DAYS);
}

/** The instant the right to cancel ends: midnight at the end of the deadline day, in `timeZone`. */
export function rescissionEndsAt(signedAt: Date, timeZone: string): Date {
  return endOfLocalDay(rescissionDeadline(signedAt, timeZone), timeZone);
}

let longDateFormat: Intl.DateTimeFormat | null = null;

/** 'Saturday, November 28, 2026'. */
function longDate(date: CalendarDate): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  // A calendar date is formatted at its UTC noon in UTC, so no zone can move it to another day.
  return longDateFormat.format(new Date(`${date}T12:00:00Z`));
}

/**
 * When the right to cancel ends, as the borrower reads it: 'midnight at the end of Saturday, November 28, 2026
 * (MST)'. `deadline` is rescissionDeadline's date; the zone's short name is the one in force at that midnight.
 */
export function formatRescissionEnd(deadline: CalendarDate, timeZone: string): string {
  const endsAt = endOfLocalDay(deadline, timeZone);
  // The name in force on the deadline day (the last instant of it), not after a change at that midnight.
  return `midnight at the end of ${longDate(deadline)} (${zoneAbbreviation(endsAt.getTime() - 1, timeZone)})`;
}

/**
 * The status answer's `rescissionEndsAt` (the instant) as the borrower reads it in `timeZone`: 'midnight at the
 * end of Saturday, November 28, 2026 (MST)'. The instant is the first moment of the next day, so the day it ends
 * is the local date a millisecond before. An unreadable instant or zone gives null (the screen then says nothing
 * rather than a wrong date).
 */
export function formatRescissionEndsAt(endsAt: string | Date, timeZone: string): string | null {
  const at = endsAt instanceof Date ? endsAt.getTime() : Date.parse(endsAt);
  if (!Number.isFinite(at) || !isValidTimeZone(timeZone)) return null;
  return formatRescissionEnd(localDate(at - 1, timeZone), timeZone);
}
