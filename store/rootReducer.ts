// The root reducer: the slices every entry needs, combined with RTK's combineSlices, and the lazy slices a
// feature injects when it loads (store/features.ts, sagas/features.ts). This module imports no saga.
import { combineSlices, type Action, type Reducer, type StateFromReducersMapObject } from '@reduxjs/toolkit';
import { connectRouter, type RouterState } from 'connected-react-router';
import type { History } from 'history';
import type { PrivateLabel } from '../src/domain/org';
import { applicationsReducer } from './applications';
import { makeOrgReducer } from './org';
import { profileReducer } from './profile';
import { sessionExpiryReducer, sessionReducer } from './session';
import { uiReducer } from './ui';
import { flagsReducer } from './flags';
import { footerReducer } from './footer';
import { hoursReducer } from './hours';
import { loanOfficerReducer } from './loanOfficer';
import { notificationsReducer } from './notifications';
import { flowReducer } from './flow';
import { stageReducer } from './stage';
import { journeyReducer } from './journey';
import { exitSurveyReducer } from './exitSurvey';
import { featuresReducer, type LazySlice } from './features';
import type { ChatState } from './chat';
import type { ConditionsState } from './conditions';
import type { DisclosuresState } from './disclosures';
import type { NotaryState } from './notary';
import type { SignerState } from './signer';

/**
 * The slices features inject (their reducers come with the feature's chunk): disclosures (the journey feature),
 * chat (the chat feature), signer (the signer feature), notary and conditions (the closing and signer features). They are read only by screens and
 * sagas of their feature, under its gate, so RootState types them as present.
 */
export interface LazySlices {
  disclosures: DisclosuresState;
  chat: ChatState;
  signer: SignerState;
  notary: NotaryState;
  conditions: ConditionsState;
}

function staticReducers(org: PrivateLabel, history: History) {
  return {
    router: connectRouter(history) as (state: RouterState | undefined, action: { type: string }) => RouterState,
    org: makeOrgReducer(org),
    session: sessionReducer,
    sessionExpiry: sessionExpiryReducer,
    profile: profileReducer,
    applications: applicationsReducer,
    ui: uiReducer,
    flags: flagsReducer,
    footer: footerReducer,
    hours: hoursReducer,
    loanOfficer: loanOfficerReducer,
    notifications: notificationsReducer,
    flow: flowReducer,
    stage: stageReducer,
    journey: journeyReducer,
    exitSurvey: exitSurveyReducer,
    features: featuresReducer,
  };
}

export type RootState = StateFromReducersMapObject<ReturnType<typeof staticReducers>> & LazySlices;

/** The root reducer, and inject: adds a feature's slice (a no-op when the same reducer is there already). */
export interface RootReducer extends Reducer<RootState, Action<string>, Partial<RootState>> {
  inject(slice: LazySlice): unknown;
}

export function makeRootReducer(org: PrivateLabel, history: History): RootReducer {
  // The lazy slices are typed as present (see LazySlices): the cast says so once, here.
  return combineSlices(staticReducers(org, history)).withLazyLoadedSlices<LazySlices>() as unknown as RootReducer;
}
