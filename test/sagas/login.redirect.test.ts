import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { login } from '../../src/api/identity';
import { onLoginSubmitted } from '../../sagas/login';
import { leaveTo } from '../../sagas/effects';
import { formFailed, formSucceeded, holdSecrets, SECRET_HELD } from '../../store/form';
import { loginSubmitted } from '../../store/register';
import { TEST_IDENTITY } from '../utils/renderWithProviders';

const credentials = { email: 'pat@example.test', password: 'secret-123' };
const carried = { email: credentials.email, password: SECRET_HELD };

beforeEach(() => window.localStorage.clear());

/** What useSubmit does: the action carries a placeholder and the password is held under the request id. */
function submitted(redirectUrl: string | null, requestId: string) {
  holdSecrets(requestId, { password: credentials.password });
  return loginSubmitted({ ...carried, redirectUrl }, requestId);
}

function run(redirectUrl: string | null) {
  return expectSaga(onLoginSubmitted, submitted(redirectUrl, 'r1')).provide([
    [matchers.call.fn(login), { jwt: 'tok', identity: TEST_IDENTITY }],
    [matchers.call.fn(leaveTo), undefined],
  ]);
}

describe('login redirect', () => {
  it('follows a safe redirectUrl and stores the token', async () => {
    await run('/account/heloc/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/start/profile')
      .call(login, credentials)
      .put(formSucceeded({ requestId: 'r1' }))
      .call(leaveTo, '/account/heloc/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/start/profile')
      .run();
    expect(window.localStorage.getItem('jwt')).toBe('Bearer tok');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/%2F%2Fevil.example', '/\\evil.example', null])(
    'ignores the unsafe redirectUrl %p and goes to /dashboard',
    async (unsafe) => {
      await run(unsafe).call(leaveTo, '/dashboard').run();
    },
  );

  it('a wrong password is a form error and leaves nowhere', async () => {
    await expectSaga(onLoginSubmitted, submitted(null, 'r2'))
      .provide([
        [
          matchers.call.fn(login),
          throwError({ status: 401, message: 'Invalid email or password.', data: null } as never),
        ],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .put(formFailed({ requestId: 'r2', formError: 'Invalid email or password.' }))
      .not.call.fn(leaveTo)
      .run();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });
});
