// Conditions on the borrower's application (docs/API.md "Conditions"): normalised by uuid, oldest first, for one
// application at a time; the documents uploaded for each in this visit (so a refused file never hides them); and
// the events of the conditions screens. Loading and refetching (60 s and on focus) are sagas/conditions.ts's.
import {
  createAction,
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { Condition, ConditionDocument } from '../src/api/conditions';
import { sessionCleared } from './session';

const byCreated = (a: Condition, b: Condition) =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0;

const adapter = createEntityAdapter<Condition, string>({ selectId: (c) => c.uuid, sortComparer: byCreated });

export interface ConditionsState extends EntityState<Condition, string> {
  /** The application the conditions belong to. */
  applicationUuid: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
  /** When the list was last loaded (ISO), for "updated at" and tests. */
  loadedAt: string | null;
  /** Documents uploaded for each condition (by condition uuid), in upload order. */
  uploads: Record<string, ConditionDocument[]>;
}

export const initialConditionsState: ConditionsState = adapter.getInitialState({
  applicationUuid: null,
  status: 'idle',
  error: null,
  loadedAt: null,
  uploads: {},
});

/** A conditions screen opened: load the conditions now, then every 60 s and on window focus while it is open. */
export const conditionsScreenEntered = createAction<{ uuid: string }>('conditions/screenEntered');
/** The conditions screen closed: stop refetching. */
export const conditionsScreenLeft = createAction<{ uuid: string }>('conditions/screenLeft');
/** The borrower asked to load again (after a failure). */
export const conditionsReloadRequested = createAction<{ uuid: string }>('conditions/reloadRequested');

export interface ConditionDocumentValues {
  uuid: string;
  conditionUuid: string;
  /** Held beside the action (store/form.ts holdFiles); the action carries its description. */
  file: unknown;
}

/** useSubmit's request: one document for a condition. */
export const conditionDocumentSubmitted = createAction(
  'conditions/documentSubmitted',
  (values: ConditionDocumentValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

export interface ConditionPhoneValues {
  uuid: string;
  conditionUuid: string;
  phoneNumber: string;
}

/** useSubmit's request: the phone number a MISSING_PHONE_NUMBER condition asks for. */
export const conditionPhoneNumberSubmitted = createAction(
  'conditions/phoneNumberSubmitted',
  (values: ConditionPhoneValues, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** An answer the service refused (the message itself is shown by the form); recorded for DevTools. */
export const conditionSubmissionFailed = createAction<{ uuid: string; conditionUuid: string; error: ApiError }>(
  'conditions/submissionFailed',
);

const slice = createSlice({
  name: 'conditions',
  initialState: initialConditionsState,
  reducers: {
    loadStarted: (state, action: PayloadAction<{ uuid: string }>) => {
      if (state.applicationUuid !== action.payload.uuid) {
        Object.assign(state, initialConditionsState, { applicationUuid: action.payload.uuid });
      }
      // A refetch keeps what is shown; only a first load shows as loading.
      if (state.status !== 'loaded') state.status = 'loading';
      state.error = null;
    },
    loaded: (state, action: PayloadAction<{ uuid: string; conditions: Condition[]; at: string }>) => {
      if (state.applicationUuid !== action.payload.uuid) {
        Object.assign(state, initialConditionsState, { applicationUuid: action.payload.uuid });
      }
      adapter.setAll(state, action.payload.conditions);
      state.status = 'loaded';
      state.error = null;
      state.loadedAt = action.payload.at;
    },
    loadFailed: (state, action: PayloadAction<{ uuid: string; error: ApiError }>) => {
      if (state.applicationUuid !== action.payload.uuid) return;
      // A failed refetch keeps the list shown; only a failed first load shows as failed.
      if (state.status !== 'loaded') state.status = 'failed';
      state.error = action.payload.error;
    },
    documentUploaded: (
      state,
      action: PayloadAction<{ uuid: string; condition: Condition; document: ConditionDocument }>,
    ) => {
      const { uuid, condition, document } = action.payload;
      if (state.applicationUuid !== uuid) return;
      adapter.upsertOne(state, condition);
      (state.uploads[condition.uuid] ??= []).push(document);
    },
    phoneNumberSaved: (state, action: PayloadAction<{ uuid: string; condition: Condition }>) => {
      if (state.applicationUuid !== action.payload.uuid) return;
      adapter.upsertOne(state, action.payload.condition);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialConditionsState);
  },
});

export const {
  loadStarted: conditionsLoadStarted,
  loaded: conditionsLoaded,
  loadFailed: conditionsLoadFailed,
  documentUploaded: conditionDocumentUploaded,
  phoneNumberSaved: conditionPhoneNumberSaved,
} = slice.actions;
export const conditionsReducer = slice.reducer;

type WithConditions = { conditions: ConditionsState };
const selectors = adapter.getSelectors((state: WithConditions) => state.conditions);

export const selectConditionsState = (state: WithConditions) => state.conditions;

const EMPTY: readonly Condition[] = [];
const EMPTY_DOCS: readonly ConditionDocument[] = [];

/** The conditions of application `uuid` (oldest first), empty when the store holds another application's. */
export const selectConditions = (state: WithConditions, uuid: string): readonly Condition[] =>
  state.conditions.applicationUuid === uuid ? selectors.selectAll(state) : EMPTY;

/** Those still open (an upload answer may have resolved one before the list is loaded again). Memoised. */
export const selectOpenConditions = createSelector([selectConditions], (conditions): readonly Condition[] =>
  conditions.filter((c) => !c.resolvedAt),
);

export const selectConditionById = (state: WithConditions, uuid: string, conditionUuid: string): Condition | null =>
  state.conditions.applicationUuid === uuid ? (selectors.selectById(state, conditionUuid) ?? null) : null;

export const selectConditionsStatus = (state: WithConditions, uuid: string): ConditionsState['status'] =>
  state.conditions.applicationUuid === uuid ? state.conditions.status : 'idle';

export const selectConditionsError = (state: WithConditions, uuid: string): ApiError | null =>
  state.conditions.applicationUuid === uuid ? state.conditions.error : null;

export const selectConditionUploads = (
  state: WithConditions,
  uuid: string,
  conditionUuid: string,
): readonly ConditionDocument[] =>
  state.conditions.applicationUuid === uuid ? (state.conditions.uploads[conditionUuid] ?? EMPTY_DOCS) : EMPTY_DOCS;
