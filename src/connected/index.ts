// Shared feature code: components and hooks that several screens use and that read the store or call the API
// (docs/ARCHITECTURE.md). The presentational kit they build on is src/ui. FeatureGate, the file field, the liens
// fields, the eNotary panels and the disclosure modal are imported from their own files (lazy chunks only).
export { LoaderHost } from './LoaderHost';
export { ToastViewport, TOAST_AUTO_DISMISS_MS } from './ToastViewport';
export {
  ProcessingModal,
  ProcessingModalHost,
  PROCESSING_TICK_MS,
  PROCESSING_MIN_VISIBLE_MS,
  DEFAULT_PROCESSING_MESSAGES,
  processingMessageIndex,
  processingPercent,
} from './ProcessingModal';
export type { ProcessingModalProps } from './ProcessingModal';
export { useFormDraft, FORM_DRAFT_PREFIX } from './forms/useFormDraft';
export type { FormDraft } from './forms/useFormDraft';
export { useJourneyForm } from './forms/useJourneyForm';
export type { JourneyForm, JourneyFormOptions } from './forms/useJourneyForm';
export { useDisclosureHtml, usePdfUrl } from './pdf/usePdfUrl';
