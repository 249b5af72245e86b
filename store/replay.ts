// Replays an action log (store/actionLog.ts) into a fresh store: the real reducers, no sagas and no middleware, so
// the store goes through exactly the states the borrower's did. The path is what changed on the way: the screen
// (the router's location), the server stage the router settled on, and the client flow state.
import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createMemoryHistory } from 'history';
import type { PrivateLabel } from '../src/domain/org';
import type { ActionLog } from './actionLog';
import { makeRootReducer, type RootState } from './index';

export interface ReplayStep {
  /** 1-based place of the action in the log. */
  index: number;
  timestamp: number;
  actionType: string;
  screen: string;
  stage: string | null;
  flow: string | null;
}

export interface ReplayResult {
  finalState: RootState;
  /** One step per change of screen, settled stage or flow state, in order. */
  path: ReplayStep[];
  actions: number;
}

function pointOf(state: RootState) {
  return {
    screen: `${state.router.location.pathname}${state.router.location.search}`,
    stage: state.stage.settled ?? state.stage.current,
    flow: state.flow.applicationUuid ? state.flow.current : null,
  };
}

export function replayActionLog(log: ActionLog): ReplayResult {
  const preloaded = log.preloadedState as RootState;
  const org = preloaded.org as PrivateLabel;
  const history = createMemoryHistory({
    initialEntries: [`${preloaded.router?.location?.pathname ?? '/'}${preloaded.router?.location?.search ?? ''}`],
  });
  const store = configureStore({
    reducer: makeRootReducer(org, history) as unknown as Reducer<RootState, UnknownAction>,
    preloadedState: preloaded,
    // No middleware at all: no sagas, and no dev checks (a long log would make them slow).
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }),
    devTools: false,
  });
  let last = pointOf(store.getState());
  const path: ReplayStep[] = [{ index: 0, timestamp: log.entries[0]?.timestamp ?? 0, actionType: '(start)', ...last }];
  log.entries.forEach(({ action, timestamp }, i) => {
    store.dispatch(action);
    const now = pointOf(store.getState());
    if (now.screen !== last.screen || now.stage !== last.stage || now.flow !== last.flow) {
      path.push({ index: i + 1, timestamp, actionType: action.type, ...now });
      last = now;
    }
  });
  return { finalState: store.getState(), path, actions: log.entries.length };
}

/** The path as `npm run replay` prints it: one line per change. */
export function formatReplayPath(result: ReplayResult): string {
  const lines = result.path.map((step) => {
    const at = step.timestamp ? new Date(step.timestamp).toISOString().slice(11, 23) : '--:--:--.---';
    return `${String(step.index).padStart(5)}  ${at}  ${step.screen}  stage=${step.stage ?? '-'}  flow=${step.flow ?? '-'}  (${step.actionType})`;
  });
  const end = result.path[result.path.length - 1];
  lines.push(
    `${result.actions} actions replayed; ends on ${end.screen} (stage ${end.stage ?? '-'}, flow ${end.flow ?? '-'})`,
  );
  return lines.join('\n');
}
