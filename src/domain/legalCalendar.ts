// The legal calendar the server and the screens share: calendar dates ('YYYY-MM-DD'), the federal legal public
// holidays and the business days of the right of rescission (Regulation Z, 12 CFR 1026.2(a)(6)).
// Dates are plain strings and all arithmetic uses UTC fields of a date-only instant, so nothing here depends on
// the zone of the machine it runs on. Turning an instant into a borrower's date is src/domain/timeZones.ts.

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real 'YYYY-MM-DD' date (no 02-30). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const m = CALENDAR_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number);
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function parts(date: CalendarDate): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

/** The date of y-m-d, rolling over as Date.UTC does (month 1-based, day may be 0 or past the month's end). */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const d = new Date(Date.UTC(year, month - 1, day));
  // Years below 1000 would lose their padding with toISOString's extended years; the calendar never needs them.
  return d.toISOString().slice(0, 10);
}

/** 0 for Sunday … 6 for Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return calendarDate(y, m, d + days);
}

/** The n-th (1-based) given weekday (0 Sunday … 6 Saturday) of a month (1-based). */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  const first = dayOfWeek(calendarDate(year, month, 1));
  return calendarDate(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(year: number, month: number, weekday: number): CalendarDate {
  const last = calendarDate(year, month + 1, 0);
  const back = (dayOfWeek(last) - weekday + 7) % 7;
  return addCalendarDays(last, -back);
}

const MONDAY = 1;
const THURSDAY = 4;

const holidayCache = new Map<number, ReadonlyMap<CalendarDate, string>>();

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in `year`, on their actual dates, with their names. Regulation Z
 * excludes those days, not the weekdays on which federal employees observe a weekend holiday (comment
 * 2(a)(6)-2): a Friday 3 July is a business day. Inauguration Day (6103(c)) is a holiday only for federal
 * employees around Washington, so it is not one here.
 */
export function federalHolidays(year: number): ReadonlyMap<CalendarDate, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const list: [CalendarDate, string][] = [
    [calendarDate(year, 1, 1), "New Year's Day"],
    [nthWeekday(year, 1, MONDAY, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 2, MONDAY, 3), "Washington's Birthday"],
    [lastWeekday(year, 5, MONDAY), 'Memorial Day'],
    // Added by the Juneteenth National Independence Day Act of 17 June 2021.
    ...(year >= 2021 ? [[calendarDate(year, 6, 19), 'Juneteenth National Independence Day'] as [string, string]] : []),
    [calendarDate(year, 7, 4), 'Independence Day'],
    [nthWeekday(year, 9, MONDAY, 1), 'Labor Day'],
    [nthWeekday(year, 10, MONDAY, 2), 'Columbus Day'],
    [calendarDate(year, 11, 11), 'Veterans Day'],
    [nthWeekday(year, 11, THURSDAY, 4), 'Thanksgiving Day'],
    [calendarDate(year, 12, 25), 'Christmas Day'],
  ];
  const holidays: ReadonlyMap<CalendarDate, string> = new Map(list);
  holidayCache.set(year, holidays);
  return holidays;
}

/** The holiday's name, or null when `date` is not a legal public holiday. */
export function federalHolidayName(date: CalendarDate): string | null {
  return federalHolidays(parts(date)[0]).get(date) ?? null;
}

/** A business day for rescission: every calendar day except Sundays and the legal public holidays. */
export function isRescissionBusinessDay(date: CalendarDate): boolean {
  return dayOfWeek(date) !== 0 && federalHolidayName(date) === null;
}

/** The date `days` rescission business days after `from`; `from` itself does not count. */
export function addRescissionBusinessDays(from: CalendarDate, days: number): CalendarDate {
  let date = from;
  let left = days;
  parts(from);
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isRescissionBusinessDay(date)) left -= 1;
  }
  return date;
}
