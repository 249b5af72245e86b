// Loaded only through LazyPdfViewer: react-pdf and pdf.js stay out of the first route's JavaScript.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page } from 'react-pdf';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Spinner } from '../Spinner';
import './setup-pdf.worker.mjs';

/** Pages never grow wider than this (shared-surfaces: PDF max width 700 px). */
export const PDF_MAX_WIDTH = 700;
/** The bottom sentinel counts as seen at 25% visibility. */
export const READ_TO_END_THRESHOLD = 0.25;

export interface PdfViewerProps {
  /** The PDF's URL (same origin, so the session cookie goes along). */
  file: string;
  /** The document's title: names the region (a landmark) and the download link. */
  title: string;
  /** Where the download link points (default: `file`). */
  downloadUrl?: string;
  /** Called once, when the end of the last page has been scrolled into view. */
  onReadToEnd?: () => void;
}

const Region = styled.section`
  width: 100%;
  max-width: ${PDF_MAX_WIDTH}px;
  margin: 0 auto;

  .react-pdf__Document {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  .react-pdf__Page {
    position: relative;
    max-width: 100%;
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    background: #ffffff;
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);
  }
  .react-pdf__Page canvas {
    display: block;
    max-width: 100%;
    height: auto !important;
  }

  /* The text layer (react-pdf's TextLayer.css, the parts we use): invisible text over the canvas, so the
     document can be selected and read by screen readers. */
  .textLayer {
    position: absolute;
    inset: 0;
    overflow: clip;
    opacity: 1;
    line-height: 1;
    text-align: initial;
    text-size-adjust: none;
    forced-color-adjust: none;
    transform-origin: 0 0;
    z-index: 0;
    --min-font-size: 1;
    --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
    --min-font-size-inv: calc(1 / var(--min-font-size));
  }
  .textLayer :is(span, br) {
    color: transparent;
    position: absolute;
    white-space: pre;
    cursor: text;
    margin: 0;
    transform-origin: 0 0;
  }
  .textLayer > :not(.markedContent),
  .textLayer .markedContent span:not(.markedContent) {
    z-index: 1;
    --font-height: 0;
    font-size: calc(var(--text-scale-factor) * var(--font-height));
    --scale-x: 1;
    --rotate: 0deg;
    transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
  }
  .textLayer .markedContent {
    display: contents;
  }
  .textLayer .endOfContent {
    display: block;
    position: absolute;
    inset: 100% 0 0;
    z-index: 0;
    user-select: none;
  }
  .hiddenCanvasElement {
    display: none;
  }
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Sentinel = styled.div`
  height: 1px;
  width: 100%;
`;

/** The width pages render at: the container's, capped at 700 px (jsdom and first paint: 700). */
function usePageWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(PDF_MAX_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const available = el.clientWidth;
      if (available > 0) setWidth(Math.min(PDF_MAX_WIDTH, Math.floor(available)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Every page of a PDF, scaled to fit, with loading and error states and a read-to-end sentinel. */
export function PdfViewer(props: PdfViewerProps) {
  // A new file starts from scratch: page counts, render progress and the read-to-end report.
  return <DocumentView key={props.file} {...props} />;
}

function DocumentView({ file, title, downloadUrl, onReadToEnd }: PdfViewerProps) {
  const { ref, width } = usePageWidth();
  const [numPages, setNumPages] = useState(0);
  const [rendered, setRendered] = useState(0);
  const [failed, setFailed] = useState(false);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const onReadToEndRef = useRef(onReadToEnd);
  onReadToEndRef.current = onReadToEnd;

  const href = downloadUrl ?? file;
  const download = (
    <a href={href} download>
      Download {title} (PDF)
    </a>
  );

  const allRendered = numPages > 0 && rendered >= numPages;

  // Watch the sentinel only once every page has its height: before that it would sit in view at once.
  useEffect(() => {
    const target = sentinelRef.current;
    if (!allRendered || !target || reported.current) return undefined;
    const report = () => {
      if (reported.current) return;
      reported.current = true;
      onReadToEndRef.current?.();
    };
    if (typeof IntersectionObserver === 'undefined') {
      // Without the API we cannot tell; never block the user from going on.
      report();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= READ_TO_END_THRESHOLD)) {
          report();
          observer.disconnect();
        }
      },
      { threshold: READ_TO_END_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [allRendered]);

  const onLoadSuccess = useCallback(({ numPages: n }: { numPages: number }) => {
    setNumPages(n);
    setRendered(0);
  }, []);
  const onLoadError = useCallback(() => setFailed(true), []);
  const onPageRendered = useCallback(() => setRendered((n) => n + 1), []);

  return (
    <Region ref={ref} aria-label={title} aria-busy={!failed && !allRendered}>
      <Document
        file={file}
        onLoadSuccess={onLoadSuccess}
        onLoadError={onLoadError}
        loading={
          <State>
            <Spinner size={32} label={`Loading ${title}`} />
            <p>Loading the document…</p>
            {download}
          </State>
        }
        error={
          <State>
            <Alert variant="error" title="We could not show this document">
              You can still read it by downloading it: {download}
            </Alert>
          </State>
        }
      >
        {Array.from({ length: numPages }, (_, i) => (
          <Page
            key={i + 1}
            pageNumber={i + 1}
            width={width}
            renderAnnotationLayer={false}
            onRenderSuccess={onPageRendered}
            onRenderError={onPageRendered}
          />
        ))}
      </Document>
      {!failed && numPages > 0 && <Sentinel ref={sentinelRef} data-testid="pdf-end" aria-hidden="true" />}
    </Region>
  );
}

export default PdfViewer;
