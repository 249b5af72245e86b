// The boot's last step, shared by both entries (src/index.tsx, src/outside/index.tsx): the first render.
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app into `container` as a transition: React renders the first tree in slices and yields to the
 * browser between them, so the first render is not one long task on a slow phone (Lighthouse's TBT; DESIGN section
 * 13). The server's first paint (taken aside by captureFirstPaint) stays on screen until the first tree commits, in
 * the same places. The page's inline loader (webpack/entryLoader.js) runs the entry only once the browser has shown
 * the server's markup, so the page's largest text counts as painted by the HTML (LCP) and not by the app.
 */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
