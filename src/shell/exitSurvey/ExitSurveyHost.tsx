// Where the exit survey opens: nothing until the logout saga opens it, then its own lazy chunk.
import { Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectExitSurveyOpen } from '../../../store/exitSurvey';
import { lazyWithRetry } from '../../app/lazyWithRetry';

const ExitSurveyModal = lazyWithRetry(() => import(/* webpackChunkName: "shell-exit-survey" */ './ExitSurveyModal'));

export function ExitSurveyHost() {
  const open = useAppSelector(selectExitSurveyOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitSurveyModal />
    </Suspense>
  );
}
