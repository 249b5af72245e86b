// The rescission deadline as the borrower reads it: the last minute, the day and the zone by name, from the
// instant the right ends (midnight at the end of the deadline day in the borrower's zone).
import {
  cancelEndedMessage,
  cancelUntilText,
  deadlineDay,
  isCancellableStage,
  isTimeZone,
  localDate,
  rescissionEnded,
} from '../../../src/domain/cancellation';

// Midnight at the end of Saturday 2026-11-28 in Denver (MST, UTC-7).
const DENVER = { endsAt: '2026-11-29T07:00:00.000Z', deadline: '2026-11-28', timeZone: 'America/Denver' };

describe('cancellation', () => {
  it('reads the deadline in the borrower’s zone', () => {
    expect(cancelUntilText(DENVER, 'UTC')).toBe(
      'You can cancel until 11:59 PM on Saturday, November 28, 2026, Mountain Time',
    );
    expect(cancelEndedMessage(DENVER, 'UTC')).toBe(
      'The right to cancel ended at midnight on Saturday, November 28, 2026, Mountain Time.',
    );
  });

  it('derives the day from the instant when the order has none, in the fallback zone', () => {
    const bare = { endsAt: DENVER.endsAt };
    expect(deadlineDay(bare, 'America/Denver')).toBe('2026-11-28');
    // The same instant is Sunday's midnight in UTC: the day before it is still Saturday.
    expect(deadlineDay(bare, 'UTC')).toBe('2026-11-29');
    expect(cancelUntilText(bare, 'UTC')).toBe(
      'You can cancel until 6:59 AM on Sunday, November 29, 2026, Coordinated Universal Time',
    );
    expect(cancelEndedMessage(bare, 'America/New_York')).toBe(
      'The right to cancel ended at 2:00 AM on Sunday, November 29, 2026, Eastern Time.',
    );
  });

  it('prefers the order’s own zone over the fallback, and ignores one that is not a zone', () => {
    expect(cancelUntilText(DENVER, 'Pacific/Honolulu')).toMatch(/Mountain Time$/);
    expect(cancelUntilText({ ...DENVER, timeZone: 'Not/AZone' }, 'America/Denver')).toMatch(/Mountain Time$/);
  });

  it('ends exactly at the instant', () => {
    const end = Date.parse(DENVER.endsAt);
    expect(rescissionEnded(DENVER, end - 1)).toBe(false);
    expect(rescissionEnded(DENVER, end)).toBe(true);
  });

  it('knows the cancellable stages and the zones', () => {
    expect(['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'CANCELLED', null].map(isCancellableStage)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['America/Denver', 'UTC', 'Mars/Olympus', '', 5].map(isTimeZone)).toEqual([true, true, false, false, false]);
    expect(localDate(new Date('2026-11-25T05:30:00Z'), 'America/Denver')).toBe('2026-11-24');
  });
});
