// The inline loader the build puts at the end of the painted pages (webpack/entryLoader.js): the entry scripts
// are added once the browser has reported the server's markup painted, and at once where there is nothing to paint.
import { entryLoaderSource, loadEntryScripts, SAFETY_MS } from '../../webpack/entryLoader';

const SOURCES = ['/account/heloc/assets/framework.0123abcd.js', '/account/heloc/assets/app.89abcdef.js'];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser's paint timing: `report` delivers a paint entry to the observers, as the browser does after a frame. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers: FakePerformanceObserver[] = [];
  observed: string | null = null;
  constructor(private readonly callback: PaintCallback) {
    FakePerformanceObserver.observers.push(this);
  }
  observe({ type }: { type: string }) {
    this.observed = type;
  }
  disconnect() {
    this.observed = null;
  }
  static report(name: string) {
    for (const observer of this.observers.filter((o) => o.observed === 'paint'))
      observer.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

const added = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'));

function page(markup: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${markup}</div>`;
}

describe('entry loader', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    FakePerformanceObserver.observers = [];
    globalThis.PerformanceObserver = FakePerformanceObserver as unknown as typeof PerformanceObserver;
    page('<div class="fp-shell"><main><h1>Tell us about yourself</h1></main></div>');
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.PerformanceObserver = original;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('adds the entry scripts only after the first contentful paint is reported and a frame has passed', () => {
    loadEntryScripts(SOURCES, SAFETY_MS);
    jest.advanceTimersByTime(SAFETY_MS / 2);
    expect(added()).toEqual([]);
    // Another kind of paint entry is not the one it waits for.
    FakePerformanceObserver.report('first-paint');
    jest.advanceTimersByTime(50);
    expect(added()).toEqual([]);
    FakePerformanceObserver.report('first-contentful-paint');
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(added().map((s) => s.getAttribute('src'))).toEqual(SOURCES);
    // In document order, as deferred tags run.
    expect(added().every((s) => s.async === false)).toBe(true);
    // Once only: the safety timer adds nothing more.
    jest.advanceTimersByTime(SAFETY_MS);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('adds them after the safety time when no paint is ever reported, and not again at a late report', () => {
    loadEntryScripts(SOURCES, SAFETY_MS);
    jest.advanceTimersByTime(SAFETY_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(SOURCES.length);
    FakePerformanceObserver.report('first-contentful-paint');
    jest.advanceTimersByTime(50);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('adds them at once on a page the server left empty, and in a hidden tab (nothing to wait for)', () => {
    page('');
    loadEntryScripts(SOURCES, SAFETY_MS);
    expect(added()).toHaveLength(SOURCES.length);

    page('<div class="fp-shell"></div>');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    loadEntryScripts(SOURCES, SAFETY_MS);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('waits a frame where the browser has no paint timing', () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    loadEntryScripts(SOURCES, SAFETY_MS);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('runs as the inline script the build writes, and gives the scripts it adds the inline script’s nonce', () => {
    page('');
    const inline = document.createElement('script');
    inline.setAttribute('nonce', 'abc123');
    inline.textContent = entryLoaderSource(SOURCES);
    document.body.appendChild(inline);
    expect(added().map((s) => s.getAttribute('src'))).toEqual(SOURCES);
    expect(added().map((s) => s.nonce || s.getAttribute('nonce'))).toEqual(['abc123', 'abc123']);
  });

  it('leaves the brand font files’ rules to the app (they wait for its first screen, src/app/renderApp.ts)', () => {
    document.head.innerHTML = '<style id="brand-font-files" media="print" data-after-first-paint>@font-face{}</style>';
    loadEntryScripts(SOURCES, SAFETY_MS);
    FakePerformanceObserver.report('first-contentful-paint');
    jest.advanceTimersByTime(50);
    expect(added()).toHaveLength(SOURCES.length);
    expect(document.getElementById('brand-font-files')?.getAttribute('media')).toBe('print');
  });

  it('writes sources that cannot end the inline script early', () => {
    expect(entryLoaderSource(['/a.js?</script><script>alert(1)//'])).not.toContain('</script>');
  });
});
