// React.lazy with the spec's rule for failed dynamic imports: reload (a new deploy may have
// replaced the chunk) up to 5 times, counted in sessionStorage, then let the error screen show.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PRELOAD_ERROR_EVENT } from '../domain/telemetry';

export { PRELOAD_ERROR_EVENT };

export const LAZY_RETRY_KEY = 'lazy-retry-count';
export const LAZY_RETRY_MAX = 5;

const CHUNK_ERRORS = [
  'failed to fetch',
  'importing a module script failed',
  'error loading dynamically imported module',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const lower = message.toLowerCase();
  return CHUNK_ERRORS.some((m) => lower.includes(m)) || (error instanceof Error && error.name === 'ChunkLoadError');
}

function readCount(): number {
  try {
    return Number(window.sessionStorage.getItem(LAZY_RETRY_KEY) ?? '0') || 0;
  } catch {
    return 0;
  }
}

function writeCount(count: number | null): void {
  try {
    if (count === null) window.sessionStorage.removeItem(LAZY_RETRY_KEY);
    else window.sessionStorage.setItem(LAZY_RETRY_KEY, String(count));
  } catch {
    /* storage unavailable: retries are then unbounded only by the reload itself */
  }
}

/** Indirection so tests can observe reloads (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

type Module<P> = { default: ComponentType<P> };

export async function loadWithRetry<P>(factory: () => Promise<Module<P>>): Promise<Module<P>> {
  try {
    const module = await factory();
    writeCount(null);
    return module;
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const count = readCount();
    if (count >= LAZY_RETRY_MAX) {
      writeCount(null);
      throw error;
    }
    writeCount(count + 1);
    pageReload.reload();
    // Keep suspending until the reload replaces the page.
    return new Promise<Module<P>>(() => undefined);
  }
}

export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<P = any>(factory: () => Promise<Module<P>>): LazyWithPreload<P> {
  const component = lazy(() => loadWithRetry(factory)) as LazyWithPreload<P>;
  component.preload = () =>
    factory().then(
      () => undefined,
      (error: unknown) => {
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { message: String(error) } }));
      },
    );
  return component;
}
