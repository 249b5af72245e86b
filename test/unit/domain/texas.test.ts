// Texas (a)(6) rules: which lines they apply to and the 12-day calendar wait of §50(a)(6)(M)(i).
import {
  addCalendarDays,
  formatLongDate,
  isTexasClosingLocation,
  isTexasHomeEquity,
  localDate,
  startOfLocalDay,
  texasClosingWait,
  texasEarliestClosingDate,
  texasWaitEndsAt,
  texasWaitSentence,
  TEXAS_TIME_ZONE,
} from '../../../src/domain/texas';

describe('isTexasHomeEquity', () => {
  it.each([
    [{ state: 'TX' }, true],
    [{ state: 'tx' }, true],
    [{ state: ' TX ' }, true],
    [{ state: 'CO' }, false],
    [{ state: '' }, false],
    [null, false],
    [undefined, false],
  ])('%p → %p', (property, expected) => {
    expect(isTexasHomeEquity(property)).toBe(expected);
  });
});

describe('closing locations', () => {
  it('accepts the three offices of §50(a)(6)(N) only', () => {
    expect(isTexasClosingLocation('LENDER_OFFICE')).toBe(true);
    expect(isTexasClosingLocation('ATTORNEY_OFFICE')).toBe(true);
    expect(isTexasClosingLocation('TITLE_COMPANY')).toBe(true);
    expect(isTexasClosingLocation('HOME')).toBe(false);
    expect(isTexasClosingLocation(undefined)).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('reads the local date of an instant in Chicago', () => {
    // 03:30 UTC on Nov 25 is still the evening of Nov 24 in Chicago (CST, -6 h).
    expect(localDate('2026-11-25T03:30:00.000Z', TEXAS_TIME_ZONE)).toBe('2026-11-24');
    expect(localDate('2026-11-25T06:00:00.000Z', TEXAS_TIME_ZONE)).toBe('2026-11-25');
    // Summer: CDT, -5 h.
    expect(localDate('2026-07-04T04:59:59.000Z', TEXAS_TIME_ZONE)).toBe('2026-07-03');
    expect(localDate('2026-07-04T05:00:00.000Z', TEXAS_TIME_ZONE)).toBe('2026-07-04');
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addCalendarDays('2026-11-25', 12)).toBe('2026-12-07');
    expect(addCalendarDays('2026-12-25', 12)).toBe('2027-01-06');
    expect(addCalendarDays('2028-02-20', 12)).toBe('2028-03-03');
    expect(addCalendarDays('2027-02-20', 12)).toBe('2027-03-04');
  });

  it('finds local midnight in standard and daylight time, and on the days the clocks change', () => {
    expect(new Date(startOfLocalDay('2026-12-07', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-07-04', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-07-04T05:00:00.000Z');
    // 2026-03-08: clocks go forward at 02:00, after midnight (CST); the next day starts in CDT.
    expect(new Date(startOfLocalDay('2026-03-08', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-03-09', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    // 2026-11-01: clocks go back at 02:00 (midnight is CDT); the next day starts in CST.
    expect(new Date(startOfLocalDay('2026-11-01', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-11-02', TEXAS_TIME_ZONE)).toISOString()).toBe('2026-11-02T06:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-11-02', 'America/Denver')).toISOString()).toBe('2026-11-02T07:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => startOfLocalDay('12/07/2026', TEXAS_TIME_ZONE)).toThrow(RangeError);
    expect(() => localDate('not a time', TEXAS_TIME_ZONE)).toThrow(RangeError);
  });

  it('formats a calendar date the way the screens say it', () => {
    expect(formatLongDate('2026-12-07')).toBe('Monday, December 7, 2026');
    expect(texasWaitSentence('2026-12-07')).toBe(
      'Texas law requires a 12-day wait: your closing can be scheduled from Monday, December 7, 2026',
    );
  });
});

describe('the 12-day wait of §50(a)(6)(M)(i)', () => {
  it.each([
    // [application, notice, earliest closing date, wait ends (UTC)]
    [
      'notice and application the same day',
      '2026-11-25T15:00:00Z',
      '2026-11-25T14:00:00Z',
      '2026-12-07',
      '2026-12-07T06:00:00.000Z',
    ],
    [
      'the application is later',
      '2026-11-27T15:00:00Z',
      '2026-11-20T15:00:00Z',
      '2026-12-09',
      '2026-12-09T06:00:00.000Z',
    ],
    ['the notice is later', '2026-11-20T15:00:00Z', '2026-11-27T15:00:00Z', '2026-12-09', '2026-12-09T06:00:00.000Z'],
    // 11:30 PM in Chicago is still Nov 25 there, though Nov 26 in UTC.
    [
      'late evening in Chicago',
      '2026-11-26T05:30:00Z',
      '2026-11-26T05:30:00Z',
      '2026-12-07',
      '2026-12-07T06:00:00.000Z',
    ],
    ['across the year end', '2026-12-24T18:00:00Z', '2026-12-24T18:00:00Z', '2027-01-05', '2027-01-05T06:00:00.000Z'],
    ['into daylight time', '2027-03-01T18:00:00Z', '2027-03-01T18:00:00Z', '2027-03-13', '2027-03-13T06:00:00.000Z'],
    [
      'after the spring change',
      '2027-03-10T18:00:00Z',
      '2027-03-10T18:00:00Z',
      '2027-03-22',
      '2027-03-22T05:00:00.000Z',
    ],
    ['into standard time', '2026-10-25T18:00:00Z', '2026-10-25T18:00:00Z', '2026-11-06', '2026-11-06T06:00:00.000Z'],
  ])('%s', (_name, applicationAt, noticeAt, date, endsAt) => {
    expect(texasEarliestClosingDate({ applicationAt, noticeAt })).toBe(date);
    expect(texasWaitEndsAt({ applicationAt, noticeAt })).toBe(endsAt);
  });

  it('reads the dates on the zone it is given', () => {
    // 06:30 UTC is 00:30 on Nov 25 in Chicago but 23:30 on Nov 24 in Denver.
    const input = { applicationAt: '2026-11-25T06:30:00Z', noticeAt: '2026-11-25T06:30:00Z' };
    expect(texasEarliestClosingDate(input)).toBe('2026-12-07');
    expect(texasEarliestClosingDate({ ...input, timeZone: 'America/Denver' })).toBe('2026-12-06');
    expect(texasWaitEndsAt({ ...input, timeZone: 'America/Denver' })).toBe('2026-12-06T07:00:00.000Z');
  });
});

describe('texasClosingWait', () => {
  it('says what the closing waits for at the two Texas stages only', () => {
    const status = { notaryWaitingUntil: '2026-12-07T06:00:00.000Z' };
    expect(texasClosingWait('ATTORNEY_REVIEW', status)).toEqual({ kind: 'ATTORNEY_REVIEW', closingFrom: '2026-12-07' });
    expect(texasClosingWait('NOTARY_WAITING_PERIOD', { texasEarliestClosingDate: '2026-12-08' })).toEqual({
      kind: 'WAITING_PERIOD',
      closingFrom: '2026-12-08',
    });
    expect(texasClosingWait('NOTARY_WAITING_PERIOD', {})).toEqual({ kind: 'WAITING_PERIOD', closingFrom: null });
    expect(texasClosingWait('MANUAL_DEED_SIGNING', status)).toBeNull();
    expect(texasClosingWait(null, status)).toBeNull();
  });
});
