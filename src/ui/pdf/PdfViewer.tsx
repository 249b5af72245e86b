// Loaded only through LazyPdfViewer: react-pdf and pdf.js stay out of the first route's JavaScript.
// Beside the PDF: its HTML version ("Read as text", the default on narrow screens, where a whole page's text is
// too small to read), a zoom control with its level announced, and a download link.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page } from 'react-pdf';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button, ButtonLink } from '../Button';
import { Spinner } from '../Spinner';
import { StatusMessage } from '../StatusMessage';
import { HtmlDocument } from './HtmlDocument';
import './setup-pdf.worker.mjs';

/** Pages never grow wider than this (shared-surfaces: PDF max width 700 px). */
export const PDF_MAX_WIDTH = 700;
/** The bottom sentinel counts as seen at 25% visibility. */
export const READ_TO_END_THRESHOLD = 0.25;
/** Zoom levels, as a share of the width that fits (PDF) or of the body text size (text). */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;
/** Narrower than this, the text version opens first: a fitted PDF page's body text would be under 16 px. */
export const TEXT_FIRST_QUERY = '(max-width: 767px)';

export interface PdfViewerProps {
  /** The PDF's URL (same origin, so the session cookie goes along). */
  file: string;
  /** The document's title: names the region (a landmark) and the download link. */
  title: string;
  /** Where the download link points (default: `file`). */
  downloadUrl?: string;
  /** The name the download is saved under (e.g. application-summary.pdf). */
  fileName?: string;
  /** The document's HTML version (the same text), offered beside the PDF; null or absent: the PDF only. */
  html?: string | null;
  /** The level of the heading above the viewer: the document's own headings go below it. */
  headingLevel?: number;
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  /* The chosen view and "Fit width" show as chosen, not only to a screen reader. */
  button[aria-pressed='true'] {
    font-weight: 700;
    box-shadow: inset 0 -4px 0 currentColor;
  }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Level = styled.span`
  min-width: 5.5em;
  font-variant-numeric: tabular-nums;
`;

/** Pages zoomed wider than the viewer scroll inside it, never the page. */
const Pages = styled.div`
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary[600]};
    outline-offset: 2px;
  }
  /* Zoomed past the fitted width, pages keep their size and scroll here (from their left edge). */
  .react-pdf__Document {
    align-items: safe center;
  }
  .react-pdf__Page,
  .react-pdf__Page canvas {
    max-width: none;
  }
`;

const Text = styled.article<{ $zoom: number }>`
  font-size: ${({ $zoom }) => $zoom}rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  background: #ffffff;
  color: ${({ theme }) => theme.colors.neutral[800]};
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary[600]};
    outline-offset: 2px;
  }
  h3,
  h4,
  h5,
  h6 {
    font-size: 1.125em;
    margin: 1.25em 0 0.5em;
  }
  h3 {
    font-size: 1.375em;
    margin-top: 0;
  }
  p,
  ul,
  dl {
    margin: 0 0 0.75em;
  }
  table {
    width: 100%;
    table-layout: fixed;
    border-collapse: collapse;
    margin: 0 0 1em;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.25em 0.5em;
    border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  }
  .num {
    text-align: right;
  }
  dl > div {
    margin-bottom: 0.5em;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  .signatures {
    list-style: none;
    padding: 0;
  }
  .signatures .line {
    display: inline-block;
    min-width: 40%;
    margin: 1.5em 1em 0 0;
    border-top: 1px solid currentColor;
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

/** Narrow screens read the text first; without matchMedia (jsdom) too, as the phone layout elsewhere. */
function textFirst(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(TEXT_FIRST_QUERY).matches;
}

type View = 'pdf' | 'text';
/** 'fit': the page fits the viewer's width (PDF) and the text is at its body size. */
type Zoom = 'fit' | (typeof ZOOM_LEVELS)[number];

const zoomFactor = (zoom: Zoom): number => (zoom === 'fit' ? 1 : zoom);

function stepZoom(zoom: Zoom, direction: 1 | -1): Zoom {
  const current = zoomFactor(zoom);
  const next =
    direction > 0 ? ZOOM_LEVELS.find((z) => z > current) : [...ZOOM_LEVELS].reverse().find((z) => z < current);
  return next ?? (direction > 0 ? ZOOM_LEVELS[ZOOM_LEVELS.length - 1] : ZOOM_LEVELS[0]);
}

function zoomLabel(zoom: Zoom): string {
  return zoom === 'fit' ? 'Fit width' : `${Math.round(zoom * 100)}%`;
}

/** Every page of a PDF, scaled to fit, with loading and error states and a read-to-end sentinel. */
export function PdfViewer(props: PdfViewerProps) {
  // A new file starts from scratch: page counts, render progress and the read-to-end report.
  return <DocumentView key={props.file} {...props} />;
}

function DocumentView({ file, title, downloadUrl, fileName, html, headingLevel = 2, onReadToEnd }: PdfViewerProps) {
  const { ref, width } = usePageWidth();
  const [numPages, setNumPages] = useState(0);
  const [rendered, setRendered] = useState(0);
  const [failed, setFailed] = useState(false);
  const [view, setView] = useState<View>(() => (html && textFirst() ? 'text' : 'pdf'));
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const onReadToEndRef = useRef(onReadToEnd);
  onReadToEndRef.current = onReadToEnd;

  const href = downloadUrl ?? file;

  const showText = view === 'text' && Boolean(html);
  const allRendered = numPages > 0 && rendered >= numPages;
  // The text version is all there at once; the PDF once every page has its height.
  const ready = showText || allRendered;

  // Watch the sentinel only once the content has its height: before that it would sit in view at once.
  useEffect(() => {
    const target = sentinelRef.current;
    if (!ready || !target || reported.current) return undefined;
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
  }, [ready, showText]);

  const onLoadSuccess = useCallback(({ numPages: n }: { numPages: number }) => {
    setNumPages(n);
    setRendered(0);
  }, []);
  const onLoadError = useCallback(() => setFailed(true), []);
  const onPageRendered = useCallback(() => setRendered((n) => n + 1), []);

  const changeZoom = (next: Zoom) => {
    setZoom(next);
    setAnnouncement(next === 'fit' ? 'Zoom: fit width' : `Zoom ${zoomLabel(next)}`);
  };
  const changeView = (next: View) => {
    if (next === view) return;
    setView(next);
    if (next === 'pdf') setRendered(0);
    setAnnouncement(next === 'text' ? `Showing ${title} as text` : `Showing ${title} as a PDF`);
  };

  const pdf = (
    <Pages
      tabIndex={zoomFactor(zoom) > 1 ? 0 : undefined}
      aria-label={zoomFactor(zoom) > 1 ? `${title} pages` : undefined}
    >
      <Document
        file={file}
        onLoadSuccess={onLoadSuccess}
        onLoadError={onLoadError}
        loading={
          <State>
            <Spinner size={32} label={`Loading ${title}`} />
            <p>Loading the document…</p>
          </State>
        }
        error={
          <State>
            <Alert variant="error" title="We could not show this document">
              You can still read it with the download link above.
            </Alert>
          </State>
        }
      >
        {Array.from({ length: numPages }, (_, i) => (
          <Page
            key={i + 1}
            pageNumber={i + 1}
            width={Math.round(width * zoomFactor(zoom))}
            renderAnnotationLayer={false}
            onRenderSuccess={onPageRendered}
            onRenderError={onPageRendered}
          />
        ))}
      </Document>
    </Pages>
  );

  return (
    <Region ref={ref} aria-label={title} aria-busy={!showText && !failed && !allRendered}>
      <Toolbar>
        {html && (
          <Group role="group" aria-label="Show the document as">
            <Button variant="secondary" aria-pressed={!showText} onClick={() => changeView('pdf')}>
              PDF
            </Button>
            <Button variant="secondary" aria-pressed={showText} onClick={() => changeView('text')}>
              Read as text
            </Button>
          </Group>
        )}
        <Group role="group" aria-label="Zoom">
          <Button variant="secondary" onClick={() => changeZoom(stepZoom(zoom, -1))}>
            Zoom out
          </Button>
          <Button variant="secondary" onClick={() => changeZoom(stepZoom(zoom, 1))}>
            Zoom in
          </Button>
          <Button variant="secondary" aria-pressed={zoom === 'fit'} onClick={() => changeZoom('fit')}>
            Fit width
          </Button>
          <Level data-testid="pdf-zoom-level">{zoomLabel(zoom)}</Level>
        </Group>
        <ButtonLink variant="link" href={href} download={fileName ?? true}>
          Download {title} (PDF)
        </ButtonLink>
      </Toolbar>
      <StatusMessage message={announcement} />
      {showText && html ? (
        <Text
          $zoom={zoomFactor(zoom)}
          tabIndex={0}
          aria-label={`${title}, text version`}
          data-testid="pdf-text-version"
        >
          <HtmlDocument html={html} titleLevel={headingLevel + 1} />
        </Text>
      ) : (
        pdf
      )}
      {(showText || (!failed && numPages > 0)) && (
        <Sentinel ref={sentinelRef} data-testid="pdf-end" aria-hidden="true" />
      )}
    </Region>
  );
}

export default PdfViewer;
