import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';
import type { PdfViewerProps } from './PdfViewer';

// A separate chunk: react-pdf and the pdf.js worker load only when a document is shown.
const PdfViewer = lazy(() => import(/* webpackChunkName: "pdf-viewer" */ './PdfViewer'));

/** PdfViewer, fetched on first use; a spinner shows while its code loads. */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<Spinner size={32} label={`Loading ${props.title}`} />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
