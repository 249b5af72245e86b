import { createMemoryHistory } from 'history';
import { makeStore } from '../../../store';
import { applicationLoaded } from '../../../store/applications';
import {
  FLOW_HISTORY_LIMIT,
  flowStarted,
  flowTransitioned,
  initialFlowState,
  selectFlowState,
  selectFlowTransitions,
} from '../../../store/flow';
import { sessionCleared } from '../../../store/session';
import {
  initialStageState,
  nextStepRequested,
  selectApplicationView,
  selectKnownStage,
  stagePollFailed,
  stagePolled,
  stagePushed,
  stageSettled,
} from '../../../store/stage';
import { APPLICATION_UUID as UUID, makeApplication } from '../../fixtures/application';
import { sampleOrg } from '../../utils/sampleOrg';

const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const store = () => makeStore({ org: sampleOrg, history: createMemoryHistory(), runSagas: false });

describe('flow slice', () => {
  it('follows the transitions and keeps the last ones in order', () => {
    const s = store();
    s.dispatch(flowStarted({ applicationUuid: UUID }));
    s.dispatch(flowTransitioned({ applicationUuid: UUID, event: 'lienInfo', from: 'profile', to: 'liens' }));
    s.dispatch(flowTransitioned({ applicationUuid: UUID, event: 'underwrite', from: 'liens', to: 'product' }));
    expect(selectFlowState(s.getState())).toBe('product');
    expect(selectFlowTransitions(s.getState())).toEqual([
      { event: 'lienInfo', from: 'profile', to: 'liens' },
      { event: 'underwrite', from: 'liens', to: 'product' },
    ]);
  });

  it(`keeps at most ${FLOW_HISTORY_LIMIT} transitions, dropping the oldest`, () => {
    const s = store();
    for (let i = 0; i < FLOW_HISTORY_LIMIT + 3; i += 1) {
      const [from, to] = i % 2 === 0 ? (['product', 'moreProfile'] as const) : (['moreProfile', 'product'] as const);
      s.dispatch(
        flowTransitioned({ applicationUuid: UUID, event: i % 2 === 0 ? 'selectProduct' : 'underwrite', from, to }),
      );
    }
    const transitions = selectFlowTransitions(s.getState());
    expect(transitions).toHaveLength(FLOW_HISTORY_LIMIT);
    // The 4th dispatched (index 3, odd) is now the oldest.
    expect(transitions[0]).toEqual({ event: 'underwrite', from: 'moreProfile', to: 'product' });
  });

  it('starts over for another application and on sign-out', () => {
    const s = store();
    s.dispatch(flowTransitioned({ applicationUuid: UUID, event: 'lienInfo', from: 'profile', to: 'liens' }));
    s.dispatch(flowStarted({ applicationUuid: OTHER }));
    expect(s.getState().flow).toEqual({ ...initialFlowState, applicationUuid: OTHER });
    s.dispatch(flowTransitioned({ applicationUuid: OTHER, event: 'lienInfo', from: 'profile', to: 'liens' }));
    s.dispatch(sessionCleared());
    expect(s.getState().flow).toEqual(initialFlowState);
  });
});

describe('stage slice', () => {
  it('records polls, the settled stage and pushes', () => {
    const s = store();
    s.dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }));
    expect(s.getState().stage).toMatchObject({ applicationUuid: UUID, polling: 'polling', attempts: 0 });
    s.dispatch(stagePolled({ applicationUuid: UUID, stage: 'HMDA', status: { hasHmda: true } as never, attempt: 2 }));
    s.dispatch(stageSettled({ applicationUuid: UUID, stage: 'HMDA', source: 'poll' }));
    expect(s.getState().stage).toMatchObject({ current: 'HMDA', settled: 'HMDA', attempts: 2, polling: 'settled' });
    s.dispatch(stagePushed({ applicationUuid: UUID, from: 'HMDA', to: 'GEN_SUMMARY_DISCLOSURE', at: 't' }));
    expect(selectKnownStage(s.getState(), UUID)).toBe('GEN_SUMMARY_DISCLOSURE');
    expect(selectKnownStage(s.getState(), OTHER)).toBeNull();
  });

  it('forgets the previous application when a run starts for another one', () => {
    const s = store();
    s.dispatch(stagePolled({ applicationUuid: UUID, stage: 'HMDA', status: {}, attempt: 1 }));
    s.dispatch(nextStepRequested({ uuid: OTHER, reason: 'entered' }));
    expect(s.getState().stage).toEqual({ ...initialStageState, applicationUuid: OTHER, polling: 'polling' });
  });

  it('records a failed poll with its serialised error', () => {
    const s = store();
    const error = { status: 503, message: 'Unavailable.', data: null };
    s.dispatch(stagePollFailed({ applicationUuid: UUID, error }));
    expect(s.getState().stage).toMatchObject({ polling: 'failed', error });
  });

  it('gives the application the polled status until the application is loaded again', () => {
    const s = store();
    s.dispatch(applicationLoaded(makeApplication({ status: { checklistStatus: 'HMDA' } })));
    const loaded = selectApplicationView(s.getState());
    expect(loaded?.status).toEqual({ checklistStatus: 'HMDA' });
    s.dispatch(
      stagePolled({ applicationUuid: UUID, stage: 'APP_SUBMISSION', status: { liensComplete: true }, attempt: 1 }),
    );
    expect(selectApplicationView(s.getState())?.status).toEqual({ liensComplete: true });
    expect(selectApplicationView(s.getState(), UUID)?.status).toEqual({ liensComplete: true });
    expect(selectApplicationView(s.getState(), OTHER)).toBeNull();
    // Memoised: components can select it without a new object on every render.
    expect(selectApplicationView(s.getState())).toBe(selectApplicationView(s.getState()));
    s.dispatch(applicationLoaded(makeApplication({ status: { checklistStatus: 'GEN_SUMMARY_DISCLOSURE' } })));
    expect(selectApplicationView(s.getState())?.status).toEqual({ checklistStatus: 'GEN_SUMMARY_DISCLOSURE' });
  });

  it('is cleared on sign-out', () => {
    const s = store();
    s.dispatch(stagePolled({ applicationUuid: UUID, stage: 'HMDA', status: {}, attempt: 1 }));
    s.dispatch(sessionCleared());
    expect(s.getState().stage).toEqual(initialStageState);
  });
});
