// The co-owner's deed: signed with the location asked first (refused: nothing is posted), under the session the
// notary slice keeps for their application; the signed record replaces theirs and they go to their documents.
// A third wrong answer ends the session.
import { push } from 'connected-react-router';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getCurrentLocation, LocationError } from '../../src/api/geolocation';
import { acceptSignerNotarySession, answerSignerNotaryQuestions, startSignerNotarySession } from '../../src/api/signer';
import { onAnswersSubmitted, onDeedSignRequested, onSessionStartRequested } from '../../sagas/signerNotary';
import { formFailed, formSucceeded } from '../../store/form';
import { notaryReducer, type NotaryState } from '../../store/notary';
import {
  signerLoaded,
  signerReducer,
  signerDeedSignRequested,
  signerNotaryAnswersSubmitted,
  signerNotarySessionStartRequested,
} from '../../store/signer';
import { processingFinished } from '../../store/ui';
import { APP_UUID, makeSelf, QUESTIONS, SESSION_IDS } from '../components/signer/signerFixtures';

const HOME = { latitude: 37.7749, longitude: -122.4194 };
const reducer = combineReducers({ notary: notaryReducer, signer: signerReducer });
const READY = makeSelf({
  identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
  deed: { status: 'READY', signedAt: null },
});
const withSelf = {
  notary: undefined,
  signer: signerReducer(undefined, signerLoaded({ resource: 'self', data: READY })),
};

describe('the co-owner’s eNotary session', () => {
  it('keeps the started session under the co-owner’s application', async () => {
    const { storeState } = await expectSaga(onSessionStartRequested, signerNotarySessionStartRequested({}, 'req-1'))
      .withReducer(reducer, withSelf as never)
      .provide([[matchers.call.fn(startSignerNotarySession), { sessionId: SESSION_IDS[0], questions: QUESTIONS }]])
      .call(startSignerNotarySession, 'req-1')
      .put(formSucceeded({ requestId: 'req-1' }))
      .run();
    expect((storeState as { notary: NotaryState }).notary.session).toMatchObject({
      applicationUuid: APP_UUID,
      sessionId: SESSION_IDS[0],
      status: 'questions',
    });
  });

  it('ends the session on the third wrong try', async () => {
    const started = await expectSaga(onSessionStartRequested, signerNotarySessionStartRequested({}, 'req-1'))
      .withReducer(reducer, withSelf as never)
      .provide([[matchers.call.fn(startSignerNotarySession), { sessionId: SESSION_IDS[0], questions: QUESTIONS }]])
      .run();
    const message = 'Too many wrong answers: start a new session.';
    const { storeState } = await expectSaga(
      onAnswersSubmitted,
      signerNotaryAnswersSubmitted({ sessionId: SESSION_IDS[0], answers: { street: 'x', city: 'y' } }, 'req-2'),
    )
      .withReducer(reducer, started.storeState as never)
      .provide([
        [matchers.call.fn(answerSignerNotaryQuestions), throwError({ status: 400, message, data: null } as never)],
      ])
      .put(formFailed({ requestId: 'req-2', formError: message }))
      .run();
    expect((storeState as { notary: NotaryState }).notary.session.status).toBe('ended');
  });
});

describe('the co-owner’s deed', () => {
  it('signs with the coordinates, takes the signed record and goes to the documents', async () => {
    const signed = makeSelf({ ...READY, deed: { status: 'SIGNED', signedAt: '2026-03-02T10:00:00.000Z' } });
    const { storeState } = await expectSaga(
      onDeedSignRequested,
      signerDeedSignRequested({ sessionId: SESSION_IDS[0] }, 'req-3'),
    )
      .withReducer(reducer, withSelf as never)
      .provide([
        [matchers.call.fn(getCurrentLocation), HOME],
        [matchers.call.fn(acceptSignerNotarySession), signed],
      ])
      .call(acceptSignerNotarySession, { sessionId: SESSION_IDS[0], ...HOME }, 'req-3')
      .put(formSucceeded({ requestId: 'req-3' }))
      .put(push('/heloc-signer/documents'))
      .put(processingFinished())
      .run();
    expect((storeState as { signer: { self: { data: unknown } } }).signer.self.data).toEqual(signed);
  });

  it('posts nothing when the location is refused', async () => {
    await expectSaga(onDeedSignRequested, signerDeedSignRequested({ sessionId: SESSION_IDS[0] }, 'req-4'))
      .withReducer(reducer, withSelf as never)
      .provide([[matchers.call.fn(getCurrentLocation), throwError(new LocationError('denied'))]])
      .put(formFailed({ requestId: 'req-4' }))
      .not.call.fn(acceptSignerNotarySession)
      .not.put.actionType(push('/').type)
      .run();
  });
});
