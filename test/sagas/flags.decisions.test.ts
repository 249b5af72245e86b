import { combineReducers } from '@reduxjs/toolkit';
import { connectRouter } from 'connected-react-router';
import { createMemoryHistory } from 'history';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getIdentityLegacy } from '../../src/api/identity';
import { getBrokerUser } from '../../src/api/identityBroker';
import { getDecisions, getFeature, getFeatures } from '../../src/api/optimize';
import { flagsSaga } from '../../sagas/flags';
import {
  flagsFailed,
  flagsLoaded,
  flagsReducer,
  selectBaseUrl,
  selectFlag,
  selectUserLookup,
  userLookedUp,
  userLookupFailed,
} from '../../store/flags';
import { initialSessionState, sessionEstablished, sessionReducer } from '../../store/session';
import { makeOrgReducer } from '../../store/org';
import type { Identity } from '../../src/domain/types';
import type { PrivateLabel } from '../../src/domain/org';
import { sampleOrg } from '../utils/sampleOrg';

const key = { uuid: 's', epoch: 1, trackerUuid: 'tracker-9' };
const decisions = { 'fe-heloc-ceo-feedback': { flagEnabled: true, variables: {} } };
const customer: Identity = {
  uuid: '99999999-8888-4777-8666-555555555555',
  type: 'BORROWER',
  email: 'pat@example.test',
  phoneNumbers: [],
  organizationCode: 'example',
  isBroker: false,
};
const agent: Identity = { ...customer, uuid: '11111111-8888-4777-8666-555555555555', type: 'AGENT' };
const user = { uuid: customer.uuid, email: customer.email, isBroker: false } as never;
const apiError = (status: number) => ({ status, message: `failed ${status}.`, data: null }) as never;

function setup(path = '/register', org: PrivateLabel = sampleOrg) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const reducer = combineReducers({
    flags: flagsReducer,
    session: sessionReducer,
    org: makeOrgReducer(org),
    router: connectRouter(history),
  });
  const initial = { flags: undefined, session: initialSessionState, org, router: undefined } as never;
  return { reducer, initial };
}

const established = (identity: Identity | null = null) =>
  sessionEstablished({ sessionKey: key, authenticated: identity !== null, identity });

describe('flags: the decision call', () => {
  it('waits for the session, then asks with the tracker id, the organisation and the allowlisted pilot parameters', async () => {
    const { reducer, initial } = setup('/register?DDP_Pilot=wave-2&utm_source=mail&other=1');
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(getDecisions), decisions]])
      .dispatch(established())
      .call(getDecisions, { trackerId: 'tracker-9', attributes: { organization: 'example', DDP_Pilot: 'wave-2' } })
      .put(flagsLoaded(decisions))
      .silentRun(50);
    expect(selectFlag(storeState, 'fe-heloc-ceo-feedback')).toBe(true);
    expect(selectFlag(storeState, 'unknown-flag')).toBe(false);
  });

  it('sends only the organisation when the page has no pilot parameter', async () => {
    const { reducer, initial } = setup('/register?utm_source=mail');
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(getDecisions), decisions]])
      .dispatch(established())
      .call(getDecisions, { trackerId: 'tracker-9', attributes: { organization: 'example' } })
      .silentRun(50);
  });

  it('asks nothing before the session is established', async () => {
    const { reducer, initial } = setup();
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(getDecisions), decisions]])
      .not.call.fn(getDecisions)
      .silentRun(50);
  });

  it('falls back to the feature list when the decision service fails', async () => {
    const { reducer, initial } = setup();
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), throwError(apiError(503))],
        [matchers.call.fn(getFeatures), [{ key: 'fe-heloc-exit-survey', enabled: true, variables: { a: 1 } }]],
      ])
      .dispatch(established())
      .call(getFeatures, { trackerId: 'tracker-9', attributes: { organization: 'example' } })
      .put(flagsLoaded({ 'fe-heloc-exit-survey': { flagEnabled: true, variables: { a: 1 } } }))
      .silentRun(50);
    expect(selectFlag(storeState, 'fe-heloc-exit-survey')).toBe(true);
  });

  it('leaves every flag off when the decision refuses the user (400) or both calls fail', async () => {
    for (const providers of [
      [[matchers.call.fn(getDecisions), throwError(apiError(400))]],
      [
        [matchers.call.fn(getDecisions), throwError(apiError(500))],
        [matchers.call.fn(getFeatures), throwError(apiError(500))],
      ],
    ]) {
      const { reducer, initial } = setup();
      const { storeState } = await expectSaga(flagsSaga)
        .withReducer(reducer, initial)
        .provide(providers as never)
        .dispatch(established())
        .put.like({ action: { type: flagsFailed.type } })
        .silentRun(50);
      expect(selectFlag(storeState, 'fe-heloc-ceo-feedback')).toBe(false);
    }
    const { reducer, initial } = setup();
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(getDecisions), throwError(apiError(400))]])
      .dispatch(established())
      .not.call.fn(getFeatures)
      .silentRun(50);
  });
});

describe('flags: which identity service knows the user', () => {
  const broker = { 'fe-identity-broker': { flagEnabled: true, variables: {} } };
  const agentBroker = { 'fe-portfolio-manager-auth': { flagEnabled: true, variables: {} } };

  it('asks the broker (customer role) when the identity-broker flag is on', async () => {
    const { reducer, initial } = setup();
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), broker],
        [matchers.call.fn(getBrokerUser), user],
      ])
      .dispatch(established(customer))
      .call(getBrokerUser, 'customer', 'heloc')
      .not.call.fn(getIdentityLegacy)
      .put(userLookedUp({ service: 'broker', user }))
      .silentRun(50);
    expect(selectUserLookup(storeState)?.service).toBe('broker');
  });

  it('asks the legacy service when the flag is off, and agents follow the portfolio-manager auth flag', async () => {
    const { reducer, initial } = setup();
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), agentBroker],
        [matchers.call.fn(getIdentityLegacy), user],
        [matchers.call.fn(getBrokerUser), user],
      ])
      .dispatch(established(customer))
      .call(getIdentityLegacy)
      .not.call.fn(getBrokerUser)
      .put(userLookedUp({ service: 'legacy', user }))
      .silentRun(50);
    const agentRun = setup();
    await expectSaga(flagsSaga)
      .withReducer(agentRun.reducer, agentRun.initial)
      .provide([
        [matchers.call.fn(getDecisions), agentBroker],
        [matchers.call.fn(getBrokerUser), user],
      ])
      .dispatch(established(agent))
      .call(getBrokerUser, 'agent', 'heloc')
      .put(userLookedUp({ service: 'broker', user }))
      .silentRun(50);
  });

  it('uses the other service when the chosen one has no such user, and says User not found when neither has', async () => {
    const { reducer, initial } = setup();
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), broker],
        [matchers.call.fn(getBrokerUser), throwError(apiError(404))],
        [matchers.call.fn(getIdentityLegacy), user],
      ])
      .dispatch(established(customer))
      .put(userLookedUp({ service: 'legacy', user }))
      .silentRun(50);
    const both = setup();
    const { storeState } = await expectSaga(flagsSaga)
      .withReducer(both.reducer, both.initial)
      .provide([
        [matchers.call.fn(getDecisions), broker],
        [matchers.call.fn(getBrokerUser), throwError(apiError(404))],
        [matchers.call.fn(getIdentityLegacy), throwError(apiError(500))],
      ])
      .dispatch(established(customer))
      .put(userLookupFailed({ status: 404, message: 'User not found', data: null }))
      .silentRun(50);
    expect(selectUserLookup(storeState)).toBeNull();
  });

  it('lets the mode force the service outside production, never in production', async () => {
    const dev = setup('/register?identity-mode=legacy', { ...sampleOrg, environment: 'development' });
    await expectSaga(flagsSaga)
      .withReducer(dev.reducer, dev.initial)
      .provide([
        [matchers.call.fn(getDecisions), broker],
        [matchers.call.fn(getIdentityLegacy), user],
        [matchers.call.fn(getBrokerUser), user],
      ])
      .dispatch(established(customer))
      .put(userLookedUp({ service: 'legacy', user }))
      .silentRun(50);
    const prod = setup('/register?identity-mode=legacy', { ...sampleOrg, environment: 'production' });
    await expectSaga(flagsSaga)
      .withReducer(prod.reducer, prod.initial)
      .provide([
        [matchers.call.fn(getDecisions), broker],
        [matchers.call.fn(getIdentityLegacy), user],
        [matchers.call.fn(getBrokerUser), user],
      ])
      .dispatch(established(customer))
      .put(userLookedUp({ service: 'broker', user }))
      .silentRun(50);
  });

  it('looks nobody up for a signed-out visitor', async () => {
    const { reducer, initial } = setup();
    await expectSaga(flagsSaga)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(getDecisions), broker]])
      .dispatch(established())
      .not.call.fn(getBrokerUser)
      .not.call.fn(getIdentityLegacy)
      .silentRun(50);
  });
});

describe('flags: the base URL of links into the app (outside pages)', () => {
  it.each([
    ['on', true, ''],
    ['off', false, 'https://heloc.example-lender.test'],
  ])('fe-relative-url-heloc %s gives %p', async (_label, enabled, expected) => {
    const { reducer, initial } = setup('/dashboard');
    const { storeState } = await expectSaga(flagsSaga, 'outside')
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), {}],
        [matchers.call.fn(getFeature), enabled],
      ])
      .dispatch(established())
      .call(getFeature, 'fe-relative-url-heloc')
      .silentRun(50);
    expect(selectBaseUrl(storeState)).toBe(expected);
  });

  it('falls back to the main company site when the lookup fails, and the app itself never asks', async () => {
    const { reducer, initial } = setup('/dashboard');
    const { storeState } = await expectSaga(flagsSaga, 'outside')
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(getDecisions), {}],
        [matchers.call.fn(getFeature), throwError(apiError(0))],
      ])
      .dispatch(established())
      .silentRun(50);
    expect(selectBaseUrl(storeState)).toBe('https://heloc.example-lender.test');
    const app = setup();
    await expectSaga(flagsSaga, 'app')
      .withReducer(app.reducer, app.initial)
      .provide([[matchers.call.fn(getDecisions), {}]])
      .dispatch(established())
      .not.call.fn(getFeature)
      .silentRun(50);
  });
});
