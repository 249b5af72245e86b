import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { createMemoryHistory } from 'history';
import { configureApi } from '../../src/api/client';
import { getAllApplications } from '../../src/api/application';
import { onAuthFailed, onSignOut } from '../../sagas/auth';
import { brokerLogout } from '../../src/api/identityBroker';
import { browserLocation, leaveTo } from '../../sagas/effects';
import { makeStore } from '../../store';
import { authFailed, sessionCleared } from '../../store/session';
import { orgWith, sampleOrg } from '../utils/sampleOrg';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const state = (org = sampleOrg) => ({
  org,
  router: {
    location: { pathname: `/${APP_UUID}/start/profile`, search: '?pop-webchat=true', hash: '', state: undefined },
    action: 'POP',
  },
});

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('auth failure', () => {
  it('clears the session and token and leaves for sign-in with the current path kept', async () => {
    window.localStorage.setItem('jwt', 'Bearer old');
    // The ended session's chats go too: nothing for the next visitor to resume.
    window.localStorage.setItem('webchat_session', '{"token":"chat","conversationSid":"c"}');
    window.localStorage.setItem('webchat_chatbot_session', '{"expiration":"2099-01-01T00:00:00Z"}');
    window.sessionStorage.setItem('webchat_nonce', 'nonce');
    await expectSaga(onAuthFailed, 'app')
      .withState(state())
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .put(sessionCleared())
      .call(
        leaveTo,
        `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APP_UUID}/start/profile?pop-webchat=true`)}`,
      )
      .run();
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('webchat_session')).toBeNull();
    expect(window.localStorage.getItem('webchat_chatbot_session')).toBeNull();
    expect(window.sessionStorage.getItem('webchat_nonce')).toBeNull();
  });

  it('goes to register when the organisation enables registration', async () => {
    await expectSaga(onAuthFailed, 'app')
      .withState(state(orgWith({ registrationEnabled: true })))
      .provide([[matchers.call.fn(leaveTo), undefined]])
      // The redirect-back is kept on the way to register (core-journey section 6).
      .call(
        leaveTo,
        `/account/heloc/register?redirectUrl=${encodeURIComponent(`/account/heloc/${APP_UUID}/start/profile?pop-webchat=true`)}`,
      )
      .run();
  });

  it('a real 401 from the API client ends in one redirect from the store', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.localStorage.setItem('jwt', 'Bearer expired');
    const history = createMemoryHistory({ initialEntries: [`/${APP_UUID}/start/profile`] });
    const store = makeStore({ org: sampleOrg, history });
    const adapter: AxiosAdapter = (config) =>
      Promise.reject(
        new AxiosError('401', 'ERR_BAD_REQUEST', config, null, {
          status: 401,
          statusText: '401',
          data: JSON.stringify({ errors: ['unauthenticated'], message: 'unauthenticated' }),
          headers: new AxiosHeaders(),
          config,
        }),
      );
    configureApi({ orgCode: 'example', adapter, onAuthFailure: (e) => store.dispatch(authFailed(e)) });
    await expect(Promise.all([getAllApplications(), getAllApplications()])).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(store.getState().session.authenticated).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APP_UUID}/start/profile`)}`,
    );
  });

  it('outside the app, leaves for /auth/login with a redirect back', async () => {
    await expectSaga(onAuthFailed, 'outside')
      .withState({ ...state(), router: { location: { pathname: '/dashboard/settings', search: '' }, action: 'POP' } })
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .call(leaveTo, '/auth/login?redirectUrl=%2Fdashboard%2Fsettings')
      .run();
  });
});

describe('sign out', () => {
  it('removes the token and the last application, then goes to /auth/login', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    window.localStorage.setItem('heloc_uuid', APP_UUID);
    await expectSaga(onSignOut)
      .withState({ ...state(), flags: { decisions: {} }, exitSurvey: { open: false, disabled: false }, session: {} })
      .provide([
        [matchers.call.fn(brokerLogout), '/auth/login'],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .put(sessionCleared())
      .call(leaveTo, '/auth/login')
      .run();
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('heloc_uuid')).toBeNull();
  });
});
