// Signing and the deed's acceptance ask for the location first: found, the request goes on as a journey step with
// the coordinates; refused or unavailable, nothing is sent, the form is answered and the store says why.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { browserTimeZone, getCurrentLocation, LocationError } from '../../src/api/geolocation';
import { acceptDeed, notarySaga, signDocuments } from '../../sagas/notary';
import { formFailed } from '../../store/form';
import { journeyStepSubmitted } from '../../store/journey';
import {
  locationFailed,
  notaryAcceptRequested,
  notaryReducer,
  signDocumentsRequested,
  type NotaryState,
} from '../../store/notary';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const SESSION = '0b0b0b0b-1111-4222-8333-444444444444';
const HOME = { latitude: 37.7749, longitude: -122.4194 };
const rootReducer = combineReducers({ notary: notaryReducer });

describe('signing with the location', () => {
  it('signs both documents with the coordinates and the browser’s zone, under the form’s request id', async () => {
    const { storeState } = await expectSaga(signDocuments, signDocumentsRequested({ uuid: APP_UUID }, 'req-1'))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getCurrentLocation), HOME],
        [matchers.call.fn(browserTimeZone), 'America/Denver'],
      ])
      .put(
        journeyStepSubmitted(
          {
            uuid: APP_UUID,
            step: 'signDocuments',
            values: { documents: ['CLOSING_DISCLOSURE', 'NOTE'], ...HOME, timeZone: 'America/Denver' },
          },
          'req-1',
        ),
      )
      .run();
    expect((storeState as { notary: NotaryState }).notary.location).toEqual({ status: 'found', failure: null });
  });

  it('signs without a zone when the browser gives none (the server then uses the property’s)', async () => {
    await expectSaga(signDocuments, signDocumentsRequested({ uuid: APP_UUID }, 'req-1b'))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(getCurrentLocation), HOME],
        [matchers.call.fn(browserTimeZone), null],
      ])
      .put(
        journeyStepSubmitted(
          { uuid: APP_UUID, step: 'signDocuments', values: { documents: ['CLOSING_DISCLOSURE', 'NOTE'], ...HOME } },
          'req-1b',
        ),
      )
      .run();
  });

  it('reads the zone from the browser’s Intl settings, and only a zone Intl knows', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const spy = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Mars/Olympus_Mons' } as Intl.ResolvedDateTimeFormatOptions);
    try {
      expect(browserTimeZone()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it.each([['denied'], ['unavailable'], ['timeout'], ['unsupported']] as const)(
    'when the location is %s, signs nothing and says why',
    async (reason) => {
      const { storeState } = await expectSaga(signDocuments, signDocumentsRequested({ uuid: APP_UUID }, 'req-2'))
        .withReducer(rootReducer)
        .provide([[matchers.call.fn(getCurrentLocation), throwError(new LocationError(reason))]])
        .put(locationFailed({ failure: reason }))
        .put(formFailed({ requestId: 'req-2' }))
        .not.put.actionType(journeyStepSubmitted.type)
        .run();
      expect((storeState as { notary: NotaryState }).notary.location).toEqual({ status: 'failed', failure: reason });
    },
  );

  it('asks for the location once for a double click', () => {
    const getCurrentPosition = jest.fn(); // never answers: the first request is still waiting
    Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefault) => getDefault().concat(sagaMiddleware as unknown as Middleware),
    });
    const task = sagaMiddleware.run(notarySaga);
    store.dispatch(signDocumentsRequested({ uuid: APP_UUID }, 'req-a'));
    store.dispatch(signDocumentsRequested({ uuid: APP_UUID }, 'req-b'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.getState().notary.location.status).toBe('locating');
    task.cancel();
  });
});

describe('the deed accepted with the location', () => {
  it('accepts the session’s deed with the coordinates', async () => {
    await expectSaga(acceptDeed, notaryAcceptRequested({ uuid: APP_UUID, sessionId: SESSION }, 'req-3'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(getCurrentLocation), HOME]])
      .put(
        journeyStepSubmitted(
          { uuid: APP_UUID, step: 'acceptNotarySession', values: { sessionId: SESSION, ...HOME } },
          'req-3',
        ),
      )
      .run();
  });

  it('sends nothing when the location is refused', async () => {
    await expectSaga(acceptDeed, notaryAcceptRequested({ uuid: APP_UUID, sessionId: SESSION }, 'req-4'))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(getCurrentLocation), throwError(new LocationError('denied'))]])
      .put(locationFailed({ failure: 'denied' }))
      .put(formFailed({ requestId: 'req-4' }))
      .not.put.actionType(journeyStepSubmitted.type)
      .run();
  });
});
