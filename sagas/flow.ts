// The client flow: whenever the application, profile or status changes, evaluate the triggers and record
// each allowed transition as `flow/transitioned` (spec core-journey section 4).
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { type FlowState } from '../src/domain/flow/machine';
import { INITIAL_FLOW_STATE } from '../src/domain/flow/initial';
import { settleFlow, type TriggerName } from '../src/domain/flow/triggers';
import type { Application, Profile } from '../src/domain/types';
import { applicationLoaded } from '../store/applications';
import { flowStarted, flowTransitioned, selectFlow, type FlowSliceState } from '../store/flow';
import { profileLoaded, selectProfile } from '../store/profile';
import { sessionCleared } from '../store/session';
import { selectApplicationView, stagePolled } from '../store/stage';
import { logError } from './effects';

/** Evaluates the triggers once for the current application and dispatches the transitions they allow. */
export function* evaluateFlow(): SagaIterator<void> {
  const application: Application | null = yield select(selectApplicationView);
  const profile: Profile | null = yield select(selectProfile);
  if (!application || !profile) return;
  const flow: FlowSliceState = yield select(selectFlow);
  let state: FlowState = flow.current;
  if (flow.applicationUuid !== application.uuid) {
    // Another application: its flow starts over and is rebuilt from its data.
    yield put(flowStarted({ applicationUuid: application.uuid }));
    state = INITIAL_FLOW_STATE;
  }
  const failures: { name: TriggerName; error: unknown }[] = [];
  const { transitions } = settleFlow({ state, application, profile }, (name, error) => failures.push({ name, error }));
  // A failed trigger is only logged: the others still move the flow.
  for (const { name, error } of failures) yield call(logError, `flow trigger ${name} failed`, error);
  for (const t of transitions) {
    yield put(flowTransitioned({ applicationUuid: application.uuid, event: t.event, from: t.from, to: t.to }));
  }
}

/** What the triggers read; equal inputs need no new evaluation. */
export function selectFlowInput(
  state: Parameters<typeof selectApplicationView>[0] & Parameters<typeof selectProfile>[0],
) {
  return { application: selectApplicationView(state), profile: selectProfile(state) };
}

const FLOW_INPUTS = [applicationLoaded.type, profileLoaded.type, stagePolled.type, sessionCleared.type];

export function* flowSaga(): SagaIterator<void> {
  // Buffered, so that a change arriving while the transitions are dispatched is not missed.
  const changes = yield actionChannel(FLOW_INPUTS);
  let lastInput: string | null = null;
  for (;;) {
    const action: UnknownAction = yield take(changes);
    if (sessionCleared.match(action)) {
      lastInput = null;
      continue;
    }
    const input: ReturnType<typeof selectFlowInput> = yield select(selectFlowInput);
    if (!input.application || !input.profile) continue;
    // Polling repeats the same status many times; re-running the triggers on unchanged data would replay
    // every 'any' transition again, so only a real change is evaluated.
    const key = JSON.stringify(input);
    if (key === lastInput) continue;
    lastInput = key;
    yield call(evaluateFlow);
  }
}
