// The session expiry saga (WCAG 2.2.1): the warning two minutes before the session ends, "Stay signed in"
// refreshing the token through an ordinary authenticated call, the session that runs out, and the hard maximum.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { getIdentity } from '../../src/api/identity';
import { brokerLogout } from '../../src/api/identityBroker';
import { WARN_BEFORE_MS } from '../../src/domain/sessionExpiry';
import { onAuthFailed } from '../../sagas/auth';
import { getLocal, leaveTo, sleep } from '../../sagas/effects';
import { now, REFRESH_FAILED_MESSAGE, SESSION_TIMED_OUT, watchSessionExpiry } from '../../sagas/sessionExpiry';
import { waitForSession } from '../../sagas/sessionWait';
import {
  authFailed,
  initialExpiryState,
  initialSessionState,
  sessionExpiryReducer,
  sessionExpiryWarned,
  sessionExpiryWarningClosed,
  sessionReducer,
  sessionRefreshFailed,
  signInAgainClicked,
  staySignedInClicked,
} from '../../store/session';
import { sampleOrg } from '../utils/sampleOrg';
import { TEST_IDENTITY } from '../utils/renderWithProviders';
import { tokenEnding } from '../utils/sessionToken';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const PATH = `/${APP_UUID}/product/select`;
const T0 = Date.parse('2030-03-04T10:00:00Z');
const MINUTE = 60_000;

const reducer = combineReducers({
  session: sessionReducer,
  sessionExpiry: sessionExpiryReducer,
  org: (s = sampleOrg) => s,
  router: (
    s = { location: { pathname: PATH, search: '', hash: '', state: undefined, key: 'k' }, action: 'POP' as const },
  ) => s,
});

/**
 * A clock that only sleeps move. While the warning is open, sleeps wait for an answer (they never resolve); so do
 * they once the clock reaches `stopAt`.
 */
function rig(token: string) {
  const rigState = { clock: T0, token: token as string | null, warned: false, stopAt: Infinity, noAnswer: false };
  const never = new Promise<void>(() => undefined);
  const providers = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === now) return rigState.clock;
      if (effect.fn === getLocal && effect.args[0] === 'jwt') return rigState.token;
      if (effect.fn === waitForSession) return undefined;
      if (effect.fn === leaveTo) return undefined;
      if (effect.fn === sleep) {
        if ((rigState.warned && !rigState.noAnswer) || rigState.clock >= rigState.stopAt) return never;
        rigState.clock += effect.args[0] as number;
        return undefined;
      }
      return next();
    },
    put(effect: { action: { type: string } }, next: () => unknown) {
      if (effect.action.type === sessionExpiryWarned.type) rigState.warned = true;
      if (effect.action.type === sessionExpiryWarningClosed.type) rigState.warned = false;
      return next();
    },
  };
  return { rigState, providers };
}

const signedIn = {
  ...initialSessionState,
  status: 'established' as const,
  authenticated: true,
  identity: TEST_IDENTITY,
};
const stateWith = () => ({ ...reducer(undefined, { type: 'init' }), session: signedIn });

describe('session expiry', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('warns exactly two minutes before the token ends, and not before', async () => {
    const end = T0 + 30 * MINUTE;
    const { rigState, providers } = rig(tokenEnding(end, T0 + 12 * 60 * MINUTE));
    const { storeState } = await expectSaga(watchSessionExpiry, 'app')
      .withReducer(reducer)
      .withState(stateWith())
      .provide(providers)
      .put(sessionExpiryWarned())
      .run({ timeout: 300, silenceTimeout: true });
    expect(rigState.clock).toBe(end - WARN_BEFORE_MS);
    expect(storeState.sessionExpiry).toMatchObject({
      warning: true,
      endsAt: new Date(end).toISOString(),
      extendable: true,
    });
  });

  it('"Stay signed in" refreshes the token with an authenticated call, and the warning closes', async () => {
    const { rigState, providers } = rig(tokenEnding(T0 + 3 * MINUTE));
    const refreshedEnd = T0 + 31 * MINUTE;
    const { storeState } = await expectSaga(watchSessionExpiry, 'app')
      .withReducer(reducer)
      .withState(stateWith())
      .provide([
        [
          matchers.call.fn(getIdentity),
          // The API client stores the answer's refreshed token.
          dynamic(() => {
            rigState.token = tokenEnding(refreshedEnd);
            rigState.stopAt = rigState.clock + 10 * MINUTE;
            return TEST_IDENTITY;
          }),
        ],
        providers,
      ])
      .put(sessionExpiryWarned())
      .delay(50)
      .dispatch(staySignedInClicked())
      .call(getIdentity)
      .put(sessionExpiryWarningClosed())
      .not.put.actionType(authFailed.type)
      .run({ timeout: 300, silenceTimeout: true });
    expect(storeState.sessionExpiry).toMatchObject({ warning: false, endsAt: new Date(refreshedEnd).toISOString() });
  });

  it('a session nobody answers for runs out: the auth failure path takes over', async () => {
    const { rigState, providers } = rig(tokenEnding(T0 + 90_000));
    // No answer: the open warning's sleeps run to the end.
    rigState.noAnswer = true;
    rigState.stopAt = T0 + 10 * MINUTE;
    await expectSaga(watchSessionExpiry, 'app')
      .withReducer(reducer)
      .withState(stateWith())
      .provide(providers)
      .put(sessionExpiryWarned())
      .put(authFailed({ status: 401, message: SESSION_TIMED_OUT, data: null }))
      .run({ timeout: 300, silenceTimeout: true });
  });

  it('a refresh that cannot reach the server says so and keeps the warning open', async () => {
    const { providers } = rig(tokenEnding(T0 + 90_000));
    const { storeState } = await expectSaga(watchSessionExpiry, 'app')
      .withReducer(reducer)
      .withState(stateWith())
      .provide([
        [
          matchers.call.fn(getIdentity),
          throwError({ status: 0, message: 'Network Error', data: null } as unknown as Error),
        ],
        providers,
      ])
      .delay(50)
      .dispatch(staySignedInClicked())
      .put(sessionRefreshFailed(REFRESH_FAILED_MESSAGE))
      .not.put.actionType(authFailed.type)
      .run({ timeout: 300, silenceTimeout: true });
    expect(storeState.sessionExpiry).toMatchObject({ warning: true, refreshError: REFRESH_FAILED_MESSAGE });
  });

  it('at the session\'s hard maximum nothing extends it: "Sign in again" ends it and keeps the way back', async () => {
    const cap = T0 + 90_000;
    window.localStorage.setItem('jwt', 'Bearer at-the-cap');
    window.sessionStorage.setItem(`form-draft:${APP_UUID}:product-select`, '{"term":"10","amount":50000}');
    const { providers } = rig(tokenEnding(cap, cap));
    const { storeState } = await expectSaga(watchSessionExpiry, 'app')
      .withReducer(reducer)
      .withState(stateWith())
      .provide([[matchers.call.fn(brokerLogout), '/auth/login'], providers])
      .put(sessionExpiryWarned())
      .delay(50)
      .dispatch(signInAgainClicked())
      .call(brokerLogout, 'customer', 'heloc')
      .call(leaveTo, `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc${PATH}`)}&sessionEnded=limit`)
      .run({ timeout: 300, silenceTimeout: true });
    expect(storeState.sessionExpiry).toEqual(initialExpiryState);
    expect(storeState.session.authenticated).toBe(false);
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.sessionStorage.getItem(`form-draft:${APP_UUID}:product-select`)).not.toBeNull();
  });

  it('a refused call after the known end is the session running out: sign-in says so, the draft is kept', async () => {
    window.sessionStorage.setItem(`form-draft:${APP_UUID}:product-select`, '{"term":"10","amount":50000}');
    await expectSaga(onAuthFailed, 'app')
      .withReducer(reducer)
      .withState({
        ...stateWith(),
        sessionExpiry: { ...initialExpiryState, endsAt: new Date(T0 - 1000).toISOString() },
      })
      .provide([
        [matchers.call.fn(now), T0],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .call(leaveTo, `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc${PATH}`)}&sessionEnded=timeout`)
      .run();
    expect(window.sessionStorage.getItem(`form-draft:${APP_UUID}:product-select`)).not.toBeNull();
  });

  it('a refused call while the session still had time left is no time-out (logged out elsewhere)', async () => {
    await expectSaga(onAuthFailed, 'app')
      .withReducer(reducer)
      .withState({
        ...stateWith(),
        sessionExpiry: { ...initialExpiryState, endsAt: new Date(T0 + 20 * MINUTE).toISOString() },
      })
      .provide([
        [matchers.call.fn(now), T0],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .call(leaveTo, `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc${PATH}`)}`)
      .run();
  });
});
