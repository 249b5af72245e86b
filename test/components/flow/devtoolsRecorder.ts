// A stand-in for the Redux DevTools extension: import it before anything that loads Redux Toolkit, which reads
// window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ once, when it is first loaded. Like the extension, it sees every
// action that reaches the reducers (saga puts included) and keeps what the sanitisers let through.
import { compose, type Action, type Reducer, type StoreEnhancer, type StoreEnhancerStoreCreator } from 'redux';

export interface DevToolsOptions {
  name?: string;
  actionSanitizer?: <A extends Action>(action: A, id: number) => A;
  stateSanitizer?: <S>(state: S, index: number) => S;
}

export interface Recording {
  options: DevToolsOptions;
  /** The state the store was created with, sanitised. */
  initialState: unknown;
  /** Each action as DevTools would show it, with the state after it; `raw` is what the store really saw. */
  steps: { action: Action; state: unknown; raw: { action: Action; state: unknown } }[];
}

export const recordings: Recording[] = [];

function recorder(options: DevToolsOptions): StoreEnhancer {
  const cleanAction = options.actionSanitizer ?? (<A>(a: A) => a);
  const cleanState = options.stateSanitizer ?? (<S>(s: S) => s);
  return ((createStore: StoreEnhancerStoreCreator) => (reducer: Reducer, preloadedState?: unknown) => {
    const store = createStore(reducer, preloadedState as never);
    const recording: Recording = { options, initialState: cleanState(store.getState(), 0), steps: [] };
    recordings.push(recording);
    const dispatch = ((action: Action) => {
      const result = store.dispatch(action);
      const index = recording.steps.length + 1;
      const state: unknown = store.getState();
      recording.steps.push({
        action: cleanAction(action, index),
        state: cleanState(state, index),
        raw: { action, state },
      });
      return result;
    }) as typeof store.dispatch;
    return { ...store, dispatch };
  }) as unknown as StoreEnhancer;
}

Object.assign(window, {
  // Innermost enhancer, as the extension's own: the middleware chain ends in its dispatch.
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
    (options: DevToolsOptions) =>
    (...enhancers: StoreEnhancer[]) =>
      compose(...enhancers, recorder(options)),
});
