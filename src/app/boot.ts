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
 * Renders the app into `container` as a transition: React renders the first tree in slices and yields to the
 * browser between them, so booting is not one long task on a slow phone (Lighthouse's TBT; DESIGN section 13). The
 * server's first paint stays on screen until the first tree commits, in the same places.
 *
 * It starts once the browser has painted the server's markup (the frame after the next one is scheduled): scripts
 * that arrive quickly would otherwise replace the markup before it is ever shown, and the page's largest text would
 * count as painted by the app (LCP) instead of by the HTML. A hidden tab paints no frames: a timer starts it then.
 */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  const root = createRoot(container);
  let started = false;
  const render = () => {
    if (started) return;
    started = true;
    startTransition(() => root.render(app));
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(render, 0));
  setTimeout(render, 250);
}
