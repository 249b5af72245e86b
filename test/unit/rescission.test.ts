// rescissionDeadline / rescissionEndsAt (src/domain/rescission.ts): the last day the borrower may cancel is the
// third business day (Sundays and legal public holidays excluded) after the signing date in the borrower's zone,
// and the right ends at midnight at the end of that day in that zone. Every expected value is worked out by hand
// from a wall calendar (see the comments), never from the code under test.
import { addCalendarDays, isRescissionBusinessDay } from '../../src/domain/legalCalendar';
import {
  formatRescissionEnd,
  formatRescissionEndsAt,
  RESCISSION_BUSINESS_DAYS,
  rescissionDeadline,
  rescissionEndsAt,
} from '../../src/domain/rescission';
import { localDate } from '../../src/domain/timeZones';

const DENVER = 'America/Denver';
const NEW_YORK = 'America/New_York';
const HONOLULU = 'Pacific/Honolulu';

describe('rescissionDeadline', () => {
  it.each<[string, string, string, string]>([
    // [why, signedAt (UTC instant), zone, last day to cancel]
    [
      'the issue: Tue 11-24 17:01 in Denver is 11-25 in UTC; Thanksgiving skipped',
      '2026-11-25T00:01:00Z',
      DENVER,
      '2026-11-28',
    ],
    [
      'the issue: Fri 07-03; Sat 07-04 and Sun skipped, observed Fri counted',
      '2026-07-03T18:00:00Z',
      DENVER,
      '2026-07-08',
    ],
    ['New Year: Tue 12-29 → Wed, Thu, (Fri 01-01), Sat', '2026-12-29T15:00:00Z', NEW_YORK, '2027-01-02'],
    ['year end: Thu 12-31 → (Fri 01-01), Sat, (Sun), Mon, Tue', '2026-12-31T15:00:00Z', NEW_YORK, '2027-01-05'],
    ['MLK: Fri 01-16 → Sat, (Sun), (Mon 01-19), Tue, Wed', '2026-01-16T15:00:00Z', 'America/Chicago', '2026-01-21'],
    [
      "Washington's Birthday: Sat 02-14 → (Sun), (Mon 02-16), Tue, Wed, Thu",
      '2026-02-14T15:00:00Z',
      NEW_YORK,
      '2026-02-19',
    ],
    [
      'Memorial Day: Fri 05-22 → Sat, (Sun), (Mon 05-25), Tue, Wed',
      '2026-05-22T20:00:00Z',
      'America/Los_Angeles',
      '2026-05-27',
    ],
    ['Juneteenth: Wed 06-17 → Thu, (Fri 06-19), Sat, (Sun), Mon', '2026-06-17T15:00:00Z', NEW_YORK, '2026-06-22'],
    [
      'Juneteenth 2020 was not yet a holiday: Wed 06-17 → Thu, Fri, Sat',
      '2020-06-17T15:00:00Z',
      NEW_YORK,
      '2020-06-20',
    ],
    [
      'July 4 on a Sunday: Fri 2027-07-02 → Sat, (Sun 07-04), observed Mon counts, Tue',
      '2027-07-02T15:00:00Z',
      NEW_YORK,
      '2027-07-06',
    ],
    ['Labor Day: Fri 09-04 → Sat, (Sun), (Mon 09-07), Tue, Wed', '2026-09-04T15:00:00Z', DENVER, '2026-09-09'],
    ['Columbus Day: Fri 10-09 → Sat, (Sun), (Mon 10-12), Tue, Wed', '2026-10-09T15:00:00Z', NEW_YORK, '2026-10-14'],
    ['Veterans Day: Mon 11-09 → Tue, (Wed 11-11), Thu, Fri', '2026-11-09T15:00:00Z', NEW_YORK, '2026-11-13'],
    [
      'Thanksgiving: signed on the holiday itself, Thu 11-26 → Fri, Sat, (Sun), Mon',
      '2026-11-26T15:00:00Z',
      NEW_YORK,
      '2026-11-30',
    ],
    ['Christmas: Wed 12-23 → Thu, (Fri 12-25), Sat, (Sun), Mon', '2026-12-23T15:00:00Z', NEW_YORK, '2026-12-28'],
    ['Sunday: signed Sat 03-07 → (Sun), Mon, Tue, Wed', '2026-03-07T15:00:00Z', NEW_YORK, '2026-03-11'],
    ['signed on a Sunday: Sun 03-01 → Mon, Tue, Wed', '2026-03-01T15:00:00Z', NEW_YORK, '2026-03-04'],
    [
      'Hawaii: 07-03 09:00 UTC is Thu 07-02 23:00 HST → Fri, (Sat 07-04), (Sun), Mon, Tue',
      '2026-07-03T09:00:00Z',
      HONOLULU,
      '2026-07-07',
    ],
    ['New York: the same instant is Fri 07-03 05:00 EDT', '2026-07-03T09:00:00Z', NEW_YORK, '2026-07-08'],
    [
      'New York, late on 12-30 (12-31 in UTC) → Thu, (Fri 01-01), Sat, (Sun), Mon',
      '2026-12-31T04:30:00Z',
      NEW_YORK,
      '2027-01-04',
    ],
    [
      'Alaska: 01-02 08:00 UTC is still New Year’s Day, Thu → Fri, Sat, (Sun), Mon',
      '2026-01-02T08:00:00Z',
      'America/Anchorage',
      '2026-01-05',
    ],
    [
      'Arizona (no daylight time): 07-10 06:30 UTC is Thu 07-09 23:30 MST → Fri, Sat, (Sun), Mon',
      '2026-07-10T06:30:00Z',
      'America/Phoenix',
      '2026-07-13',
    ],
    [
      'Puerto Rico (AST all year): 11-25 03:30 UTC is Tue 11-24 23:30 → Wed, (Thu), Fri, Sat',
      '2026-11-25T03:30:00Z',
      'America/Puerto_Rico',
      '2026-11-28',
    ],
    [
      'DST ends Sun 11-01: Sat 10-31 23:30 PDT (11-01 in UTC) → (Sun), Mon, Tue, Wed',
      '2026-11-01T06:30:00Z',
      'America/Los_Angeles',
      '2026-11-04',
    ],
    [
      'DST starts Sun 03-08: Fri 03-06 20:00 MST (03-07 in UTC) → Sat, (Sun), Mon, Tue',
      '2026-03-07T03:00:00Z',
      DENVER,
      '2026-03-10',
    ],
    [
      'UTC itself: 11-25 00:01 UTC is a Wednesday → (Thu), Fri, Sat, (Sun), Mon',
      '2026-11-25T00:01:00Z',
      'UTC',
      '2026-11-30',
    ],
  ])('%s', (_why, signedAt, zone, deadline) => {
    expect(rescissionDeadline(new Date(signedAt), zone)).toBe(deadline);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => rescissionDeadline(new Date('2026-11-25T00:01:00Z'), 'America/Atlantis')).toThrow(RangeError);
  });

  it('refuses an invalid instant', () => {
    expect(() => rescissionDeadline(new Date('not a date'), DENVER)).toThrow(RangeError);
  });
});

describe('rescissionEndsAt', () => {
  it.each<[string, string, string, string]>([
    // [why, signedAt, zone, the instant midnight ends the deadline day]
    [
      'Denver in winter (UTC-7): 11-28 ends at 11-29 00:00 MST',
      '2026-11-25T00:01:00Z',
      DENVER,
      '2026-11-29T07:00:00.000Z',
    ],
    [
      'Denver in summer (UTC-6): 07-08 ends at 07-09 00:00 MDT',
      '2026-07-03T18:00:00Z',
      DENVER,
      '2026-07-09T06:00:00.000Z',
    ],
    [
      'signed in MST, ends in MDT: 03-10 ends at 03-11 00:00 MDT',
      '2026-03-07T03:00:00Z',
      DENVER,
      '2026-03-11T06:00:00.000Z',
    ],
    [
      'signed in PDT, ends in PST: 11-04 ends at 11-05 00:00 PST',
      '2026-11-01T06:30:00Z',
      'America/Los_Angeles',
      '2026-11-05T08:00:00.000Z',
    ],
    ['Hawaii (UTC-10): 07-07 ends at 07-08 00:00 HST', '2026-07-03T09:00:00Z', HONOLULU, '2026-07-08T10:00:00.000Z'],
    [
      'New York across the year end: 2027-01-04 ends at 01-05 00:00 EST',
      '2026-12-31T04:30:00Z',
      NEW_YORK,
      '2027-01-05T05:00:00.000Z',
    ],
  ])('%s', (_why, signedAt, zone, endsAt) => {
    expect(rescissionEndsAt(new Date(signedAt), zone).toISOString()).toBe(endsAt);
  });

  it('is the first instant after the deadline day: a millisecond before is still on it, locally', () => {
    const signedAt = new Date('2026-11-25T00:01:00Z');
    const end = rescissionEndsAt(signedAt, DENVER);
    expect(localDate(end.getTime() - 1, DENVER)).toBe('2026-11-28');
    expect(localDate(end, DENVER)).toBe('2026-11-29');
  });
});

describe('formatRescissionEnd', () => {
  it('says the deadline as the borrower reads it, with the zone in force that day', () => {
    expect(formatRescissionEnd('2026-11-28', DENVER)).toBe('midnight at the end of Saturday, November 28, 2026 (MST)');
    expect(formatRescissionEnd('2026-07-08', DENVER)).toBe('midnight at the end of Wednesday, July 8, 2026 (MDT)');
    expect(formatRescissionEnd('2026-07-07', HONOLULU)).toBe('midnight at the end of Tuesday, July 7, 2026 (HST)');
  });
});

describe('formatRescissionEndsAt', () => {
  it("shows the status answer's instant as the day it ends, in the borrower's zone", () => {
    expect(formatRescissionEndsAt('2026-11-29T07:00:00.000Z', DENVER)).toBe(
      'midnight at the end of Saturday, November 28, 2026 (MST)',
    );
    // Hawaii's own midnight, in Hawaii's own words.
    expect(formatRescissionEndsAt(rescissionEndsAt(new Date('2026-07-03T09:00:00Z'), HONOLULU), HONOLULU)).toBe(
      'midnight at the end of Tuesday, July 7, 2026 (HST)',
    );
  });

  it('gives null for an unreadable instant or zone', () => {
    expect(formatRescissionEndsAt('soon', DENVER)).toBeNull();
    expect(formatRescissionEndsAt('2026-11-29T07:00:00.000Z', 'Mountain')).toBeNull();
  });
});

describe('rescission over every hour of two years, in zones from Hawaii to New York', () => {
  // A property sweep (fast-check is not installed): a signing every 11 hours through 2026-2027, so every hour of the day comes up.
  const zones = [
    HONOLULU,
    'America/Anchorage',
    'America/Los_Angeles',
    'America/Phoenix',
    DENVER,
    'America/Chicago',
    NEW_YORK,
  ];
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2028, 0, 1);

  it.each(zones)('%s: three business days after the local signing date, never before it ends', (zone) => {
    for (let at = start; at < end; at += 3_600_000 * 11) {
      const signedAt = new Date(at);
      const signedOn = localDate(signedAt, zone);
      const deadline = rescissionDeadline(signedAt, zone);
      // The deadline is a business day, and exactly three business days lie after the signing date up to it.
      expect(isRescissionBusinessDay(deadline)).toBe(true);
      let counted = 0;
      for (let d = addCalendarDays(signedOn, 1); d <= deadline; d = addCalendarDays(d, 1)) {
        if (isRescissionBusinessDay(d)) counted += 1;
      }
      expect(counted).toBe(RESCISSION_BUSINESS_DAYS);
      // It ends at the local midnight after the deadline: at least three full days after signing, a day at most
      // 25 hours long (a fall-back day), and on the next local date.
      const endsAt = rescissionEndsAt(signedAt, zone);
      expect(endsAt.getTime() - at).toBeGreaterThan(3 * 86_400_000);
      expect(localDate(endsAt, zone)).toBe(addCalendarDays(deadline, 1));
      expect(localDate(endsAt.getTime() - 1, zone)).toBe(deadline);
    }
  });
});
