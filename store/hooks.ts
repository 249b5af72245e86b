// Typed hooks, and useSubmit: the final-form side of the form promise bridge.
import { nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { push } from 'connected-react-router';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApiError } from '../src/api/client';
import type { Application } from '../src/domain/types';
import { selectApplicationsError, selectApplicationsStatus } from './applications';
import { heldFileDescription, holdFiles, holdSecrets, SECRET_HELD, type SubmissionErrors } from './form';
import { nextStepRequested, selectApplicationView, selectPollingStatus } from './stage';
import {
  closingWatchStarted,
  closingWatchStopped,
  journeyResourceRequested,
  selectJourneyResource,
  type ResourceName,
  type Resources,
  type ResourceState,
} from './journey';
import type { AppDispatch, AppStore, RootState } from './index';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export type RequestActionCreator<V> = (values: V, requestId: string) => UnknownAction;

export interface SubmitOptions<V> {
  /** Top-level fields that must not enter the action (see holdSecrets): the saga claims them by request id. */
  secretFields?: readonly (keyof V & string)[];
  /**
   * The request id (the Idempotency-Key) for these values: a form with a draft passes its draft's submissionKey,
   * so a second press after a dropped answer reuses the key of the first. Without it, each press is new.
   */
  requestIdFor?: (values: V) => string;
}

/**
 * `onSubmit` for AppForm: dispatches the request and resolves when its saga reports back. Secret fields and files
 * (any top-level Blob) wait beside the action, claimed by the saga with claimSecrets and claimFiles.
 */
export function useSubmit<V>(
  request: RequestActionCreator<V>,
  options: SubmitOptions<V> = {},
): (values: V) => Promise<SubmissionErrors | undefined> {
  const store = useAppStore();
  const secretFields = options.secretFields?.join(',') ?? '';
  const { requestIdFor } = options;
  return useCallback(
    (values: V) => {
      const requestId = requestIdFor ? requestIdFor(values) : nanoid();
      const done = store.formBridge.wait(requestId);
      const fields = secretFields ? secretFields.split(',') : [];
      const secrets: Record<string, string> = {};
      const carried = { ...values } as Record<string, unknown>;
      for (const field of fields) {
        const value = carried[field];
        if (value === undefined || value === null || value === '') continue;
        secrets[field] = String(value);
        carried[field] = SECRET_HELD;
      }
      if (Object.keys(secrets).length > 0) holdSecrets(requestId, secrets);
      const files: Record<string, Blob> = {};
      for (const [field, value] of Object.entries(carried)) {
        if (typeof Blob === 'undefined' || !(value instanceof Blob)) continue;
        files[field] = value;
        carried[field] = heldFileDescription(value);
      }
      if (Object.keys(files).length > 0) holdFiles(requestId, files);
      store.dispatch(request(carried as V, requestId));
      return done;
    },
    [store, request, secretFields, requestIdFor],
  );
}

/**
 * For the route of a journey screen: on entry the next-step router checks the server's stage and moves the
 * borrower on if this is not their screen (a reload, an old tab, a bookmark).
 */
export function useJourneyScreenEntered(uuid: string): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, uuid]);
}

/**
 * What a journey screen shows from the server (liens, offers, the adverse action notice): requested on entry
 * (when `enabled`), with `reload` for the screen's retry.
 */
export function useJourneyResource<K extends ResourceName>(
  uuid: string,
  resource: K,
  enabled = true,
): { state: ResourceState<Resources[K]>; reload: () => void } {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectJourneyResource(s, uuid, resource));
  const reload = useCallback(() => {
    dispatch(journeyResourceRequested({ uuid, resource }));
  }, [dispatch, uuid, resource]);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  return { state, reload };
}

/**
 * For a journey screen: the application as the router last saw it (selectApplicationView), and why it could not
 * be loaded when the applications failed to load (null while loading or once loaded).
 */
export function useJourneyApplication(uuid: string): { application: Application | null; loadError: ApiError | null } {
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  return { application, loadError: status === 'failed' ? error : null };
}

/** A callback that goes to another screen of this application (`screen` e.g. 'signing/sign': /{uuid}/signing/sign). */
export function useGoToScreen(uuid: string, screen: string): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(push(`/${uuid}/${screen}`));
  }, [dispatch, uuid, screen]);
}

/**
 * For a hold screen (nothing to do but wait): the closing hold watch runs while the screen is open (the router is
 * asked again every few seconds); `checking` while the router asks, `onCheck` to ask now.
 */
export function useClosingHoldWatch(uuid: string, enabled = true): { checking: boolean; onCheck: () => void } {
  const dispatch = useAppDispatch();
  const checking = useAppSelector(selectPollingStatus) === 'polling';
  useEffect(() => {
    if (!enabled) return undefined;
    dispatch(closingWatchStarted({ uuid, watch: 'hold' }));
    return () => {
      dispatch(closingWatchStopped({ uuid }));
    };
  }, [dispatch, uuid, enabled]);
  const onCheck = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  return { checking, onCheck };
}
