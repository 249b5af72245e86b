// react-pdf is ESM-only and needs a canvas: components under test get this stand-in, mapped explicitly in jest.config.js.
import React from 'react';

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

export function Document({
  children,
  onLoadSuccess,
}: {
  children?: React.ReactNode;
  onLoadSuccess?: (d: { numPages: number }) => void;
}) {
  React.useEffect(() => {
    onLoadSuccess?.({ numPages: 2 });
  }, [onLoadSuccess]);
  return <div data-testid="pdf-document">{children}</div>;
}

export function Page({ pageNumber }: { pageNumber: number }) {
  return <div data-testid="pdf-page">Page {pageNumber}</div>;
}
