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
/** The logo the server's first paint showed inlined (a data URL), and the logo URL it stands for. */
let inlinedLogo: { url: string; src: string } | null = null;

/** Called by the entries before createRoot: keeps the server's markup for the fallbacks of firstPaint.tsx. */
export function captureFirstPaint(container: HTMLElement): void {
  const page = container.querySelector('.fp-shell');
  const main = page?.querySelector('.fp-main');
  const paint = firstPaintFor(window.location.pathname, window.location.search);
  captured =
    page && main && paint ? { title: paint.heading.title, page, main, column: main.querySelector('.fp-column') } : null;
  const logo = page?.querySelector('header img');
  const src = logo?.getAttribute('src') ?? '';
  const url = logo?.getAttribute('data-logo-url') ?? '';
  inlinedLogo = src.startsWith('data:') && url ? { url, src } : null;
}

/**
 * The source for the organisation's logo `url`: the data URL the server's first paint inlined for it, if any. The
 * app's header then shows the very image already on screen: no second request for the logo, and no new image
 * that a lab measure of the page's largest paint (Lighthouse's LCP, whose largest element is often this logo)
 * could take to wait for the scripts.
 */
export function logoSource(url: string): string {
  return inlinedLogo && inlinedLogo.url === url ? inlinedLogo.src : url;
}

/** What was captured, if the visitor landed on a page the server paints. */
export function capturedFirstPaint(): CapturedFirstPaint | null {
  return captured;
}

/** Tests: forget what was captured. */
export function resetFirstPaint(): void {
  captured = null;
  inlinedLogo = null;
}
