// The rescission deadline as the borrower reads it: the notice's last day and zone when the server sends them, or
// the last minute before the instant the right ends, with the zone named as people say it.
import {
  cancelEndedMessage,
  cancelUntilText,
  deadlineDay,
  isCancellableStage,
  offerEndsAt,
  rescissionEnded,
} from '../../../src/domain/cancellation';

// Midnight at the end of Saturday 2026-11-28 in Denver (MST, UTC-7).
const DENVER = { endsAt: '2026-11-29T07:00:00.000Z', deadline: '2026-11-28', timeZone: 'America/Denver' };

describe('cancellation', () => {
  it('reads the notice’s deadline in the borrower’s zone', () => {
    expect(cancelUntilText(DENVER, 'UTC')).toBe(
      'You can cancel until 11:59 PM on Saturday, November 28, 2026, Mountain Time',
    );
    expect(cancelEndedMessage(DENVER, 'UTC')).toBe(
      'The right to cancel ended at midnight on Saturday, November 28, 2026, Mountain Time.',
    );
  });

  it('derives the day from the instant when the server sends none, in the fallback zone', () => {
    const bare = { endsAt: DENVER.endsAt };
    expect(deadlineDay(bare, 'America/Denver')).toBe('2026-11-28');
    // The same instant is 7 AM on Sunday in UTC: read there, the last minute is Sunday's 6:59 AM.
    expect(deadlineDay(bare, 'UTC')).toBe('2026-11-29');
    expect(cancelUntilText(bare, 'UTC')).toBe(
      'You can cancel until 6:59 AM on Sunday, November 29, 2026, Coordinated Universal Time',
    );
    expect(cancelEndedMessage(bare, 'America/New_York')).toBe(
      'The right to cancel ended at 2:00 AM on Sunday, November 29, 2026, Eastern Time.',
    );
    expect(cancelEndedMessage(bare, 'America/Denver')).toBe(
      'The right to cancel ended at midnight on Saturday, November 28, 2026, Mountain Time.',
    );
  });

  it('prefers the server’s zone over the fallback, and ignores one that is not a zone', () => {
    expect(cancelUntilText(DENVER, 'Pacific/Honolulu')).toMatch(/Mountain Time$/);
    expect(cancelUntilText({ ...DENVER, timeZone: 'Not/AZone' }, 'America/Denver')).toMatch(/Mountain Time$/);
  });

  it('a signer east of the home: the notice’s midnight is shown and ends the offer, the server waits longer', () => {
    // Signed in New York (deadline Saturday, midnight ET = 05:00Z); the home's midnight in Denver is 07:00Z.
    const east = { endsAt: '2026-11-29T07:00:00.000Z', deadline: '2026-11-28', timeZone: 'America/New_York' };
    expect(cancelUntilText(east, 'UTC')).toBe(
      'You can cancel until 11:59 PM on Saturday, November 28, 2026, Eastern Time',
    );
    expect(offerEndsAt(east)).toBe(Date.parse('2026-11-29T05:00:00.000Z'));
    expect(rescissionEnded(east, Date.parse('2026-11-29T06:00:00.000Z'))).toBe(false);
    expect(cancelEndedMessage(east, 'UTC')).toBe(
      'The right to cancel ended at midnight on Saturday, November 28, 2026, Eastern Time.',
    );
  });

  it('ends exactly at the instant', () => {
    const end = Date.parse(DENVER.endsAt);
    expect(rescissionEnded(DENVER, end - 1)).toBe(false);
    expect(rescissionEnded(DENVER, end)).toBe(true);
    expect(offerEndsAt(DENVER)).toBe(end);
  });

  it('knows the cancellable stages', () => {
    expect(['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'CANCELLED', null].map(isCancellableStage)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
