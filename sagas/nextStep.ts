// The next-step router (spec core-journey sections 4 and 8): after a submission or on entering an application
// route, poll the server stage until it settles and move the borrower to the screen for it. A stage pushed by
// the server settles the run at once; a declined underwriting decision re-routes from almost any page.
import { LOCATION_CHANGE, push, replace } from 'connected-react-router';
import { actionChannel, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchStage, type StageAnswer } from '../src/api/application';
import { toApiError } from '../src/api/client';
import type { FlowState } from '../src/domain/flow/machine';
import { carriedQuery, uuidFromPath } from '../src/domain/guards';
import { pollDelay, settleDecision } from '../src/domain/routing/polling';
import { isWaitingStage } from '../src/domain/routing/stageClass';
import { offerSelectionMemory, screenForStage, shouldRerouteOnDecline } from '../src/domain/routing/stageScreen';
import type { Application, Profile } from '../src/domain/types';
import {
  applicationLoadFailed,
  applicationLoaded,
  selectApplicationById,
  selectApplicationsStatus,
  selectCurrentUuid,
} from '../store/applications';
import { flowTransitioned } from '../store/flow';
import { selectProfile } from '../store/profile';
import { selectIsAuthenticated } from '../store/session';
import {
  nextStepRequested,
  selectApplicationView,
  stagePolled,
  stagePollFailed,
  stagePushed,
  stageSettled,
  type NextStepRequest,
  type StagePushedPayload,
} from '../store/stage';
import type { RootState } from '../store/rootReducer';
import { DASHBOARD_PATH, loadApplication, waitForSession } from './applicationLoading';
import { leaveTo, logError, sleep } from './effects';
import { selectPreviousStage } from './settle';

export const DECLINED_FLOW_STATES: readonly FlowState[] = ['declined', 'dtiDeclined', 'creditScoreDeclined'];

export interface NextStepTarget {
  path: string;
  /** Location state for the screen (the offer-selection memory), or null. */
  state: ReturnType<typeof offerSelectionMemory>;
}

function flowStateFor(state: RootState, uuid: string): FlowState | null {
  return state.flow.applicationUuid === uuid ? state.flow.current : null;
}

/** Where a settled `stage` sends the borrower of application `uuid`; null when they are already there. */
export function selectNextStepTarget(state: RootState, uuid: string, stage: string): NextStepTarget | null {
  const application = selectApplicationView(state, uuid);
  const path = screenForStage(stage, { uuid, application, flowState: flowStateFor(state, uuid) });
  const memory = offerSelectionMemory(stage, application);
  if (path === state.router.location.pathname && !memory) return null;
  // COMPLETE sends everyone else to the root (the dashboard); a borrower watching the complete screen stays to
  // read that the line is funded.
  if (stage === 'COMPLETE' && state.router.location.pathname === `/${uuid}/complete`) return null;
  return { path, state: memory };
}

/** The decline screen to re-route to, or null when the current page may stay (spec: all but document/disclosures). */
export function selectDeclineTarget(state: RootState): string | null {
  const { pathname } = state.router.location;
  const uuid = uuidFromPath(pathname);
  if (!uuid) return null;
  const application = selectApplicationView(state, uuid);
  const flowState = flowStateFor(state, uuid);
  // The flow state picks the decline screen (plain, DTI or credit score); until the flow has caught up, wait.
  if (!flowState || !DECLINED_FLOW_STATES.includes(flowState)) return null;
  if (!shouldRerouteOnDecline(pathname, application)) return null;
  const path = screenForStage(null, { uuid, application, flowState });
  return path === pathname ? null : path;
}

/** The router move to `target`, carrying pop-webchat from the current location (the only parameter that travels). */
export function navigation(target: NextStepTarget, search = '') {
  const path = target.path + carriedQuery(search);
  return target.state ? push(path, target.state) : push(path);
}

export const selectSearch = (state: RootState): string => state.router.location.search;

/** Settles on `stage` and moves the borrower to its screen. */
export function* settleAndRoute(uuid: string, stage: string, source: 'poll' | 'push'): SagaIterator<void> {
  yield put(stageSettled({ applicationUuid: uuid, stage, source }));
  const target: NextStepTarget | null = yield select(selectNextStepTarget, uuid, stage);
  if (target) yield put(navigation(target, yield select(selectSearch)));
}

/**
 * A pushed stage: its answer is asked for once before routing, since a push carries the stage but not the status,
 * and a screen can hang on the status (signing/intro offers to sign only once the closing documents are ready).
 * Routing on the last poll's status left the borrower before a button that never came. A failed ask, or an answer
 * already on a waiting stage, routes on the push with the freshest status there is.
 */
export function* settlePushed(uuid: string, { from, to }: StagePushedPayload): SagaIterator<void> {
  let stage = to;
  try {
    const answer: StageAnswer = yield call(fetchStage, uuid);
    yield put(stagePolled({ applicationUuid: uuid, stage: answer.stage, status: answer.status, attempt: 1 }));
    // An answer still on the stage the push left (a read that has not caught up yet) does not undo the push.
    if (!isWaitingStage(answer.stage) && answer.stage !== from) stage = answer.stage;
  } catch (e) {
    yield call(logError, 'next step: stage after a push not read; routing on the push', e);
  }
  yield call(settleAndRoute, uuid, stage, 'push');
}

/**
 * Polls the stage per the settle rule (pollDelay between tries; waiting stages up to 14 tries, then UNKNOWN
 * except GEN_NOTE_SIGNING; an unmoved stage up to 7; anything else at once) and routes to the settled stage.
 */
export function* runNextStep(uuid: string, previousStage: string | null): SagaIterator<void> {
  for (let attempt = 0; ; attempt += 1) {
    let answer: StageAnswer;
    try {
      answer = yield call(fetchStage, uuid);
    } catch (e) {
      // The borrower stays where they are; a 401 is the auth saga's business.
      yield put(stagePollFailed({ applicationUuid: uuid, error: toApiError(e) }));
      yield call(logError, 'next step: stage poll failed', e);
      return;
    }
    yield put(stagePolled({ applicationUuid: uuid, stage: answer.stage, status: answer.status, attempt: attempt + 1 }));
    const decision = settleDecision({
      stage: answer.stage,
      previousStage,
      attempt,
      conditionOpen: Boolean(answer.status?.condition),
    });
    if (decision.kind === 'accept') {
      yield put(stageSettled({ applicationUuid: uuid, stage: decision.stage, source: 'poll' }));
      const target: NextStepTarget | null = yield select(selectNextStepTarget, uuid, decision.stage);
      if (target) yield put(navigation(target, yield select(selectSearch)));
      return;
    }
    yield call(sleep, pollDelay(attempt));
  }
}

/**
 * Makes sure application and profile are in the store (routing needs both). Missing ones send the borrower to
 * the dashboard; returns whether the run can go on.
 */
export function* ensureLoaded(uuid: string): SagaIterator<boolean> {
  const has = function* hasBoth(): SagaIterator<boolean> {
    const application: Application | undefined = yield select(selectApplicationById, uuid);
    const profile: Profile | null = yield select(selectProfile);
    return Boolean(application && profile);
  };
  if (yield call(has)) return true;
  const status: string = yield select(selectApplicationsStatus);
  const current: string | null = yield select(selectCurrentUuid);
  if (status === 'loading' && current === uuid) {
    // The application loading saga is on it already.
    const outcome: UnknownAction = yield take([applicationLoaded.type, applicationLoadFailed.type]);
    if (applicationLoadFailed.match(outcome)) return false;
    if (yield call(has)) return true;
    yield call(leaveTo, DASHBOARD_PATH);
    return false;
  }
  // loadApplication itself leaves for the dashboard when either one is missing.
  yield call(loadApplication, uuid);
  return (yield call(has)) as boolean;
}

export function* onNextStepRequested({ uuid, reason, previousStage }: NextStepRequest): SagaIterator<void> {
  yield call(waitForSession);
  const authenticated: boolean = yield select(selectIsAuthenticated);
  if (!authenticated) return; // the route guards send the visitor to sign in
  const ready: boolean = yield call(ensureLoaded, uuid);
  if (!ready) return;
  // Only a submission has a stage "before": entering a route takes the server's first answer.
  let previous: string | null = previousStage ?? null;
  if (reason === 'submitted' && previousStage === undefined) previous = yield select(selectPreviousStage, uuid);
  yield call(runNextStep, uuid, previous);
}

export function* rerouteOnDecline(): SagaIterator<void> {
  const path: string | null = yield select(selectDeclineTarget);
  // replace: going back must not return to a page the decline closed.
  if (path) yield put(replace(path + carriedQuery(yield select(selectSearch))));
}

export function* nextStepSaga(): SagaIterator<void> {
  const events = yield actionChannel([
    nextStepRequested.type,
    stagePushed.type,
    flowTransitioned.type,
    LOCATION_CHANGE,
  ]);
  let run: Task | null = null;
  let runUuid: string | null = null;
  const running = () => run !== null && run.isRunning();
  for (;;) {
    const action: UnknownAction = yield take(events);
    if (nextStepRequested.match(action)) {
      // The latest request wins: an older run would route on a stale answer.
      if (running()) yield cancel(run as Task);
      runUuid = action.payload.uuid;
      run = yield fork(onNextStepRequested, action.payload);
    } else if (stagePushed.match(action)) {
      const { applicationUuid, to } = action.payload;
      const current: string | null = yield select(selectCurrentUuid);
      const forRun = running() && runUuid === applicationUuid;
      if (!forRun && applicationUuid !== current) continue;
      // A waiting stage is not an answer: the server is still moving, so a run keeps polling and an idle
      // router waits for the next push.
      if (isWaitingStage(to)) continue;
      if (running()) yield cancel(run as Task);
      runUuid = applicationUuid;
      run = yield fork(settlePushed, applicationUuid, action.payload);
    } else if (flowTransitioned.match(action)) {
      if (DECLINED_FLOW_STATES.includes(action.payload.to)) yield call(rerouteOnDecline);
    } else {
      // LOCATION_CHANGE: a declined borrower who opens another page is sent back.
      yield call(rerouteOnDecline);
    }
  }
}
