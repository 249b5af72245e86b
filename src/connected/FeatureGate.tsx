// A lazy feature's screens render once its sagas listen (store/features.ts, sagas/features.ts): a screen's first
// event is then never dispatched before its saga listens. The wait is the feature's chunk, usually loaded beside
// the screen's own. The fallback keeps the place of what replaces it.
import { useCallback, useEffect, type ReactNode } from 'react';
import { featureNeeded, selectFeatureStatus, type FeatureName, type FeatureStatus } from '../../store/features';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';

/** Asks for `name` once mounted (unless `ask` is false); retry() asks again after a failure. */
export function useFeature(name: FeatureName, ask = true): { status: FeatureStatus; retry: () => void } {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectFeatureStatus(state, name));
  const retry = useCallback(() => {
    dispatch(featureNeeded({ name }));
  }, [dispatch, name]);
  useEffect(() => {
    if (ask && status === 'idle') dispatch(featureNeeded({ name }));
  }, [ask, dispatch, name, status]);
  return { status, retry };
}

export function FeatureGate({
  feature,
  fallback = <Spinner label="Loading" />,
  children,
}: {
  feature: FeatureName;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { status, retry } = useFeature(feature);
  if (status === 'ready') return <>{children}</>;
  if (status === 'failed') {
    return (
      <Alert variant="error" title="This page could not be loaded">
        <p>Check your connection and try again.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{fallback}</>;
}
