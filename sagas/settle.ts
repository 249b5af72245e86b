// What the journey's steps, the next-step router and the conditions' answers share about a run of the router, in a
// module of their own: the closing feature's chunk (sagas/features/closing.ts) then carries neither the journey's
// sagas nor the router (docs/ARCHITECTURE.md, lazy features).
import { selectApplicationById } from '../store/applications';
import type { RootState } from '../store/rootReducer';
import { selectKnownStage } from '../store/stage';

/** The longest the modal waits for the router to settle before letting the borrower see the page again. */
export const SETTLE_WAIT_MS = 90_000;

/** The stage the borrower was on before the action that started a run. */
export function selectPreviousStage(state: RootState, uuid: string): string | null {
  return selectKnownStage(state, uuid) ?? selectApplicationById(state, uuid)?.status.checklistStatus ?? null;
}
