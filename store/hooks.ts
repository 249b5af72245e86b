// Typed hooks, and useSubmit: the final-form side of the form promise bridge.
import { nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { SubmissionErrors } from './form';
import type { AppDispatch, AppStore, RootState } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export type RequestActionCreator<V> = (values: V, requestId: string) => UnknownAction;

/** `onSubmit` for AppForm: dispatches the request and resolves when its saga reports back. */
export function useSubmit<V>(request: RequestActionCreator<V>): (values: V) => Promise<SubmissionErrors | undefined> {
  const store = useAppStore();
  return useCallback(
    (values: V) => {
      const requestId = nanoid();
      const done = store.formBridge.wait(requestId);
      store.dispatch(request(values, requestId));
      return done;
    },
    [store, request],
  );
}
