// The recorder must load before Redux Toolkit: it stands in for the DevTools extension.
import { recordings, type Recording } from './devtoolsRecorder';
import { configureStore } from '@reduxjs/toolkit';
import { createMemoryHistory } from 'history';
import { makeRootReducer, type RootState } from '../../../store';
import { actionSanitizer, findSecrets, stateSanitizer } from '../../../store/devtools';
import { sampleOrg } from '../../utils/sampleOrg';
import { LAZY_SLICES } from '../../utils/renderWithProviders';
import { runScript, startJourney, UUID, type Journey } from './journey';

let journey: Journey | null = null;

afterEach(() => {
  journey?.stop();
  journey = null;
  window.localStorage.clear();
});

async function recordJourney(): Promise<Recording> {
  const before = recordings.length;
  const j = startJourney();
  journey = j;
  await runScript(j, async (screenPath) => {
    await j.onScreen(screenPath);
  });
  // The store made for the journey is the one recorded.
  expect(recordings).toHaveLength(before + 1);
  return recordings[before];
}

describe('DevTools replay of a journey', () => {
  it('enables DevTools with the action and state sanitisers', async () => {
    const recording = await recordJourney();
    expect(recording.options.actionSanitizer).toBe(actionSanitizer);
    expect(recording.options.stateSanitizer).toBe(stateSanitizer);
  });

  it('never lets an SSN, account number or token into an action or the store', async () => {
    const recording = await recordJourney();
    expect(recording.steps.length).toBeGreaterThan(20);
    expect(findSecrets(recording.initialState)).toEqual([]);
    recording.steps.forEach(({ raw }, i) => {
      expect({ step: i, type: raw.action.type, found: findSecrets(raw.action) }).toEqual({
        step: i,
        type: raw.action.type,
        found: [],
      });
      expect({ step: i, found: findSecrets(raw.state) }).toEqual({ step: i, found: [] });
    });
    // The masked account the server sent is in the store as it came: last four only.
    const last = recording.steps[recording.steps.length - 1].raw.state as RootState;
    expect(last.applications.entities[UUID]?.disburseAccount).toMatchObject({
      mask: '6789',
      accountNumber: '****6789',
    });
    // Nothing needed masking, so DevTools got the actions exactly as dispatched.
    recording.steps.forEach(({ action, raw }) => expect(action).toBe(raw.action));
  });

  it('replays the action log into a fresh store without sagas: same state and location at every step', async () => {
    const recording = await recordJourney();
    const reducer = makeRootReducer(sampleOrg, createMemoryHistory());
    // The recording store had the features' slices injected (test/utils/renderWithProviders.tsx): so has this one.
    for (const slice of LAZY_SLICES) reducer.inject(slice);
    const replay = configureStore({
      reducer,
      preloadedState: recording.initialState as RootState,
      devTools: false,
    });
    expect(stateSanitizer(replay.getState())).toEqual(recording.initialState);
    const locations: string[] = [];
    recording.steps.forEach(({ action, state }, i) => {
      replay.dispatch(action);
      const replayed = replay.getState();
      const recorded = state as RootState;
      expect({ step: i, location: replayed.router.location }).toEqual({ step: i, location: recorded.router.location });
      expect({ step: i, state: stateSanitizer(replayed) }).toEqual({ step: i, state: recorded });
      if (locations[locations.length - 1] !== replayed.router.location.pathname) {
        locations.push(replayed.router.location.pathname);
      }
    });
    expect(locations).toEqual(
      ['start/profile', 'liens', 'product/select', 'start/contact', 'start/hmda', 'error/decline'].map(
        (p) => `/${UUID}/${p}`,
      ),
    );
    expect(replay.getState().flow.current).toBe('declined');
  });
});
