// Logout with and without the exit survey, on a real store with fake timers: the survey shows first on its
// routes when the flag is on, the logout call waits 750 ms after it closes, and the browser follows the
// call's redirect (or goes to /auth/login when it fails). The logout call is answered by the msw server of
// test/components/support (this file runs in the msw Jest project).
import type { SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { authSaga } from '../../sagas/auth';
import { browserLocation } from '../../sagas/effects';
import {
  exitSurveyClosed,
  exitSurveyDisabled,
  exitSurveySubmitted,
  selectExitSurveyDisabled,
  selectExitSurveyOpen,
} from '../../store/exitSurvey';
import { sessionSignedIn, signOutClicked } from '../../store/session';
import { eventTracked } from '../../store/telemetry';
import { installRoutes } from '../components/support/mswServer';
import { makeTestStore, TEST_IDENTITY } from '../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const LOGOUT = 'POST /identity-broker/customer/secure/api/v3/logout';

function flagsState(exitSurvey: boolean) {
  return {
    decisions: { 'fe-heloc-exit-survey': { flagEnabled: exitSurvey, variables: {} } },
    status: 'loaded' as const,
    error: null,
    baseUrls: {},
    user: null,
    userError: null,
  };
}

function start(path: string, exitSurvey: boolean, logoutReply: { status?: number; data?: unknown } = {}) {
  const { calls } = installRoutes({ [LOGOUT]: { data: { redirect: '/auth/login' }, ...logoutReply } });
  const { store } = makeTestStore({ path, authenticated: true, preloadedState: { flags: flagsState(exitSurvey) } });
  store.runSaga(authSaga, 'app');
  // What the logout saga asks telemetry to send.
  const tracked: ReturnType<typeof eventTracked>[] = [];
  store.runSaga(function* recordTracked(): SagaIterator<void> {
    for (;;) {
      const action: ReturnType<typeof eventTracked> = yield take(eventTracked.type);
      tracked.push(action);
    }
  });
  return { store, calls, tracked };
}

let assign: jest.SpyInstance;
beforeEach(() => {
  // Not queueMicrotask: msw's interceptor answers through it, and a faked one would hold every answer until the
  // clock is advanced past the survey's delays this file measures.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  window.localStorage.clear();
  window.localStorage.setItem('jwt', 'Bearer t');
  window.localStorage.setItem('heloc_uuid', APP_UUID);
  window.sessionStorage.clear();
  window.sessionStorage.setItem(`form-draft:${APP_UUID}:profile`, '{"firstName":"Ada","dob":"1980-01-02"}');
  window.sessionStorage.setItem('uuid', 'telemetry-session');
  window.localStorage.setItem('webchat_session', '{"token":"chat","conversationSid":"c"}');
  window.localStorage.setItem('webchat_chatbot_session', '{"expiration":"2099-01-01T00:00:00Z"}');
  window.sessionStorage.setItem('webchat_nonce', 'nonce');
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('logout without the survey', () => {
  it('calls logout at once and follows its redirect when the flag is off', async () => {
    const { store, calls } = start(`/${APP_UUID}/liens`, false, { data: { redirect: '/heloc-signer/login' } });
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(selectExitSurveyOpen(store.getState())).toBe(false);
    expect(calls).toEqual([LOGOUT]);
    expect(assign).toHaveBeenCalledWith('/heloc-signer/login');
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('heloc_uuid')).toBeNull();
    // What the borrower typed into the journey's forms goes with the session; the telemetry key stays.
    expect(window.sessionStorage.getItem(`form-draft:${APP_UUID}:profile`)).toBeNull();
    expect(window.sessionStorage.getItem('uuid')).toBe('telemetry-session');
    // The chats end with the session: the widget has nothing to resume on this computer.
    expect(window.localStorage.getItem('webchat_session')).toBeNull();
    expect(window.localStorage.getItem('webchat_chatbot_session')).toBeNull();
    expect(window.sessionStorage.getItem('webchat_nonce')).toBeNull();
    expect(store.getState().session.authenticated).toBe(false);
  });

  it('signs a co-owner out of their own area, back to its login', async () => {
    const bodies: unknown[] = [];
    installRoutes({
      [LOGOUT]: (request) => {
        bodies.push(JSON.parse(String(request.data)));
        return { data: { redirect: '/account/heloc/heloc-signer/login' } };
      },
    });
    const { store } = makeTestStore({ path: '/heloc-signer/intro', authenticated: true });
    store.runSaga(authSaga, 'app');
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([{ applicationName: 'heloc-signer' }]);
    expect(assign).toHaveBeenCalledWith('/account/heloc/heloc-signer/login');
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('shows no survey off its routes even with the flag on', async () => {
    const { store, calls } = start(`/${APP_UUID}/start/profile`, true);
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(selectExitSurveyOpen(store.getState())).toBe(false);
    expect(calls).toEqual([LOGOUT]);
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('goes to /auth/login when the logout call fails', async () => {
    const { store, calls } = start(`/${APP_UUID}/start/profile`, false, { status: 500, data: { errors: ['down'] } });
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([LOGOUT]);
    expect(assign).toHaveBeenCalledWith('/auth/login');
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });
});

describe('logout with the survey', () => {
  it.each(['liens', 'product/select', 'identity', 'signing/sign'])(
    'on /{uuid}/%s shows the survey first, then logs out 750 ms after it closes',
    async (screen) => {
      const { store, calls } = start(`/${APP_UUID}/${screen}`, true);
      store.dispatch(signOutClicked());
      await jest.advanceTimersByTimeAsync(5000);
      expect(selectExitSurveyOpen(store.getState())).toBe(true);
      expect(calls).toEqual([]);
      expect(assign).not.toHaveBeenCalled();

      store.dispatch(exitSurveyClosed());
      expect(selectExitSurveyOpen(store.getState())).toBe(false);
      await jest.advanceTimersByTimeAsync(749);
      expect(calls).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toEqual([LOGOUT]);
      expect(assign).toHaveBeenCalledWith('/auth/login');
    },
  );

  it('sends the answer as an event, and a second click while it is open is the same logout', async () => {
    const { store, calls, tracked } = start(`/${APP_UUID}/liens`, true);
    store.dispatch(signOutClicked());
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(exitSurveySubmitted({ reason: 'I am still deciding', comment: 'Talking to my partner first' }));
    expect(selectExitSurveyOpen(store.getState())).toBe(false);
    expect(selectExitSurveyDisabled(store.getState())).toBe(true);
    expect(tracked).toEqual([
      eventTracked({
        event: 'Exit Survey Answered',
        eventType: 'EXIT_SURVEY',
        eventProperties: { reason: 'I am still deciding', comment: 'Talking to my partner first' },
        dontDedupe: true,
      }),
    ]);
    await jest.advanceTimersByTimeAsync(749);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([LOGOUT]);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('is skipped once disabled, and comes back for the next person who signs in', async () => {
    const { store, calls } = start(`/${APP_UUID}/liens`, true);
    store.dispatch(exitSurveyDisabled());
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(selectExitSurveyOpen(store.getState())).toBe(false);
    expect(calls).toEqual([LOGOUT]);

    store.dispatch(sessionSignedIn({ identity: TEST_IDENTITY }));
    expect(selectExitSurveyDisabled(store.getState())).toBe(false);
    store.dispatch(signOutClicked());
    await jest.advanceTimersByTimeAsync(0);
    expect(selectExitSurveyOpen(store.getState())).toBe(true);
    expect(calls).toEqual([LOGOUT]);
  });
});
