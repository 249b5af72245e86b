import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { AxiosHeaders } from 'axios';
import { createMemoryHistory } from 'history';
import { makeStore } from '../../store';
import { sampleOrg } from '../utils/sampleOrg';
import { acknowledgeDisclosures, fetchDisclosurePdf, type Disclosure } from '../../src/api/disclosures';
import { configureApi, type ApiError } from '../../src/api/client';
import { acknowledge, disclosuresSaga, loadDocument } from '../../sagas/disclosures';
import {
  clearDisclosurePdfs,
  disclosureDocumentLoaded,
  disclosureDocumentRequested,
  disclosuresAcknowledged,
  disclosuresAcknowledgeFailed,
  disclosuresAcknowledgeSubmitted,
  disclosuresLoaded,
  disclosuresReducer,
  getDisclosurePdf,
} from '../../store/disclosures';
import { formFailed, formSucceeded } from '../../store/form';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const SUMMARY_409 =
  'Acknowledge the early disclosure and the brochure before (or together with) the application summary';

const BASE = `/service-application/api/v1/application/heloc/${APP_UUID}/disclosures`;
const rootReducer = combineReducers({ disclosures: disclosuresReducer });

const acknowledgedList: Disclosure[] = [
  {
    type: 'HELOC_EARLY_DISCLOSURE',
    title: 'HELOC early disclosure',
    acknowledged: true,
    acknowledgedAt: '2024-04-01T09:30:00.000Z',
    url: '/x',
  },
];

beforeEach(() => clearDisclosurePdfs());

describe('disclosures acknowledge', () => {
  it('posts the acknowledgement, stores the updated list and resolves the form', async () => {
    const submitted = disclosuresAcknowledgeSubmitted({ uuid: APP_UUID, type: 'HELOC_EARLY_DISCLOSURE' }, 'req-1');
    const { storeState } = await expectSaga(acknowledge, submitted)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(acknowledgeDisclosures), acknowledgedList]])
      .call(acknowledgeDisclosures, APP_UUID, 'HELOC_EARLY_DISCLOSURE', undefined)
      .put(disclosuresAcknowledged({ uuid: APP_UUID, type: 'HELOC_EARLY_DISCLOSURE', list: acknowledgedList }))
      .put(formSucceeded({ requestId: 'req-1' }))
      .run();
    expect(storeState.disclosures.byApplication[APP_UUID].list).toEqual(acknowledgedList);
  });

  it('passes several types through for the summary set', async () => {
    const types = ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'] as const;
    await expectSaga(
      acknowledge,
      disclosuresAcknowledgeSubmitted({ uuid: APP_UUID, type: 'APPLICATION_SUMMARY', types: [...types] }, 'req-2'),
    )
      .provide([[matchers.call.fn(acknowledgeDisclosures), acknowledgedList]])
      .call(acknowledgeDisclosures, APP_UUID, 'APPLICATION_SUMMARY', [...types])
      .put(formSucceeded({ requestId: 'req-2' }))
      .run();
  });

  it("reports the server's 409 to the form and the store", async () => {
    const error: ApiError = { status: 409, message: SUMMARY_409, data: { message: SUMMARY_409 } };
    const { storeState } = await expectSaga(
      acknowledge,
      disclosuresAcknowledgeSubmitted({ uuid: APP_UUID, type: 'APPLICATION_SUMMARY' }, 'req-3'),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(acknowledgeDisclosures), throwError(error as unknown as Error)]])
      .put(disclosuresAcknowledgeFailed({ uuid: APP_UUID, type: 'APPLICATION_SUMMARY', error }))
      .put(formFailed({ requestId: 'req-3', formError: SUMMARY_409 }))
      .not.put.actionType(disclosuresAcknowledged.type)
      .run();
    expect(storeState.disclosures.byApplication[APP_UUID].acknowledgeError).toEqual(error);
  });

  it('posts only once while an acknowledgement is in flight (takeLeading)', async () => {
    // Through the real API function over a slow fake transport, so the first post is still in flight.
    const calls: string[] = [];
    configureApi({
      orgCode: 'example',
      adapter: (config) => {
        calls.push(`${config.method?.toUpperCase()} ${config.url}`);
        return new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                data: JSON.stringify(acknowledgedList),
                status: 200,
                statusText: 'OK',
                headers: new AxiosHeaders(),
                config,
              }),
            30,
          ),
        );
      },
    });
    // A real store: expectSaga would hold the second action until the first worker finished.
    const store = makeStore({
      org: sampleOrg,
      history: createMemoryHistory(),
      runSagas: false,
      // The journey feature's slice, which the feature would inject.
      slices: [{ reducerPath: 'disclosures', reducer: disclosuresReducer }],
    });
    store.runSaga(disclosuresSaga);
    const first = store.formBridge.wait('req-4');
    const second = store.formBridge.wait('req-5');
    let secondSettled = false;
    void second.then(() => {
      secondSettled = true;
    });
    store.dispatch(disclosuresAcknowledgeSubmitted({ uuid: APP_UUID, type: 'HELOC_EARLY_DISCLOSURE' }, 'req-4'));
    store.dispatch(disclosuresAcknowledgeSubmitted({ uuid: APP_UUID, type: 'HELOC_EARLY_DISCLOSURE' }, 'req-5'));
    await expect(first).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(secondSettled).toBe(false);
    expect(store.getState().disclosures.byApplication[APP_UUID].list).toEqual(acknowledgedList);
    expect(calls).toEqual([`POST ${BASE}/HELOC_EARLY_DISCLOSURE/acknowledge`]);
  });
});

describe('disclosures document', () => {
  it('fetches the PDF into the module cache and puts only readiness in the store', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7').buffer;
    const { storeState } = await expectSaga(
      loadDocument,
      disclosureDocumentRequested({ uuid: APP_UUID, type: 'PRE_SOFT_CREDIT_AUTHORIZATION' }),
    )
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(fetchDisclosurePdf), bytes]])
      .call(fetchDisclosurePdf, APP_UUID, 'PRE_SOFT_CREDIT_AUTHORIZATION')
      .put(disclosureDocumentLoaded({ uuid: APP_UUID, type: 'PRE_SOFT_CREDIT_AUTHORIZATION' }))
      .run();
    const blob = getDisclosurePdf(APP_UUID, 'PRE_SOFT_CREDIT_AUTHORIZATION');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob?.type).toBe('application/pdf');
    expect(storeState.disclosures.byApplication[APP_UUID].documents).toEqual({
      PRE_SOFT_CREDIT_AUTHORIZATION: { type: 'PRE_SOFT_CREDIT_AUTHORIZATION', ready: true, error: null },
    });
  });

  it('does not fetch a document again once it is cached', async () => {
    const state = disclosuresReducer(
      disclosuresReducer(undefined, disclosuresLoaded({ uuid: APP_UUID, list: [] })),
      disclosureDocumentLoaded({ uuid: APP_UUID, type: 'HELOC_BROCHURE' }),
    );
    // Ready in the store but not in the cache (e.g. after a reload of the module): fetched.
    await expectSaga(loadDocument, disclosureDocumentRequested({ uuid: APP_UUID, type: 'HELOC_BROCHURE' }))
      .withState({ disclosures: state })
      .provide([[matchers.call.fn(fetchDisclosurePdf), new ArrayBuffer(4)]])
      .call.fn(fetchDisclosurePdf)
      .run();
    // Now cached: not fetched again.
    await expectSaga(loadDocument, disclosureDocumentRequested({ uuid: APP_UUID, type: 'HELOC_BROCHURE' }))
      .withState({ disclosures: state })
      .provide([[matchers.call.fn(fetchDisclosurePdf), new ArrayBuffer(4)]])
      .not.call.fn(fetchDisclosurePdf)
      .run();
  });
});
