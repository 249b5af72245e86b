// The feature injector (sagas/features.ts): a feature's chunk loads once however often it is asked for, its slices
// join the root reducer with their initial state before its sagas run, each saga runs once, and a failed load says
// so and can be asked for again. The route watcher asks for the feature a path needs.
import { createAction, createSlice } from '@reduxjs/toolkit';
import { createMemoryHistory } from 'history';
import { take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { featureForPath, featureInjectorSaga, FEATURE_LOADERS, type FeatureLoaders } from '../../sagas/features';
import { makeStore } from '../../store';
import { featureNeeded, type FeatureModule } from '../../store/features';
import { sampleOrg } from '../utils/sampleOrg';

const ping = createAction('test/ping');
const probe = createSlice({
  name: 'signer',
  initialState: { pings: 0 },
  reducers: {},
  extraReducers: (b) => b.addCase(ping, (s) => ({ ...s, pings: s.pings + 1 })),
});

function setup(load: () => Promise<FeatureModule>) {
  const store = makeStore({ org: sampleOrg, history: createMemoryHistory(), runSagas: false });
  const calls = { loads: 0 };
  const loader = async () => {
    calls.loads += 1;
    return load();
  };
  const loaders = { ...FEATURE_LOADERS, signer: loader } as FeatureLoaders;
  store.runSaga(featureInjectorSaga, loaders);
  return { store, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('feature injector', () => {
  it('loads a feature once, injects its slice before its sagas run, and runs each saga once', async () => {
    const seen = { starts: 0, stateAtStart: undefined as unknown };
    const feature: FeatureModule = {
      slices: [{ reducerPath: 'signer', reducer: probe.reducer }],
      sagas: {
        probe: function* probeSaga(): SagaIterator<void> {
          seen.starts += 1;
          seen.stateAtStart = (store.getState() as unknown as { signer?: unknown }).signer;
          yield take('never');
        },
      },
    };
    const { store, calls } = setup(async () => feature);
    expect(store.getState().features.signer).toBe('idle');
    store.dispatch(featureNeeded({ name: 'signer' }));
    store.dispatch(featureNeeded({ name: 'signer' }));
    expect(store.getState().features.signer).toBe('loading');
    await settle();
    expect(store.getState().features.signer).toBe('ready');
    expect(calls.loads).toBe(1);
    expect(seen.starts).toBe(1);
    expect(seen.stateAtStart).toEqual({ pings: 0 });
    store.dispatch(ping());
    expect((store.getState() as unknown as { signer: { pings: number } }).signer.pings).toBe(1);
    store.dispatch(featureNeeded({ name: 'signer' }));
    await settle();
    expect(calls.loads).toBe(1);
    expect(seen.starts).toBe(1);
  });

  it('says when a feature could not be loaded, and loads it when asked again', async () => {
    let fail = true;
    const { store, calls } = setup(async () => {
      if (fail) throw new Error('ChunkLoadError');
      return { slices: [], sagas: {} };
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch(featureNeeded({ name: 'signer' }));
    await settle();
    expect(store.getState().features.signer).toBe('failed');
    fail = false;
    store.dispatch(featureNeeded({ name: 'signer' }));
    await settle();
    expect(store.getState().features.signer).toBe('ready');
    expect(calls.loads).toBe(2);
    error.mockRestore();
  });

  it('knows the feature each page path needs', () => {
    expect(featureForPath('/11111111-2222-4333-8444-555555555555/start/profile')).toBe('journey');
    expect(featureForPath('/plaid-oauth-success')).toBe('journey');
    expect(featureForPath('/heloc-signer/login')).toBe('signer');
    expect(featureForPath('/heloc-signer')).toBe('signer');
    expect(featureForPath('/register')).toBeNull();
    expect(featureForPath('/heloc-signerx')).toBeNull();
  });
});
