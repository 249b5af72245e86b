// Boot helpers shared by both client entries.
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NO_PRIVATE_LABEL_MESSAGE, PRIVATE_LABEL_ELEMENT_ID, type PrivateLabel } from '../domain/org';

declare global {
  // Webpack reads this for the nonce of the script and style tags it adds; styled-components reads it too.
  var __webpack_nonce__: string | undefined;
}

/** The CSP nonce the server wrote into <meta property="csp-nonce">, applied before any style is injected. */
export function applyCspNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? null;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
  return nonce;
}

/** The organisation's private-label JSON, or null when it is missing or unreadable. */
export function readPrivateLabel(doc: Document = document): PrivateLabel | null {
  const text = doc.getElementById(PRIVATE_LABEL_ELEMENT_ID)?.textContent;
  if (!text || !text.trim()) return null;
  try {
    const data = JSON.parse(text) as PrivateLabel | null;
    return data && typeof data === 'object' && data.metadata && data.brand ? data : null;
  } catch {
    return null;
  }
}

/** Without the organisation there is no app to show: say so, then fail loudly for error reporting. */
export function renderBootFailure(container: HTMLElement | null): never {
  if (container) {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = NO_PRIVATE_LABEL_MESSAGE;
    container.replaceChildren(p);
  }
  throw new Error(NO_PRIVATE_LABEL_MESSAGE);
}

/**
 * Runs the boot's steps in order, each in a task of its own (a timer between them; a step may return a promise,
 * which is awaited), so that evaluating the entry's modules, building the store, starting the sagas and rendering
 * are not one long task on a slow phone (Lighthouse's TBT; DESIGN section 13). The first step runs after the task
 * that evaluated the entry.
 */
export async function bootInSteps(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await step();
  }
}

/**
 * Renders the app into `container` as a transition: React renders the first tree in slices and yields to the
 * browser between them, so booting is not one long task on a slow phone (Lighthouse's TBT; DESIGN section 13). The
 * server's first paint stays on screen until the first tree commits, in the same places. The page's inline loader
 * (webpack/entryLoader.js) runs the entry only once the browser has shown the server's markup, so the page's
 * largest text counts as painted by the HTML (LCP) and not by the app.
 */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
