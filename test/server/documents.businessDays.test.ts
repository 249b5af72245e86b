import {
  addRescissionBusinessDays,
  federalHolidays,
  isRescissionBusinessDay,
} from '../../server/documents/businessDays';

describe('rescission business days', () => {
  it.each([
    // from (signed), expected deadline
    ['2026-11-25T15:00:00Z', '2026-11-30'], // Thanksgiving Thursday and Sunday skipped
    ['2026-03-04T09:00:00Z', '2026-03-07'], // Wednesday: Thursday, Friday, Saturday
    ['2026-03-06T09:00:00Z', '2026-03-10'], // Friday: Saturday, (Sunday), Monday, Tuesday
    ['2026-12-23T23:59:00Z', '2026-12-28'], // Christmas Friday and Sunday skipped
    ['2026-07-02T12:00:00Z', '2026-07-07'], // Friday 3 July counts; Saturday 4 July (the holiday) and Sunday do not
  ])('signed %s: cancel until midnight of %s', (from, deadline) => {
    expect(addRescissionBusinessDays(new Date(from), 3)).toBe(deadline);
  });

  it('knows the federal holidays on their actual dates', () => {
    const h2026 = federalHolidays(2026);
    for (const d of [
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
    ]) {
      expect(h2026.has(d)).toBe(true);
    }
    // Regulation Z counts the weekday on which a weekend holiday is observed.
    expect(h2026.has('2026-07-03')).toBe(false);
    expect(isRescissionBusinessDay(new Date('2026-11-28T00:00:00Z'))).toBe(true); // a Saturday counts
    expect(isRescissionBusinessDay(new Date('2026-11-29T00:00:00Z'))).toBe(false); // a Sunday does not
  });
});
