// The boot's last step, shared by both entries (src/index.tsx, src/outside/index.tsx): the first render.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Applies the brand's font files (server/pages/routes.ts writes their @font-face rules in a print-only style on the
 * pages it paints). Called once the app's first screen has been on screen for a frame: until then the page's text
 * is drawn in the metric-matched fallback faces, both the server's paint and the app's first screen that takes its
 * place. Applied earlier, the app's first screen was drawn in the brand's face while the painted text it replaced had
 * been drawn in the fallback; its box, a little larger, made a new largest paint that waited for the scripts
 * (start/profile and liens measured LCP 2.8 to 3.0 s against 0.9 s, 2026-11-28). A swap on the same text does not.
 */
export function applyBrandFontFiles(doc: Document = document): void {
  doc.querySelectorAll('style[data-after-first-paint]').forEach((style) => style.removeAttribute('media'));
}

function AfterFirstScreen({ children }: { children: ReactNode }) {
  useEffect(() => {
    // After the commit's paint: one frame, then a task.
    requestAnimationFrame(() => setTimeout(() => applyBrandFontFiles(), 0));
  }, []);
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
