// The server's first paint taken aside before the app's first render (createRoot clears the container), for
// src/app/firstPaint.tsx to show again. A module of its own, without React: the entries call it in the boot's first
// task, before React and the app's components are evaluated (src/app/boot.ts, bootInSteps).
import { firstPaintFor } from '../domain/firstPaint';

export interface CapturedFirstPaint {
  title: string;
  page: Element;
  main: Element;
  /** The application shell's main column, on a journey screen. */
  column: Element | null;
}

let captured: CapturedFirstPaint | null = null;

/** Called by the entries before createRoot: keeps the server's markup for the fallbacks of firstPaint.tsx. */
export function captureFirstPaint(container: HTMLElement): void {
  const page = container.querySelector('.fp-shell');
  const main = page?.querySelector('.fp-main');
  const paint = firstPaintFor(window.location.pathname, window.location.search);
  captured =
    page && main && paint ? { title: paint.heading.title, page, main, column: main.querySelector('.fp-column') } : null;
}

/** What was captured, if the visitor landed on a page the server paints. */
export function capturedFirstPaint(): CapturedFirstPaint | null {
  return captured;
}

/** Tests: forget what was captured. */
export function resetFirstPaint(): void {
  captured = null;
}
