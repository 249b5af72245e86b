// Selectors the shell composes from other slices.
import { progressForFlowState } from '../domain/progress';
import type { ProgressValue } from '../domain/stages';
import type { Application } from '../domain/types';
import type { RootState } from '../../store';
import { selectFlag, FLAGS } from '../../store/flags';
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
