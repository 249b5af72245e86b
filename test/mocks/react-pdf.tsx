// react-pdf is ESM-only and needs a canvas: components under test get this stand-in, mapped explicitly in jest.config.js.
// Tests steer it through `mockPdf`: page count, a load failure, or a load that never finishes.
import React from 'react';

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

export const mockPdf = { numPages: 2, fail: false, pending: false };

/** Back to two pages that load at once; call in beforeEach when a test changes `mockPdf`. */
export function resetMockPdf() {
  Object.assign(mockPdf, { numPages: 2, fail: false, pending: false });
}

type Node = React.ReactNode;

export function Document({
  children,
  file,
  onLoadSuccess,
  onLoadError,
  loading,
  error,
}: {
  children?: Node;
  file?: unknown;
  onLoadSuccess?: (d: { numPages: number }) => void;
  onLoadError?: (e: Error) => void;
  loading?: Node;
  error?: Node;
}) {
  const [status, setStatus] = React.useState<'loading' | 'loaded' | 'failed'>('loading');
  React.useEffect(() => {
    if (mockPdf.pending) return;
    if (mockPdf.fail) {
      setStatus('failed');
      onLoadError?.(new Error('Invalid PDF structure.'));
      return;
    }
    setStatus('loaded');
    onLoadSuccess?.({ numPages: mockPdf.numPages });
  }, [file, onLoadSuccess, onLoadError]);
  return (
    <div className="react-pdf__Document" data-testid="pdf-document" data-file={typeof file === 'string' ? file : ''}>
      {status === 'loading' && loading}
      {status === 'failed' && error}
      {status === 'loaded' && children}
    </div>
  );
}

export function Page({
  pageNumber,
  width,
  onRenderSuccess,
}: {
  pageNumber: number;
  width?: number;
  onRenderSuccess?: () => void;
  onRenderError?: (e: Error) => void;
  renderAnnotationLayer?: boolean;
  renderTextLayer?: boolean;
}) {
  React.useEffect(() => {
    onRenderSuccess?.();
  }, [onRenderSuccess]);
  return (
    <div className="react-pdf__Page" data-testid="pdf-page" data-width={width}>
      Page {pageNumber}
    </div>
  );
}
