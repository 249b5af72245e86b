// The boot's last step, shared by both entries (src/index.tsx, src/outside/index.tsx): the first render.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Applies the brand's font files (server/pages/routes.ts writes their @font-face rules in a print-only style on the
 * pages it paints).
 */
export function applyBrandFontFiles(doc: Document = document): void {
  doc.querySelectorAll('style[data-after-first-paint]').forEach((style) => style.removeAttribute('media'));
}

/** However long the landing screen takes to replace the server's paint, the brand's faces apply after this long. */
export const FONTS_SAFETY_MS = 10000;

/**
 * Calls `then` once the server's painted markup (kept on screen by src/app/firstPaint.tsx, `data-first-paint`) has
 * given way to the screen itself, a frame after that screen's paint; at once when nothing painted is on the page.
 */
export function afterPaintedMarkupGone(then: () => void, doc: Document = document): void {
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  const painted = () => doc.querySelector('[data-first-paint]') !== null;
  if (!painted()) {
    afterFrame();
    return;
  }
  const observer = new MutationObserver(() => {
    if (painted()) return;
    finish();
  });
  const timer = setTimeout(() => finish(), FONTS_SAFETY_MS);
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
    afterFrame();
  }
  observer.observe(doc.body, { childList: true, subtree: true });
}

/**
 * The brand's font files apply once the landing screen itself is on screen. Until then the page's text is drawn in
 * the metric-matched fallback faces: the server's paint, and the screen that takes its place in the same places.
 * Applied earlier, the screen's new text was drawn in the brand's face while the painted text it replaced had been
 * drawn in the fallback; its box, a little larger, made a new largest paint that waited for the scripts and the
 * application's data (start/profile and liens measured LCP 2.8 to 3.3 s against 0.7 s, 2026-11-28). A swap of the
 * face on the same text makes none.
 */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  useEffect(() => afterPaintedMarkupGone(() => applyBrandFontFiles()), []);
  return <>{children}</>;
}

/**
 * Renders the app into `container` as a transition: React renders the first tree in slices and yields to the
 * browser between them, so the first render is not one long task on a slow phone (Lighthouse's TBT; DESIGN section
 * 13). The server's first paint (taken aside by captureFirstPaint) stays on screen until the first tree commits, in
 * the same places. The page's inline loader (webpack/entryLoader.js) runs the entry only once the browser has shown
 * the server's markup, so the page's largest text counts as painted by the HTML (LCP) and not by the app.
 */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(<AfterFirstScreen>{app}</AfterFirstScreen>));
}
