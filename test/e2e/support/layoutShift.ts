// Cumulative Layout Shift as the browser reports it: the layout-shift entries of the page's load (buffered, so
// the shifts that happened before we asked count too), grouped into session windows the way Chromium's metric
// does (a window ends after 1 s without a shift or 5 s in all), the largest window being the CLS.
export const CLS_BUDGET = 0.02;

export interface LayoutShiftReport {
  cls: number;
  /** The elements that moved in the worst window, for the failure message. */
  sources: string[];
}

export async function readLayoutShift(): Promise<LayoutShiftReport> {
  return browser.executeAsync((done: (report: LayoutShiftReport) => void) => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }
    const describe = (node: Node | null | undefined): string => {
      if (!node || !(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const id = node.id ? `#${node.id}` : '';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${id} "${text}"`;
    };
    const entries: Shift[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
    observer.observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      let worst = { value: 0, shifts: [] as Shift[] };
      let current = { value: 0, shifts: [] as Shift[] };
      for (const shift of entries.filter((e) => !e.hadRecentInput)) {
        const first = current.shifts[0];
        const last = current.shifts[current.shifts.length - 1];
        if (last && (shift.startTime - last.startTime > 1000 || shift.startTime - first.startTime > 5000)) {
          current = { value: 0, shifts: [] };
        }
        current.value += shift.value;
        current.shifts.push(shift);
        if (current.value > worst.value) worst = { value: current.value, shifts: [...current.shifts] };
      }
      done({
        cls: worst.value,
        sources: worst.shifts.flatMap((s) =>
          (s.sources ?? []).map((source) => `${s.value.toFixed(4)} ${describe(source.node)}`),
        ),
      });
    }, 250);
  });
}

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Loads `path` afresh at the given size, waits until `ready` says the screen is whole and a further second
 * passed (late shifts count), and returns the page load's CLS.
 */
export async function layoutShiftOfLoad(
  path: string,
  viewport: { width: number; height: number },
  ready: () => Promise<boolean>,
): Promise<LayoutShiftReport> {
  await browser.setViewport({ width: viewport.width, height: viewport.height });
  await browser.url(path);
  await browser.waitUntil(ready, { timeout: 30000, timeoutMsg: `${path} did not finish loading` });
  await browser.pause(1000);
  return readLayoutShift();
}
