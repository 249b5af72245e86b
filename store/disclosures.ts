// Generated disclosures per application: the list, which PDFs are ready, and acknowledgement progress.
// The PDF bytes stay out of the store (not serialisable, and personal data): the saga keeps them in a
// module-level cache and the screen reads them with getDisclosurePdf.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { Disclosure } from '../src/api/disclosures';
import type { DisclosureType } from '../src/domain/validation/disclosures';

export type DisclosuresStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface DocumentState {
  type: DisclosureType;
  ready: boolean;
  error: ApiError | null;
}

export interface ApplicationDisclosures {
  list: Disclosure[];
  status: DisclosuresStatus;
  error: ApiError | null;
  /** The last acknowledgement's failure (e.g. the 409 for the summary), shown apart from load errors. */
  acknowledgeError: ApiError | null;
  acknowledging: DisclosureType | null;
  documents: Partial<Record<DisclosureType, DocumentState>>;
}

export interface DisclosuresState {
  byApplication: Record<string, ApplicationDisclosures>;
}

const initialState: DisclosuresState = { byApplication: {} };

const emptyEntry = (): ApplicationDisclosures => ({
  list: [],
  status: 'idle',
  error: null,
  acknowledgeError: null,
  acknowledging: null,
  documents: {},
});

function entry(state: DisclosuresState, uuid: string): ApplicationDisclosures {
  state.byApplication[uuid] ??= emptyEntry();
  return state.byApplication[uuid];
}

export interface AcknowledgeSubmittedPayload {
  uuid: string;
  type: DisclosureType;
  types?: DisclosureType[];
  requestId: string;
}

export const disclosuresEntered = createAction<{ uuid: string }>('disclosures/entered');
export const disclosureDocumentRequested = createAction<{ uuid: string; type: DisclosureType }>(
  'disclosures/documentRequested',
);
export const disclosuresAcknowledgeSubmitted = createAction(
  'disclosures/acknowledgeSubmitted',
  (values: Omit<AcknowledgeSubmittedPayload, 'requestId'>, requestId: string) => ({
    payload: { ...values, requestId },
  }),
);

const slice = createSlice({
  name: 'disclosures',
  initialState,
  reducers: {
    loading: (state, action: PayloadAction<{ uuid: string }>) => {
      const e = entry(state, action.payload.uuid);
      e.status = 'loading';
      e.error = null;
    },
    loaded: (state, action: PayloadAction<{ uuid: string; list: Disclosure[] }>) => {
      const e = entry(state, action.payload.uuid);
      e.status = 'loaded';
      e.list = action.payload.list;
    },
    loadFailed: (state, action: PayloadAction<{ uuid: string; error: ApiError }>) => {
      const e = entry(state, action.payload.uuid);
      e.status = 'failed';
      e.error = action.payload.error;
    },
    documentLoaded: (state, action: PayloadAction<{ uuid: string; type: DisclosureType }>) => {
      entry(state, action.payload.uuid).documents[action.payload.type] = {
        type: action.payload.type,
        ready: true,
        error: null,
      };
    },
    documentFailed: (state, action: PayloadAction<{ uuid: string; type: DisclosureType; error: ApiError }>) => {
      entry(state, action.payload.uuid).documents[action.payload.type] = {
        type: action.payload.type,
        ready: false,
        error: action.payload.error,
      };
    },
    acknowledged: (state, action: PayloadAction<{ uuid: string; type: DisclosureType; list: Disclosure[] }>) => {
      const e = entry(state, action.payload.uuid);
      e.list = action.payload.list;
      e.status = 'loaded';
      e.acknowledging = null;
      e.acknowledgeError = null;
    },
    acknowledgeFailed: (state, action: PayloadAction<{ uuid: string; type: DisclosureType; error: ApiError }>) => {
      const e = entry(state, action.payload.uuid);
      e.acknowledging = null;
      e.acknowledgeError = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(disclosureDocumentRequested, (state, action) => {
        const e = entry(state, action.payload.uuid);
        // A retry clears an earlier failure; a document already fetched stays ready.
        if (!e.documents[action.payload.type]?.ready) delete e.documents[action.payload.type];
      })
      .addCase(disclosuresAcknowledgeSubmitted, (state, action) => {
        const e = entry(state, action.payload.uuid);
        e.acknowledging = action.payload.type;
        e.acknowledgeError = null;
      });
  },
});

export const {
  loading: disclosuresLoading,
  loaded: disclosuresLoaded,
  loadFailed: disclosuresLoadFailed,
  documentLoaded: disclosureDocumentLoaded,
  documentFailed: disclosureDocumentFailed,
  acknowledged: disclosuresAcknowledged,
  acknowledgeFailed: disclosuresAcknowledgeFailed,
} = slice.actions;
export const disclosuresReducer = slice.reducer;

type WithDisclosures = { disclosures: DisclosuresState };
const EMPTY = emptyEntry();
export const selectDisclosures = (state: WithDisclosures, uuid: string): ApplicationDisclosures =>
  state.disclosures.byApplication[uuid] ?? EMPTY;
export const selectDisclosureDocument = (
  state: WithDisclosures,
  uuid: string,
  type: DisclosureType | null,
): DocumentState | undefined => (type ? state.disclosures.byApplication[uuid]?.documents[type] : undefined);

// The PDF bytes, outside the store, keyed by application and type (the saga fills it).
const pdfCache = new Map<string, Blob>();
const cacheKey = (uuid: string, type: DisclosureType) => `${uuid}:${type}`;

export function cacheDisclosurePdf(uuid: string, type: DisclosureType, bytes: ArrayBuffer | Blob | string): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type: 'application/pdf' });
  pdfCache.set(cacheKey(uuid, type), blob);
}

/** The fetched PDF, once the store says the document is ready. */
export function getDisclosurePdf(uuid: string, type: DisclosureType): Blob | undefined {
  return pdfCache.get(cacheKey(uuid, type));
}

// Their HTML versions, beside them (personal data too, so outside the store).
const htmlCache = new Map<string, string>();

export function cacheDisclosureHtml(uuid: string, type: DisclosureType, html: string): void {
  htmlCache.set(cacheKey(uuid, type), html);
}

/** The document's HTML version, when it was fetched with the PDF. */
export function getDisclosureHtml(uuid: string, type: DisclosureType): string | undefined {
  return htmlCache.get(cacheKey(uuid, type));
}

/** Forget every cached PDF and HTML version (sign-out, tests). */
export function clearDisclosurePdfs(): void {
  pdfCache.clear();
  htmlCache.clear();
}
