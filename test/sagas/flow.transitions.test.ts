import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { flowSaga } from '../../sagas/flow';
import { logError } from '../../sagas/effects';
import { applicationLoaded } from '../../store/applications';
import { flowStarted, flowTransitioned } from '../../store/flow';
import { profileLoaded } from '../../store/profile';
import { stagePolled } from '../../store/stage';
import { makeApplication, makeProfile } from '../fixtures/application';
import type { Profile, ProfileAddress } from '../../src/domain/types';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const ADDRESS: ProfileAddress = {
  uuid: 'prop-1',
  street1: '1 Main St',
  city: 'Austin',
  state: 'CA',
  zip: '90001',
  ownership: 'SOLE',
};
const PROFILE = { name: { uuid: 'n-1' }, dob: '1980-01-01', hasSsn: true, addresses: [ADDRESS] };
const WITH_CONSENT = { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' as const }] };
const transitioned = (event: string, from: string, to: string) =>
  flowTransitioned({ applicationUuid: UUID, event, from, to } as Parameters<typeof flowTransitioned>[0]);

describe('flow saga', () => {
  it('dispatches flow/transitioned for each allowed transition when the application changes', async () => {
    const { storeState } = await expectSaga(flowSaga)
      .withReducer(rootReducer, flowTestState({ profile: PROFILE }))
      .dispatch(applicationLoaded(makeApplication({ ...WITH_CONSENT, status: { liensComplete: true } })))
      .put(flowStarted({ applicationUuid: UUID }))
      .put(transitioned('lienInfo', 'profile', 'liens'))
      .put(transitioned('underwrite', 'liens', 'product'))
      .silentRun(50);
    expect(storeState.flow).toEqual({
      applicationUuid: UUID,
      current: 'product',
      transitions: [
        { event: 'lienInfo', from: 'profile', to: 'liens' },
        { event: 'underwrite', from: 'liens', to: 'product' },
      ],
    });
  });

  it('moves on when a poll brings a new status, and not again for the same status', async () => {
    // An offer is chosen: every re-evaluation would go round underwrite (any -> product) and selectProduct again.
    const application = makeApplication({ ...WITH_CONSENT, term: 10, amount: 50000, rate: 8 });
    const status = { liensComplete: true };
    const poll = (attempt: number) =>
      stagePolled({ applicationUuid: UUID, stage: 'WAITING_FOR_INITIAL_OFFERS', status, attempt });
    const { storeState } = await expectSaga(flowSaga)
      .withReducer(rootReducer, flowTestState({ profile: PROFILE }))
      .dispatch(applicationLoaded(application))
      .dispatch(poll(1))
      .dispatch(poll(2))
      .dispatch(poll(3))
      .silentRun(50);
    // lienInfo from the application, then underwrite (polled status) and selectProduct; the repeats add nothing.
    expect(storeState.flow.current).toBe('moreProfile');
    expect(storeState.flow.transitions.map((t: { event: string }) => t.event)).toEqual([
      'lienInfo',
      'underwrite',
      'selectProduct',
    ]);
  });

  it('evaluates again when the profile arrives after the application', async () => {
    const { storeState } = await expectSaga(flowSaga)
      .withReducer(rootReducer, flowTestState({ application: null, profile: null }))
      .dispatch(applicationLoaded(makeApplication(WITH_CONSENT)))
      .dispatch(profileLoaded(makeProfile(PROFILE)))
      .put(transitioned('lienInfo', 'profile', 'liens'))
      .silentRun(50);
    expect(storeState.flow.current).toBe('liens');
  });

  it('only logs a failed trigger; the other triggers still move the flow', async () => {
    const state = flowTestState({ profile: PROFILE });
    // The borrower got to moreProfile earlier.
    const preloaded = rootReducer(
      rootReducer(state, flowStarted({ applicationUuid: UUID })),
      transitioned('selectProduct', 'product', 'moreProfile'),
    );
    const broken = { ...makeProfile(PROFILE), addresses: null } as unknown as Profile;
    await expectSaga(flowSaga)
      .withReducer(rootReducer, preloaded)
      .provide([[matchers.call.fn(logError), null]])
      .dispatch(profileLoaded(broken))
      .dispatch(
        applicationLoaded(makeApplication({ selectedPropertyUuid: 'prop-1', status: { creditScoreDecline: true } })),
      )
      .call.like({ fn: logError, args: ['flow trigger addProfileInfo failed'] })
      .put(transitioned('creditScoreDecline', 'moreProfile', 'creditScoreDeclined'))
      .silentRun(50);
  });

  it('starts over for another application', async () => {
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const { storeState } = await expectSaga(flowSaga)
      .withReducer(rootReducer, flowTestState({ profile: PROFILE }))
      .dispatch(applicationLoaded(makeApplication({ ...WITH_CONSENT, status: { liensComplete: true } })))
      .dispatch(applicationLoaded(makeApplication({ uuid: other })))
      .put(flowStarted({ applicationUuid: other }))
      .silentRun(50);
    expect(storeState.flow).toEqual({ applicationUuid: other, current: 'profile', transitions: [] });
  });
});
