import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push } from 'connected-react-router';
import { getIdentity, register } from '../../src/api/identity';
import type { RegistrationInput } from '../../src/domain/validation/register';
import { EMAIL_TAKEN_MESSAGE, IDENTITY_EXISTS_MESSAGE, onRegisterSubmitted } from '../../sagas/register';
import { formFailed, formSucceeded, holdSecrets, SECRET_HELD } from '../../store/form';
import { registerSubmitted } from '../../store/register';
import { sessionSignedIn } from '../../store/session';
import { TEST_IDENTITY } from '../utils/renderWithProviders';

const input = {
  property: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
  saleStatus: 'NOT_SELLING',
  employmentType: 'FULL_TIME',
  annualIncome: 120000,
  firstName: 'Pat',
  lastName: 'Lee',
  dob: '1980-01-01',
  email: 'pat@example.test',
  phone: '5551234567',
  password: 'correcthorse1',
  agreeToTerms: true,
} as RegistrationInput;
const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('register submit', () => {
  it('stores the jwt, checks the identity with it, signs in and opens the new application', async () => {
    window.sessionStorage.setItem('register-draft', '{"firstName":"Pat"}');
    let jwtWhenIdentityFetched: string | null = null;
    // As useSubmit sends it: the password held beside the action, a placeholder in it.
    holdSecrets('req-1', { password: input.password });
    await expectSaga(onRegisterSubmitted, registerSubmitted({ ...input, password: SECRET_HELD }, 'req-1'))
      .provide([
        [matchers.call.fn(register), { jwt: 'new-token', identity: TEST_IDENTITY, applicationUuid: APP_UUID }],
        {
          call(effect, next) {
            if (effect.fn === getIdentity) {
              jwtWhenIdentityFetched = window.localStorage.getItem('jwt');
              return TEST_IDENTITY;
            }
            return next();
          },
        },
      ])
      .withState({ router: { location: { search: '?step=login-info' } } })
      .call(register, input)
      .put(sessionSignedIn({ identity: TEST_IDENTITY }))
      .put(formSucceeded({ requestId: 'req-1' }))
      .put(push(`/${APP_UUID}/start/profile`))
      .run();
    expect(jwtWhenIdentityFetched).toBe('Bearer new-token');
    expect(window.localStorage.getItem('jwt')).toBe('Bearer new-token');
    expect(window.sessionStorage.getItem('register-draft')).toBeNull();
  });

  it('maps a 400 back to nested field errors and a form message', async () => {
    const error = {
      status: 400,
      message: 'email: Enter a valid email address, property.zip: Enter a 5-digit ZIP code.',
      data: { errors: ['email: Enter a valid email address', 'property.zip: Enter a 5-digit ZIP code'] },
    };
    await expectSaga(onRegisterSubmitted, registerSubmitted(input, 'req-2'))
      .provide([[matchers.call.fn(register), throwError(error as never)]])
      .put(
        formFailed({
          requestId: 'req-2',
          errors: { email: 'Enter a valid email address', property: { zip: 'Enter a 5-digit ZIP code' } },
          formError: error.message,
        }),
      )
      .not.put.like({ action: { type: sessionSignedIn.type } })
      .run();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('maps a 409 to "sign in instead"', async () => {
    await expectSaga(onRegisterSubmitted, registerSubmitted(input, 'req-3'))
      .provide([[matchers.call.fn(register), throwError({ status: 409, message: 'Email taken', data: null } as never)]])
      .put(formFailed({ requestId: 'req-3', formError: EMAIL_TAKEN_MESSAGE }))
      .not.call.fn(getIdentity)
      .run();
  });

  it('raises "identity exists" when the new identity cannot be read with its token, and keeps no token', async () => {
    await expectSaga(onRegisterSubmitted, registerSubmitted(input, 'req-4'))
      .provide([
        [matchers.call.fn(register), { jwt: 'new-token', identity: TEST_IDENTITY, applicationUuid: APP_UUID }],
        [matchers.call.fn(getIdentity), throwError({ status: 500, message: 'boom', data: null } as never)],
      ])
      .put(formFailed({ requestId: 'req-4', formError: IDENTITY_EXISTS_MESSAGE }))
      .not.put.like({ action: { type: sessionSignedIn.type } })
      .run();
    expect(IDENTITY_EXISTS_MESSAGE).toMatch(/^Identity exists/);
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('goes back where the visitor was sent from (the redirect-back), carrying pop-webchat', async () => {
    const search = `?step=login-info&pop-webchat=true&redirectUrl=${encodeURIComponent('/account/heloc/plaid-oauth-success')}`;
    await expectSaga(onRegisterSubmitted, registerSubmitted(input, 'req-5'))
      .provide([
        [matchers.call.fn(register), { jwt: 'new-token', identity: TEST_IDENTITY, applicationUuid: APP_UUID }],
        [matchers.call.fn(getIdentity), TEST_IDENTITY],
      ])
      .withState({ router: { location: { search } } })
      .put(push('/plaid-oauth-success?pop-webchat=true'))
      .run();
  });

  it('ignores a redirect-back to another application or outside the app', async () => {
    const other = '/account/heloc/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb/start/profile';
    for (const back of [other, '/dashboard', '//evil.example']) {
      await expectSaga(onRegisterSubmitted, registerSubmitted(input, 'req-6'))
        .provide([
          [matchers.call.fn(register), { jwt: 'new-token', identity: TEST_IDENTITY, applicationUuid: APP_UUID }],
          [matchers.call.fn(getIdentity), TEST_IDENTITY],
        ])
        .withState({ router: { location: { search: `?redirectUrl=${encodeURIComponent(back)}` } } })
        .put(push(`/${APP_UUID}/start/profile`))
        .run();
    }
  });
});
