// The legal calendar of src/domain/legalCalendar.ts (moved from the server's businessDays): calendar dates,
// the legal public holidays of 5 U.S.C. 6103(a) on their actual dates, and rescission business days.
import {
  addCalendarDays,
  addRescissionBusinessDays,
  calendarDate,
  dayOfWeek,
  federalHolidayName,
  federalHolidays,
  isCalendarDate,
  isRescissionBusinessDay,
} from '../../src/domain/legalCalendar';

describe('legal calendar', () => {
  it.each([
    // signed (a calendar date), the last day to cancel
    ['2026-11-25', '2026-11-30'], // Thanksgiving Thursday and Sunday skipped
    ['2026-03-04', '2026-03-07'], // Wednesday: Thursday, Friday, Saturday
    ['2026-03-06', '2026-03-10'], // Friday: Saturday, (Sunday), Monday, Tuesday
    ['2026-12-23', '2026-12-28'], // Christmas Friday and Sunday skipped
    ['2026-07-02', '2026-07-07'], // Friday 3 July counts; Saturday 4 July (the holiday) and Sunday do not
  ])('signed %s: cancel until midnight of %s', (from, deadline) => {
    expect(addRescissionBusinessDays(from, 3)).toBe(deadline);
  });

  it('knows the 2026 legal public holidays on their actual dates, with their names', () => {
    expect([...federalHolidays(2026).keys()].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(federalHolidayName('2026-11-26')).toBe('Thanksgiving Day');
    expect(federalHolidayName('2026-01-19')).toBe('Birthday of Martin Luther King, Jr.');
    expect(federalHolidayName('2026-11-27')).toBeNull();
  });

  it('knows the 2027 holidays (New Year on a Friday, July 4 on a Sunday, Christmas on a Saturday)', () => {
    expect([...federalHolidays(2027).keys()].sort()).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-19',
      '2027-07-04',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-25',
    ]);
  });

  it('counts the weekday on which a weekend holiday is observed (comment 2(a)(6)-2)', () => {
    expect(isRescissionBusinessDay('2026-07-03')).toBe(true); // observed Independence Day, a Friday
    expect(isRescissionBusinessDay('2027-07-05')).toBe(true); // observed Independence Day, a Monday
    expect(isRescissionBusinessDay('2027-12-24')).toBe(true); // observed Christmas, a Friday
    expect(isRescissionBusinessDay('2026-07-04')).toBe(false); // the holiday itself, a Saturday
  });

  it('counts Saturdays and never Sundays', () => {
    expect(isRescissionBusinessDay('2026-11-28')).toBe(true);
    expect(isRescissionBusinessDay('2026-11-29')).toBe(false);
  });

  it('has Juneteenth only from 2021, when it became a legal public holiday', () => {
    expect(federalHolidayName('2021-06-19')).toBe('Juneteenth National Independence Day');
    expect(federalHolidayName('2020-06-19')).toBeNull();
  });

  it('does date arithmetic on calendar dates, across months, leap days and years', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(calendarDate(2026, 13, 1)).toBe('2027-01-01');
    expect(dayOfWeek('2026-11-24')).toBe(2); // a Tuesday
  });

  it('refuses what is not a calendar date', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-11-24T00:00:00Z')).toBe(false);
    expect(isCalendarDate(20261124)).toBe(false);
    expect(() => addRescissionBusinessDays('2026-02-30', 3)).toThrow(RangeError);
    expect(() => dayOfWeek('tomorrow')).toThrow(RangeError);
  });

  it('gives the same answers whatever the zone of the machine (no local-zone Date maths)', () => {
    // The client project runs under the machine's zone; these only use UTC fields, so any TZ gives the same.
    for (let d = '2026-01-01'; d < '2027-01-01'; d = addCalendarDays(d, 1)) {
      const [y, m, day] = d.split('-').map(Number);
      expect(dayOfWeek(d)).toBe(new Date(Date.UTC(y, m - 1, day)).getUTCDay());
    }
  });
});
