// A real root reducer and state for expectSaga's withReducer: flow and routing sagas read several slices.
import { createMemoryHistory } from 'history';
import { makeRootReducer, type RootState } from '../../../store';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { APPLICATION_UUID, makeApplication, makeProfile, type DeepPartial } from '../../fixtures/application';
import type { Application, Profile } from '../../../src/domain/types';
import { applicationLoaded } from '../../../store/applications';
import { profileLoaded } from '../../../store/profile';

export const UUID = APPLICATION_UUID;

export interface FlowStoreOptions {
  path?: string;
  application?: DeepPartial<Application> | null;
  profile?: DeepPartial<Profile> | null;
}

/** A signed-in state at `path` with the application and profile loaded (unless null). */
export function flowTestState({
  path = `/${UUID}/start/profile`,
  application = {},
  profile = {},
}: FlowStoreOptions = {}) {
  const { store } = makeTestStore({ path, authenticated: true });
  if (application) store.dispatch(applicationLoaded(makeApplication(application)));
  if (profile) store.dispatch(profileLoaded(makeProfile(profile)));
  return store.getState();
}

export const rootReducer = makeRootReducer(sampleOrg, createMemoryHistory());
export type { RootState };
