// The first page of a chosen PDF, small, for the upload drop zone's preview. Loaded only through the drop zone's
// lazy import: react-pdf and pdf.js stay out of the upload screens' first JavaScript (the pdf.js worker loads
// when a PDF is first chosen).
import { useCallback, useState } from 'react';
import { Document, Page } from 'react-pdf';
import './setup-pdf.worker.mjs';

export interface PdfFirstPageProps {
  file: Blob;
  /** The page's width in CSS pixels. */
  width: number;
  /** A PDF pdf.js cannot open (damaged, or encrypted): the drop zone shows its generic icon instead. */
  onUnreadable: () => void;
}

export default function PdfFirstPage({ file, width, onUnreadable }: PdfFirstPageProps) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => {
    setFailed(true);
    onUnreadable();
  }, [onUnreadable]);
  if (failed) return null;
  return (
    <Document file={file} onLoadError={fail} loading={null} error={null}>
      <Page pageNumber={1} width={width} renderTextLayer={false} renderAnnotationLayer={false} onRenderError={fail} />
    </Document>
  );
}
