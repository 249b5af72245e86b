// The eNotary session: started (questions into the store, the form answered, on to notary/session), answers
// refused or confirmed, and the third wrong try ending the session; the co-deed status watched on
// signing/additional, and a co-owner's invitation sent again.
import { combineReducers } from '@reduxjs/toolkit';
import { push } from 'connected-react-router';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import {
  answerNotaryQuestions,
  getCoDeedStatus,
  resendSignerInvitation,
  startNotarySession,
} from '../../src/api/closing';
import type { SignerSummary } from '../../src/domain/signers';
import { sleep } from '../../sagas/effects';
import {
  answerQuestions,
  CO_DEED_POLL_MS,
  loadCoDeedStatus,
  notarySaga,
  resendInvitation,
  startSession,
  watchCoDeed,
} from '../../sagas/notary';
import { formFailed, formSucceeded } from '../../store/form';
import {
  coDeedStatusRequested,
  coDeedWatchStarted,
  coDeedWatchStopped,
  invitationResendFailed,
  invitationResendRequested,
  notaryAnswersSubmitted,
  notaryReducer,
  notarySessionStartRequested,
  selectCoDeed,
  selectNotarySession,
  type NotaryState,
} from '../../store/notary';
import { nextStepRequested } from '../../store/stage';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const SESSION = '0b0b0b0b-1111-4222-8333-444444444444';
const QUESTIONS = [
  { id: 'street', prompt: 'Which street?', choices: ['12 Alder Lane', '40 Birch Road'] },
  { id: 'city', prompt: 'Which city?', choices: ['Sonoma', 'Fresno'] },
];
const rootReducer = combineReducers({ notary: notaryReducer });
type State = { notary: NotaryState };

const apiError = (status: number, message: string): ApiError => ({ status, message, data: null });

async function startedState(): Promise<State> {
  const { storeState } = await expectSaga(startSession, notarySessionStartRequested({ uuid: APP_UUID }, 'start'))
    .withReducer(rootReducer)
    .provide([[matchers.call.fn(startNotarySession), { sessionId: SESSION, questions: QUESTIONS }]])
    .run();
  return storeState as State;
}

describe('starting a session', () => {
  it('keeps the session’s questions, answers the form and goes to notary/session when asked to', async () => {
    const { storeState } = await expectSaga(
      startSession,
      notarySessionStartRequested({ uuid: APP_UUID, navigate: true }, 'req-1'),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(startNotarySession), { sessionId: SESSION, questions: QUESTIONS }]])
      .call(startNotarySession, APP_UUID, 'req-1')
      .put(formSucceeded({ requestId: 'req-1' }))
      .put(push(`/${APP_UUID}/notary/session`))
      .run();
    expect(selectNotarySession(storeState as State, APP_UUID)).toMatchObject({
      sessionId: SESSION,
      questions: QUESTIONS,
      status: 'questions',
    });
    // Another application's screens see no session.
    expect(selectNotarySession(storeState as State, 'other').status).toBe('none');
  });

  it('when eNotary is not permitted (409), says so and asks the router where the borrower belongs', async () => {
    const error = apiError(409, 'eNotary is not permitted for this application: schedule a manual notary ($300)');
    const { storeState } = await expectSaga(startSession, notarySessionStartRequested({ uuid: APP_UUID }, 'req-2'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(startNotarySession), throwError(error as unknown as Error)]])
      .put(formFailed({ requestId: 'req-2', formError: error.message }))
      .put(nextStepRequested({ uuid: APP_UUID, reason: 'entered' }))
      .not.put.actionType(push('/').type)
      .run();
    expect(selectNotarySession(storeState as State, APP_UUID)).toMatchObject({ status: 'failed', error });
  });
});

describe('answering the identity questions', () => {
  const answers = { street: '12 Alder Lane', city: 'Sonoma' };

  it('confirms the identity on the right answers', async () => {
    const started = await startedState();
    const { storeState } = await expectSaga(
      answerQuestions,
      notaryAnswersSubmitted({ uuid: APP_UUID, sessionId: SESSION, answers }, 'req-3'),
    )
      .withReducer(rootReducer, started)
      .provide([[matchers.call.fn(answerNotaryQuestions), { passed: true }]])
      .call(answerNotaryQuestions, APP_UUID, { sessionId: SESSION, answers }, 'req-3')
      .put(formSucceeded({ requestId: 'req-3' }))
      .run();
    expect(selectNotarySession(storeState as State, APP_UUID).status).toBe('confirmed');
  });

  it('refuses wrong answers with the server’s message, keeping the questions', async () => {
    const started = await startedState();
    const error = apiError(400, 'Those answers do not match our records');
    const { storeState } = await expectSaga(
      answerQuestions,
      notaryAnswersSubmitted({ uuid: APP_UUID, sessionId: SESSION, answers }, 'req-4'),
    )
      .withReducer(rootReducer, started)
      .provide([[matchers.call.fn(answerNotaryQuestions), throwError(error as unknown as Error)]])
      .put(formFailed({ requestId: 'req-4', formError: 'Those answers do not match our records' }))
      .run();
    expect(selectNotarySession(storeState as State, APP_UUID)).toMatchObject({
      status: 'questions',
      questions: QUESTIONS,
    });
  });

  it('ends the session on the third wrong try', async () => {
    const started = await startedState();
    const error = apiError(400, 'Too many wrong answers: start a new session');
    const { storeState } = await expectSaga(
      answerQuestions,
      notaryAnswersSubmitted({ uuid: APP_UUID, sessionId: SESSION, answers }, 'req-5'),
    )
      .withReducer(rootReducer, started)
      .provide([[matchers.call.fn(answerNotaryQuestions), throwError(error as unknown as Error)]])
      .put(formFailed({ requestId: 'req-5', formError: error.message }))
      .run();
    expect(selectNotarySession(storeState as State, APP_UUID)).toMatchObject({ status: 'ended', error });
  });
});

describe('the co-deed status', () => {
  const invited: SignerSummary = {
    uuid: '5e5e5e5e-1111-4222-8333-444444444444',
    firstName: 'Jane',
    lastName: 'Doe',
    emailMasked: 'j***@example.com',
    progress: 'INVITED',
    invitedAt: '2026-11-20T10:00:00.000Z',
    lastSentAt: '2026-11-20T10:00:00.000Z',
    resendAvailableAt: null,
    canResend: true,
  };
  const signed: SignerSummary = { ...invited, progress: 'SIGNED', canResend: false };
  const pending = { applicationUuid: APP_UUID, coDeedStatus: 'PENDING', signers: [invited] };
  const complete = { applicationUuid: APP_UUID, coDeedStatus: 'COMPLETE', signers: [signed] };

  it('loads it with the co-owners, and keeps the failure for the retry', async () => {
    const loaded = await expectSaga(loadCoDeedStatus, coDeedStatusRequested({ uuid: APP_UUID }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(getCoDeedStatus), pending]])
      .call(getCoDeedStatus, APP_UUID)
      .not.put.actionType(nextStepRequested.type)
      .run();
    expect(selectCoDeed(loaded.storeState as State)).toMatchObject({
      status: 'loaded',
      coDeedStatus: 'PENDING',
      signers: [invited],
      error: null,
    });

    const error = apiError(0, 'Network Error');
    const failed = await expectSaga(loadCoDeedStatus, coDeedStatusRequested({ uuid: APP_UUID }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(getCoDeedStatus), throwError(error as unknown as Error)]])
      .run();
    expect(selectCoDeed(failed.storeState as State)).toMatchObject({ status: 'failed', error });
  });

  it('asks again every few seconds while the screen is open, and routes on once every owner has signed', async () => {
    let answers = 0;
    const { storeState } = await expectSaga(watchCoDeed, coDeedWatchStarted({ uuid: APP_UUID }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getCoDeedStatus), dynamic(() => (++answers < 3 ? pending : complete))],
        [matchers.call(sleep, CO_DEED_POLL_MS), undefined],
      ])
      .put(nextStepRequested({ uuid: APP_UUID, reason: 'entered' }))
      .run();
    expect(answers).toBe(3);
    expect(selectCoDeed(storeState as State)).toMatchObject({ coDeedStatus: 'COMPLETE', signers: [signed] });
  });

  it('stops asking when the screen closes', async () => {
    let answers = 0;
    await expectSaga(watchCoDeed, coDeedWatchStarted({ uuid: APP_UUID }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getCoDeedStatus), dynamic(() => (answers++, pending))],
        [matchers.call.fn(sleep), dynamic(() => new Promise((resolve) => setTimeout(resolve, 20)))],
      ])
      .dispatch(coDeedWatchStopped({ uuid: 'another-application' }))
      .delay(70)
      .dispatch(coDeedWatchStopped({ uuid: APP_UUID }))
      .not.put.actionType(nextStepRequested.type)
      .silentRun(200);
    const asked = answers;
    expect(asked).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(answers).toBe(asked);
  });

  it('sends an invitation again once however often it is clicked, and shows a refusal', async () => {
    const resent = { ...invited, lastSentAt: '2026-11-22T10:00:00.000Z' };
    const first = invitationResendRequested({ uuid: APP_UUID, signerUuid: invited.uuid, requestId: 'r1' });
    const second = invitationResendRequested({ uuid: APP_UUID, signerUuid: invited.uuid, requestId: 'r2' });
    const { storeState } = await expectSaga(notarySaga)
      .withReducer(rootReducer)
      .provide([
        [
          matchers.call.fn(resendSignerInvitation),
          dynamic(() => new Promise((resolve) => setTimeout(() => resolve(resent), 20))),
        ],
      ])
      .dispatch(first)
      .dispatch(second)
      .call(resendSignerInvitation, APP_UUID, invited.uuid, 'r1')
      .not.call(resendSignerInvitation, APP_UUID, invited.uuid, 'r2')
      .silentRun(100);
    expect(selectCoDeed(storeState as State).resends[invited.uuid]).toMatchObject({ status: 'sent' });

    const error = apiError(429, 'You can send the invitation again in 42 seconds');
    const refused = await expectSaga(resendInvitation, first)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(resendSignerInvitation), throwError(error as unknown as Error)]])
      .put(invitationResendFailed({ signerUuid: invited.uuid, error }))
      .run();
    expect(selectCoDeed(refused.storeState as State).resends[invited.uuid]).toMatchObject({ status: 'failed', error });
  });
});
