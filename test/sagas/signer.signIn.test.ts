// The co-owner's sign-in and invitation: the password is claimed beside the action, the broker is asked with the
// area's application name and the organisation, the session is marked signed in, and the co-owner goes to a safe
// redirectUrl or resumes. A refusal answers the form with the server's words. Watches stop with their screen.
import { replace } from 'connected-react-router';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { getIdentity } from '../../src/api/identity';
import { acceptSignerInvitation, getSignerSelf, signerSignIn } from '../../src/api/signer';
import { leaveTo, sleep } from '../../sagas/effects';
import { onInvitationAccepted, onSignInSubmitted, onWatchStarted } from '../../sagas/signer';
import { claimSecrets, formFailed, formSucceeded } from '../../store/form';
import { sessionReducer, sessionSignedIn } from '../../store/session';
import {
  signerReducer,
  signerInvitationAccepted,
  signerSignInSubmitted,
  signerWatchStarted,
  signerWatchStopped,
} from '../../store/signer';
import { TEST_IDENTITY } from '../utils/renderWithProviders';
import { sampleOrg } from '../utils/sampleOrg';

const IDENTITY = { ...TEST_IDENTITY, type: 'CO_DEEDER' as const };
const reducer = combineReducers({
  session: sessionReducer,
  signer: signerReducer,
  org: (state = sampleOrg) => state,
});

describe('signer sign-in', () => {
  it('signs in through the broker as heloc-signer and follows the redirect back into the area', async () => {
    await expectSaga(
      onSignInSubmitted,
      signerSignInSubmitted(
        { email: 'jo@example.test', password: '[held]', redirectUrl: '/account/heloc/heloc-signer/sign' },
        'req-1',
      ),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(claimSecrets), { password: 'secret 12345' }],
        [matchers.call.fn(signerSignIn), { redirect: '/account/heloc/heloc-signer/resume' }],
        [matchers.call.fn(getIdentity), IDENTITY],
      ])
      .call(signerSignIn, { email: 'jo@example.test', password: 'secret 12345' }, sampleOrg.organizationCode)
      .put(sessionSignedIn({ identity: IDENTITY }))
      .put(formSucceeded({ requestId: 'req-1' }))
      .put(replace('/heloc-signer/sign'))
      .run();
  });

  it('leaves the app for a safe page outside it', async () => {
    await expectSaga(
      onSignInSubmitted,
      signerSignInSubmitted({ email: 'jo@example.test', password: '[held]', redirectUrl: '/dashboard' }, 'req-2'),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(claimSecrets), { password: 'secret 12345' }],
        [matchers.call.fn(signerSignIn), { redirect: '/account/heloc/heloc-signer/resume' }],
        [matchers.call.fn(getIdentity), IDENTITY],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .call(leaveTo, '/dashboard')
      .run();
  });

  it('answers a refused sign-in with the server’s words and does not sign in', async () => {
    await expectSaga(
      onSignInSubmitted,
      signerSignInSubmitted({ email: 'jo@example.test', password: '[held]', redirectUrl: null }, 'req-3'),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(claimSecrets), { password: 'wrong' }],
        [
          matchers.call.fn(signerSignIn),
          throwError({ status: 401, message: 'Invalid email or password.', data: null } as never),
        ],
      ])
      .put(formFailed({ requestId: 'req-3', formError: 'Invalid email or password.' }))
      .not.put.actionType(sessionSignedIn.type)
      .run();
  });
});

describe('signer invitation', () => {
  it('accepts with both passwords from beside the action, the agreement and the request id as Idempotency-Key', async () => {
    await expectSaga(
      onInvitationAccepted,
      signerInvitationAccepted(
        {
          token: 'tok',
          password: '[held]',
          confirmPassword: '[held]',
          agreeToTerms: true,
          esignAccessConfirmed: true,
          esignConsent: true,
        },
        'req-4',
      ),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(claimSecrets), { password: 'secret 12345', confirmPassword: 'secret 12345' }],
        [matchers.call.fn(acceptSignerInvitation), { redirect: '/account/heloc/heloc-signer/resume' }],
        [matchers.call.fn(getIdentity), IDENTITY],
      ])
      .call(
        acceptSignerInvitation,
        'tok',
        {
          password: 'secret 12345',
          confirmPassword: 'secret 12345',
          agreeToTerms: true,
          esignAccessConfirmed: true,
          esignConsent: true,
        },
        'req-4',
      )
      .put(replace('/heloc-signer/resume'))
      .run();
  });

  it('answers a used invitation (409) above the button', async () => {
    await expectSaga(
      onInvitationAccepted,
      signerInvitationAccepted(
        {
          token: 'tok',
          password: '[held]',
          confirmPassword: '[held]',
          agreeToTerms: true,
          esignAccessConfirmed: true,
          esignConsent: true,
        },
        'r5',
      ),
    )
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(claimSecrets), { password: 'secret 12345', confirmPassword: 'secret 12345' }],
        [
          matchers.call.fn(acceptSignerInvitation),
          throwError({ status: 409, message: 'This invitation has been used already.', data: null } as never),
        ],
      ])
      .put(formFailed({ requestId: 'r5', formError: 'This invitation has been used already.' }))
      .not.put.actionType(sessionSignedIn.type)
      .run();
  });
});

describe('the watch', () => {
  it('stops asking once its screen closes', async () => {
    const self = jest.fn();
    await expectSaga(onWatchStarted, signerWatchStarted({ watch: 'deed' }))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(sleep), dynamic(() => new Promise((resolve) => setTimeout(resolve, 20)))],
        [matchers.call.fn(getSignerSelf), dynamic(self)],
      ])
      .dispatch(signerWatchStopped({ watch: 'deed' }))
      .run(100);
    expect(self).not.toHaveBeenCalled();
  });
});
