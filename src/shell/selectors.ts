// Selectors the shell composes from other slices.
import { progressForFlowState } from '../domain/progress';
import type { ProgressValue } from '../domain/stages';
import type { Application } from '../domain/types';
import type { RootState } from '../../store';
import { createSelector } from '@reduxjs/toolkit';
import { selectFlag, selectUserLookup, FLAGS } from '../../store/flags';
import { selectIdentity } from '../../store/session';
import { selectFlowState } from '../../store/flow';

/** The current application (the one in the URL once loaded). */
export const selectCurrentApplication = (state: RootState): Application | null => {
  const uuid = state.applications.currentUuid;
  return uuid ? (state.applications.entities[uuid] ?? null) : null;
};

export const selectProgressValue = (state: RootState): ProgressValue => progressForFlowState(selectFlowState(state));

export const selectPortfolioManagerEnabled = (state: RootState): boolean =>
  state.org.publicToggles.portfolioManagerEnabled === true || selectFlag(state, FLAGS.portfolioManager);

/** 'Share your feedback with the CEO': signed in and the switch on. */
export const selectCeoFeedbackEnabled = (state: RootState): boolean =>
  state.session.authenticated && selectFlag(state, FLAGS.ceoFeedback);

/**
 * The signed-in identity for role checks (shared-surfaces section 4): a broker also when the identity lookup
 * (identity broker or legacy service, chosen by flag and mode) says the user is one.
 */
export const selectRoleIdentity = createSelector([selectIdentity, selectUserLookup], (identity, lookup) =>
  identity && !identity.isBroker && lookup?.user.isBroker === true ? { ...identity, isBroker: true } : identity,
);
