import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { createFtSession, type FtSessionInput } from '../../src/api/telemetry';
import { getIdentity } from '../../src/api/identity';
import {
  establishSession,
  SESSION_FAILED_MESSAGE,
  SESSION_TRIES,
  sessionPayload,
  syncTracker,
} from '../../sagas/session';
import { retry } from '../../sagas/retry';
import { getLocal, logError, setLocal, setSessionItem, sleep } from '../../sagas/effects';
import { sessionEstablished, sessionEstablishing, sessionFailed } from '../../store/session';

const payload: FtSessionInput = {
  platform: 'WEB',
  libVersion: '0.1.0',
  referrer: '',
  screenWidth: 1,
  screenHeight: 1,
  windowWidth: 1,
  windowHeight: 1,
  appVersion: '0.1.0',
  trackerUuid: 'stored-tracker',
};
// The client rejects with a plain ApiError; testSaga's throw() is typed for Error.
const boom = { status: 0, message: 'Network Error', data: null } as unknown as Error;

describe('session establishment', () => {
  /** Runs establishSession with the session call answering `answers` in turn (an Error is a failure). */
  async function run(answers: unknown[], jwt: string | null = null) {
    const sleeps: number[] = [];
    let calls = 0;
    const result = await expectSaga(establishSession)
      .provide({
        call(effect, next) {
          if (effect.fn === createFtSession) {
            const answer = answers[calls];
            calls += 1;
            if (answer instanceof Error || (answer && typeof answer === 'object' && 'status' in answer)) throw answer;
            return answer;
          }
          if (effect.fn === sleep) {
            sleeps.push(effect.args[0] as number);
            return undefined;
          }
          if (effect.fn === getLocal) return effect.args[0] === 'jwt' ? jwt : 'stored-tracker';
          if (effect.fn === sessionPayload) return payload;
          if (effect.fn === logError || effect.fn === setSessionItem || effect.fn === setLocal) return undefined;
          if (effect.fn === getIdentity) return { uuid: 'id-1' };
          if (effect.fn === syncTracker) return undefined;
          return next();
        },
      })
      .run();
    return { ...result, sleeps, calls };
  }

  it('tries three times through the generic retry helper (1 s, then 2 s), then fails with status 500', async () => {
    const { effects, sleeps, calls } = await run([boom, boom, boom, { uuid: 'never' }]);
    expect(calls).toBe(SESSION_TRIES);
    expect(sleeps).toEqual([1000, 2000]);
    expect(effects.put).toContainEqual(
      expect.objectContaining({
        payload: expect.objectContaining({
          action: sessionFailed({ status: 500, message: SESSION_FAILED_MESSAGE, data: null }),
        }),
      }),
    );
  });

  it('succeeds on a later try and stores uuid and epoch (session) and the tracker (local)', async () => {
    const key = { uuid: 'sess-1', epoch: 1700000000, trackerUuid: 'stored-tracker' };
    const { effects, sleeps } = await run([boom, key], 'Bearer t');
    expect(sleeps).toEqual([1000]);
    const calls = effects.call.map((c: { payload: { fn: unknown; args: unknown[] } }) => [
      c.payload.fn,
      c.payload.args,
    ]);
    expect(calls).toContainEqual([setSessionItem, ['uuid', 'sess-1']]);
    expect(calls).toContainEqual([setSessionItem, ['epoch', '1700000000']]);
    expect(calls).toContainEqual([setLocal, ['trackerUuid', 'stored-tracker']]);
    expect(calls).toContainEqual([syncTracker, ['stored-tracker', 'id-1']]);
    const puts = effects.put.map((p: { payload: { action: unknown } }) => p.payload.action);
    expect(puts[0]).toEqual(sessionEstablishing());
    expect(puts).toContainEqual(
      sessionEstablished({ sessionKey: key, authenticated: true, identity: { uuid: 'id-1' } as never }),
    );
  });

  it('is established signed out when there is no token', () => {
    const key = { uuid: 's', epoch: 2, trackerUuid: 'new-tracker' };
    testSaga(establishSession)
      .next()
      .put(sessionEstablishing())
      .next()
      .call(getLocal, 'trackerUuid')
      .next(null)
      .call(sessionPayload, null)
      .next(payload)
      .call(retry, { attempts: SESSION_TRIES, label: 'session' }, createFtSession, payload)
      .next(key)
      .call(setSessionItem, 'uuid', 's')
      .next()
      .call(setSessionItem, 'epoch', '2')
      .next()
      .call(setLocal, 'trackerUuid', 'new-tracker')
      .next()
      .call(getLocal, 'jwt')
      .next(null)
      .put(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .next()
      .isDone();
  });

  it('sends a stored tracker id along, and none when there is none', () => {
    expect(sessionPayload('t-1').trackerUuid).toBe('t-1');
    expect(sessionPayload(null)).not.toHaveProperty('trackerUuid');
    expect(sessionPayload(null).platform).toBe('WEB');
  });
});
