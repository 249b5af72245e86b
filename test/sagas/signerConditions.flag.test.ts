// The co-owner's conditions are asked for only while fe-heloc-additional-signer-conditions is on, and go into the
// conditions slice under their application.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getSignerConditions } from '../../src/api/signer';
import { loadSignerConditions } from '../../sagas/signerConditions';
import { conditionsReducer, selectOpenConditions, type ConditionsState } from '../../store/conditions';
import { flagsLoaded, flagsReducer } from '../../store/flags';
import { APP_UUID } from '../components/signer/signerFixtures';

const reducer = combineReducers({ conditions: conditionsReducer, flags: flagsReducer });
const FLAG = 'fe-heloc-additional-signer-conditions';
const CONDITION = {
  uuid: 'c1',
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created: '2026-01-01T00:00:00.000Z',
  notes: null,
  commentsToBorrower: null,
  requestDocuments: true,
  xtraData: { numDocsRequired: 1, docsReceived: 0 },
  actionNeeded: null,
  resolvedAt: null,
};

function flagsWith(enabled: boolean) {
  return flagsReducer(undefined, flagsLoaded({ [FLAG]: { flagEnabled: enabled, variables: {} } }));
}

describe('the co-owner’s conditions', () => {
  it('loads them into the conditions slice under the application when the flag is on', async () => {
    const { storeState } = await expectSaga(loadSignerConditions, APP_UUID)
      .withReducer(reducer, { conditions: undefined, flags: flagsWith(true) } as never)
      .provide([[matchers.call.fn(getSignerConditions), [CONDITION]]])
      .call(getSignerConditions, APP_UUID)
      .run();
    const state = storeState as { conditions: ConditionsState };
    expect(selectOpenConditions(state, APP_UUID)).toEqual([CONDITION]);
  });

  it('asks nothing while the flag is off', async () => {
    await expectSaga(loadSignerConditions, APP_UUID)
      .withReducer(reducer, { conditions: undefined, flags: flagsWith(false) } as never)
      .not.call.fn(getSignerConditions)
      .run();
  });
});
