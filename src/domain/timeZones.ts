// Time zones: which IANA zone a property's state is in, and an instant read in a zone (its calendar date, its
// offset, the instant a local day starts). Only Intl, so it runs the same in the browser and on the server, and
// never reads the zone of the machine it runs on.
import { addCalendarDays, type CalendarDate } from './legalCalendar';

/**
 * The zone of a property in each state (with DC and Puerto Rico). A state that spans two zones gets the zone
 * where most of its people live: Eastern for Florida, Indiana, Kentucky and Michigan; Central for Kansas,
 * Nebraska, the Dakotas, Tennessee and Texas; Mountain for Idaho; Pacific for Oregon; Alaska time for Alaska
 * (not the Aleutians).
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/**
 * The zone used when nothing tells us where the borrower is (no signing zone, no property yet): Eastern, where
 * most of the country lives.
 */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** The IANA zone of a property in `state` (two-letter code, any case), or null for an unknown state. */
export function timeZoneOfState(state: string | null | undefined): string | null {
  if (typeof state !== 'string') return null;
  return STATE_TIME_ZONES[state.trim().toUpperCase()] ?? null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function makePartsFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/**
 * The numeric wall-clock parts formatter of a zone; throws RangeError for a zone Intl does not know. Only
 * canonical names are kept, so names sent from outside ('aMeRiCa/dEnVeR' and every other spelling) cannot grow
 * the cache.
 */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const f = makePartsFormatter(timeZone);
  if (f.resolvedOptions().timeZone === timeZone) formatters.set(timeZone, f);
  return f;
}

/**
 * The zone's canonical name as Intl knows it ('america/denver' and 'US/Mountain' are 'America/Denver'), or null
 * when it is not a time zone.
 */
export function canonicalTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return null;
  try {
    return partsFormatter(zone).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True when `zone` is an IANA time zone name this runtime knows ('America/Denver', 'UTC'). */
export function isValidTimeZone(zone: unknown): zone is string {
  return canonicalTimeZone(zone) !== null;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date | number, timeZone: string): WallClock {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(at)) throw new RangeError('Invalid instant');
  const fields: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(at)) {
    if (p.type !== 'literal') fields[p.type] = Number(p.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
    second: fields.second,
  };
}

/** The calendar date of `instant` in `timeZone`: 2026-11-25T00:01Z is '2026-11-24' in Denver. */
export function localDate(instant: Date | number, timeZone: string): CalendarDate {
  const w = wallClock(instant, timeZone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (Denver in winter: -7 h). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant `date` begins in `timeZone` (its local midnight), with the offset in force at that moment, so
 * days next to a daylight-saving change are right. Where a zone skips midnight, the first instant of the day.
 */
export function startOfLocalDay(date: CalendarDate, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  // Two passes: the offset at a first guess, then the offset at the instant that guess gives.
  const guess = midnightAsUtc - zoneOffsetMs(midnightAsUtc, timeZone);
  let at = midnightAsUtc - zoneOffsetMs(guess, timeZone);
  // A zone that moves its clock at midnight has no 00:00 that day: step to the first hour that is on it.
  for (let i = 0; i < 3 && localDate(at, timeZone) < date; i += 1) at += 3_600_000;
  // A fall-back at midnight repeats the hour: take the earlier one if it is already on this date.
  if (localDate(at - 3_600_000, timeZone) === date && wallClock(at - 3_600_000, timeZone).hour === 0) {
    at -= 3_600_000;
  }
  return new Date(at);
}

/** The instant `date` ends in `timeZone`: midnight at its end, which is when the next day begins. */
export function endOfLocalDay(date: CalendarDate, timeZone: string): Date {
  return startOfLocalDay(addCalendarDays(date, 1), timeZone);
}

/** The zone's short name at `instant` ('MST', 'EDT', 'HST'; 'GMT-3' where there is no abbreviation). */
export function zoneAbbreviation(instant: Date | number, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** `instant` as the borrower reads it in their zone: '11/28/2026, 5:01 PM MST'. */
export function formatLocalDateTime(instant: Date | string | number, timeZone: string): string {
  const at = instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * The zone an application's dates are read in: where the borrower signed the note once they have (the zone
 * recorded with the signature), else the property's, else FALLBACK_TIME_ZONE. The server's
 * applicationTimeZone (server/applications/timeZoneService.ts) loads the two and asks this.
 */
export function borrowerTimeZone(
  signingZone: string | null | undefined,
  propertyState: string | null | undefined,
): string {
  if (isValidTimeZone(signingZone)) return signingZone;
  return timeZoneOfState(propertyState) ?? FALLBACK_TIME_ZONE;
}
