// Renders a tree on a fresh makeStore: memory history at `path`, the sample org, sagas optional.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import { createMemoryHistory } from 'history';
import { initialFlagsState } from '../../store/flags';
import { makeStore, type RootState } from '../../store';
import { initialSessionState } from '../../store/session';
import { allFeaturesReady } from '../../store/features';
import { chatSliceReducer } from '../../store/chat';
import { conditionsReducer } from '../../store/conditions';
import { disclosuresReducer } from '../../store/disclosures';
import { notaryReducer } from '../../store/notary';
import { signerReducer } from '../../store/signer';
import type { PrivateLabel } from '../../src/domain/org';
import type { Identity } from '../../src/domain/types';
import { ThemeRoot } from '../../src/theme';
import { sampleOrg } from './sampleOrg';

export const TEST_TRACKER_UUID = '5b0e6f1c-8d2a-4c3e-9f47-2a1d6c8b9e30';
export const TEST_SESSION_UUID = 'c4a7e2d9-3b6f-4a18-8e5c-7d9f0b1a2c63';
export const TEST_IDENTITY: Identity = {
  uuid: '99999999-8888-4777-8666-555555555555',
  type: 'BORROWER',
  email: 'pat@example.test',
  phoneNumbers: ['5551234567'],
  organizationCode: 'example',
  isBroker: false,
};

/** Every slice a lazy feature injects (store/rootReducer.ts LazySlices). */
export const LAZY_SLICES = [
  { reducerPath: 'disclosures', reducer: disclosuresReducer },
  { reducerPath: 'chat', reducer: chatSliceReducer },
  { reducerPath: 'signer', reducer: signerReducer },
  { reducerPath: 'notary', reducer: notaryReducer },
  { reducerPath: 'conditions', reducer: conditionsReducer },
];

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  path?: string;
  org?: PrivateLabel;
  preloadedState?: Partial<RootState>;
  runSagas?: boolean;
  /** Session established, signed in or not (default: established, signed out). */
  authenticated?: boolean;
  /** Which entry's sagas run: the app (default) or the pages outside it. */
  entry?: 'app' | 'outside';
}

export function makeTestStore({
  path = '/',
  org = sampleOrg,
  preloadedState,
  runSagas = false,
  authenticated = false,
  entry = 'app',
}: Omit<RenderWithProvidersOptions, keyof RenderOptions> = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  // A signed-in borrower has a stored token (the profile query refuses to run without one: 'JWT error').
  if (authenticated && !window.localStorage.getItem('jwt')) window.localStorage.setItem('jwt', 'Bearer test-token');
  const store = makeStore({
    org,
    history,
    runSagas,
    entry,
    // The features' slices are in the store from the start, so preloadedState may hold them.
    slices: LAZY_SLICES,
    preloadedState: {
      session: {
        ...initialSessionState,
        status: 'established',
        authenticated,
        identity: authenticated ? TEST_IDENTITY : null,
        // Shaped as the telemetry service issues them: the fake servers hold events to its contract.
        trackerUuid: TEST_TRACKER_UUID,
        sessionKey: { uuid: TEST_SESSION_UUID, epoch: 1, trackerUuid: TEST_TRACKER_UUID },
      },
      // Without sagas nobody asks for feature decisions: none were made, and the guards need not wait for them.
      ...(runSagas ? {} : { flags: { ...initialFlagsState, status: 'loaded' as const } }),
      // Nor loads the lazy features (sagas/features.ts): their screens need not wait for them.
      ...(runSagas ? {} : { features: allFeaturesReady }),
      ...preloadedState,
    },
  });
  return { store, history };
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { path, org = sampleOrg, preloadedState, runSagas, authenticated, entry, ...renderOptions } = options;
  const { store, history } = makeTestStore({ path, org, preloadedState, runSagas, authenticated, entry });
  const result = render(
    <Provider store={store}>
      <ThemeRoot org={org}>
        <ConnectedRouter history={history}>{ui}</ConnectedRouter>
      </ThemeRoot>
    </Provider>,
    renderOptions,
  );
  return { store, history, ...result };
}
