import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getDecisions } from '../../src/api/optimize';
import { flagsSaga } from '../../sagas/flags';
import { flagsFailed, flagsLoaded, flagsReducer, selectFlag } from '../../store/flags';
import { initialSessionState, sessionEstablished, sessionReducer } from '../../store/session';
import { makeOrgReducer } from '../../store/org';
import { sampleOrg } from '../utils/sampleOrg';

const reducer = combineReducers({ flags: flagsReducer, session: sessionReducer, org: makeOrgReducer(sampleOrg) });
const key = { uuid: 's', epoch: 1, trackerUuid: 'tracker-9' };
const decisions = { 'fe-heloc-ceo-feedback': { flagEnabled: true, variables: {} } };

describe('flags', () => {
  it('waits for the session, then asks for decisions with the tracker id and organisation', async () => {
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(reducer, { flags: undefined, session: initialSessionState, org: sampleOrg } as never)
      .provide([[matchers.call.fn(getDecisions), decisions]])
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .call(getDecisions, { trackerId: 'tracker-9', attributes: { organization: 'example' } })
      .put(flagsLoaded(decisions))
      .silentRun(50);
    expect(selectFlag(storeState, 'fe-heloc-ceo-feedback')).toBe(true);
    expect(selectFlag(storeState, 'unknown-flag')).toBe(false);
  });

  it('asks nothing before the session is established', async () => {
    await expectSaga(flagsSaga)
      .withReducer(reducer, { flags: undefined, session: initialSessionState, org: sampleOrg } as never)
      .provide([[matchers.call.fn(getDecisions), decisions]])
      .not.call.fn(getDecisions)
      .silentRun(50);
  });

  it('leaves every flag off when the decision call fails', async () => {
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(reducer, { flags: undefined, session: initialSessionState, org: sampleOrg } as never)
      .provide([
        [
          matchers.call.fn(getDecisions),
          throwError(Object.assign(new Error('x'), { status: 500, message: 'down.', data: null })),
        ],
      ])
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .put.like({ action: { type: flagsFailed.type } })
      .silentRun(50);
    expect(selectFlag(storeState, 'fe-heloc-ceo-feedback')).toBe(false);
  });
});
