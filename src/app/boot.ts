// Boot helpers shared by the client entries. Nothing here imports React, the store or the API client: the entries
// evaluate those in later steps of the boot (bootInSteps), so the boot's first task stays short.
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
 * Resolves in a task of its own, after the browser has had the main thread (to paint, to answer a tap): with
 * `scheduler.yield()` where the browser has it (the boot then goes on ahead of other queued tasks), else after a
 * MessageChannel message (no timer clamping). A hidden tab paints nothing and takes no input, and it throttles
 * timers: there the boot goes straight on.
 */
export function nextTask(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the boot's steps in order, each in a task of its own (`yieldToBrowser` before each; a step may return a
 * promise, which is awaited), so that evaluating the entry's modules, building the store and starting its sagas, and
 * rendering are not one long task on a slow phone (Lighthouse's TBT; DESIGN section 13). The first step runs after
 * the task that evaluated the entry. A step that throws stops the boot (the returned promise rejects with it).
 */
export async function bootInSteps(
  steps: ReadonlyArray<() => unknown>,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
}
