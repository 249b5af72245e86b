// Business days for the right of rescission (Regulation Z, 12 CFR 1026.2(a)(6)): every calendar day except
// Sundays and the federal legal public holidays. Dates here are calendar dates (UTC fields), never times.

function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return iso(new Date(Date.UTC(year, month, day)));
}

function lastWeekday(year: number, month: number, weekday: number): string {
  const last = new Date(Date.UTC(year, month + 1, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return iso(new Date(Date.UTC(year, month, last.getUTCDate() - back)));
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function fixed(year: number, month: number, day: number): string {
  return iso(new Date(Date.UTC(year, month, day)));
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) on their actual dates: Regulation Z excludes those days, not the
 * weekdays on which federal employees observe them (comment 2(a)(6)-2).
 */
export function federalHolidays(year: number): Set<string> {
  return new Set([
    fixed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    lastWeekday(year, 4, 1), // Memorial Day
    fixed(year, 5, 19), // Juneteenth
    fixed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    fixed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    fixed(year, 11, 25), // Christmas Day
  ]);
}

export function isRescissionBusinessDay(date: Date): boolean {
  return date.getUTCDay() !== 0 && !federalHolidays(date.getUTCFullYear()).has(iso(date));
}

/** The calendar date (yyyy-MM-dd) `days` business days after `from`'s date; `from` itself does not count. */
export function addRescissionBusinessDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isRescissionBusinessDay(d)) left -= 1;
  }
  return iso(d);
}
