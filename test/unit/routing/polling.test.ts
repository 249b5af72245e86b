import {
  POLL_BASE_DELAY_MS,
  POLL_MAX_DELAY_MS,
  pollDelay,
  settleAttempts,
  settleDecision,
} from '../../../src/domain/routing/polling';
import { STAGES } from '../../../src/domain/stages';
import { isWaitingStage } from '../../../src/domain/routing/stageClass';

describe('poll delay', () => {
  it('has the spec constants', () => {
    expect(POLL_BASE_DELAY_MS).toBe(1000);
    expect(POLL_MAX_DELAY_MS).toBe(5000);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 5000],
    [4, 5000],
    [13, 5000],
    [100, 5000],
    [5000, 5000],
    [-1, 1000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(pollDelay(attempt)).toBe(delay);
  });
});

describe('settleAttempts', () => {
  it.each(STAGES.map((s) => [s, isWaitingStage(s) ? 14 : 7] as const))('%s settles after %i tries', (stage, n) => {
    expect(settleAttempts(stage)).toBe(n);
  });

  it.each([
    ['WAITING_FOR_AVM_DATA', 14],
    ['GEN_NOTE_SIGNING', 14],
    ['PREQUAL_TITLE', 14],
    ['NOTE_SIGNING', 7],
    ['DECLINED', 7],
    ['NOT_A_STAGE', 7],
  ])('literal: %s -> %i', (stage, n) => {
    expect(settleAttempts(stage)).toBe(n);
  });
});

describe('settleDecision', () => {
  it.each([
    ['DECLINED', 'DECLINED', 0],
    ['CANCELLED', 'CANCELLED', 3],
    ['CREDIT_NO_MATCH', null, 0],
    ['NO_PROPERTY_FOUND', 'WAITING_FOR_AVM_DATA', 13],
  ])('accepts the terminal-like %s at once (previous %s, attempt %i)', (stage, previousStage, attempt) => {
    expect(settleDecision({ stage, previousStage, attempt })).toEqual({ kind: 'accept', stage });
  });

  it.each(Array.from({ length: 13 }, (_, attempt) => attempt))(
    'polls a waiting stage again after try %i',
    (attempt) => {
      expect(settleDecision({ stage: 'WAITING_FOR_SOFT_CREDIT', previousStage: 'HMDA', attempt })).toEqual({
        kind: 'poll',
      });
      expect(settleDecision({ stage: 'GEN_NOTE_SIGNING', previousStage: 'GEN_NOTE_SIGNING', attempt })).toEqual({
        kind: 'poll',
      });
    },
  );

  it.each([
    ['WAITING_FOR_SOFT_CREDIT', 'UNKNOWN'],
    ['IN_PROGRESS', 'UNKNOWN'],
    ['HARD_CREDIT_PULL', 'UNKNOWN'],
    ['GEN_NOTE_SIGNING', 'GEN_NOTE_SIGNING'],
  ])('gives up on %s after the 14th try with %s', (stage, result) => {
    expect(settleDecision({ stage, previousStage: null, attempt: 13 })).toEqual({ kind: 'accept', stage: result });
    expect(settleDecision({ stage, previousStage: stage, attempt: 20 })).toEqual({ kind: 'accept', stage: result });
  });

  it.each([0, 5, 13])('settles at once on a waiting stage held by an open condition (try %i)', (attempt) => {
    expect(
      settleDecision({
        stage: 'WAITING_FOR_ID_VERIFICATION',
        previousStage: 'IDENTITY_VERIFICATION',
        attempt,
        conditionOpen: true,
      }),
    ).toEqual({ kind: 'accept', stage: 'WAITING_FOR_ID_VERIFICATION' });
  });

  it('keeps polling a waiting stage without an open condition, and an open condition changes nothing else', () => {
    expect(
      settleDecision({ stage: 'WAITING_FOR_ID_VERIFICATION', previousStage: null, attempt: 0, conditionOpen: false }),
    ).toEqual({ kind: 'poll' });
    expect(settleDecision({ stage: 'HMDA', previousStage: 'HMDA', attempt: 0, conditionOpen: true })).toEqual({
      kind: 'poll',
    });
  });

  it.each(Array.from({ length: 6 }, (_, attempt) => attempt))(
    'polls an unchanged non-waiting stage again after try %i',
    (attempt) => {
      expect(settleDecision({ stage: 'HMDA', previousStage: 'HMDA', attempt })).toEqual({ kind: 'poll' });
    },
  );

  it.each([6, 7, 13])('accepts an unchanged non-waiting stage as it is after try %i', (attempt) => {
    expect(settleDecision({ stage: 'HMDA', previousStage: 'HMDA', attempt })).toEqual({
      kind: 'accept',
      stage: 'HMDA',
    });
  });

  it.each([
    ['INCOME_VERIFICATION', 'HMDA', 0],
    ['INCOME_VERIFICATION', 'WAITING_FOR_SUMMARY_DISCLOSURE', 2],
    ['NOTE_SIGNING', null, 0],
    ['NOTE_SIGNING', undefined, 5],
  ])('accepts a changed non-waiting stage %s at once (previous %s, attempt %i)', (stage, previousStage, attempt) => {
    expect(settleDecision({ stage, previousStage, attempt })).toEqual({ kind: 'accept', stage });
  });
});
