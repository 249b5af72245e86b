// Focus follows the journey (issue 27, WCAG 2.4.3 and 4.1.3): one mechanism for every screen. Each screen's heading
// (PageHeading) reports itself here when it appears and when the screen changes under it (a register step: same
// heading, new step). A new screen starts at the page's top with the focus on its heading, and the shell's announcer
// (src/app/ScreenAnnouncer.tsx) says its heading once in a polite live region. While a modal dialog is open (the
// processing wait) the dialog keeps the focus; when it closes, focus goes to the screen then shown, never to a
// control that went with the old screen (dialogFocus.ts asks `focusCurrentScreen`).

export type ScreenListener = (heading: HTMLElement) => void;

let current: HTMLElement | null = null;
let currentKey: string | undefined;
let currentText = '';
let currentLocation = '';
let screensShown = 0;
// A screen that arrived behind a modal dialog is said when the dialog closes: a screen reader hears nothing outside
// an aria-modal dialog while it is open.
let announcePending = false;
const listeners = new Set<ScreenListener>();
let dialogOpen: () => boolean = () => false;

/** dialogFocus.ts tells whether a modal dialog owns the focus (it imports this module, not the other way round). */
export function setDialogOpenCheck(check: () => boolean): void {
  dialogOpen = check;
}

/** The shell's announcer; returns the unsubscribe. Not called for the first screen of a page load (it is the page). */
export function onScreenShown(listener: ScreenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by the screen's heading after every render. A new screen is: a heading newly shown; the same heading with a
 * new `screenKey` (a register step: one heading, new step); or the same heading with new text at a new URL (one
 * route for several screens, like review-app/:kind). Anything else (StrictMode's second effect, a re-render, a
 * heading whose text fills in as data arrives) changes nothing, so the focus never jumps back while the borrower works.
 */
export function screenHeadingRendered(heading: HTMLElement, screenKey?: string): void {
  const text = heading.textContent ?? '';
  const location = `${window.location.pathname}${window.location.search}`;
  const moved = text !== currentText && location !== currentLocation;
  const same = heading === current && screenKey === currentKey && !moved;
  currentText = text;
  currentLocation = location;
  if (same) return;
  current = heading;
  currentKey = screenKey;
  screensShown += 1;
  const page = document.scrollingElement ?? document.documentElement;
  page.scrollTop = 0;
  if (dialogOpen()) {
    announcePending = screensShown > 1;
    return;
  }
  // Behind the open chat the page is inert (src/chat/ChatWidget.tsx): the heading cannot take the focus from it.
  heading.focus({ preventScroll: true });
  if (screensShown > 1) announce(heading);
}

function announce(heading: HTMLElement): void {
  announcePending = false;
  listeners.forEach((listener) => listener(heading));
}

/**
 * Focuses the screen now shown: its heading, else the first heading of the main landmark, else the landmark itself.
 * For a closing dialog whose opener went with the old screen. Returns whether anything took the focus.
 */
export function focusCurrentScreen(): boolean {
  const main = document.getElementById('main');
  const target =
    (current?.isConnected ? current : null) ?? main?.querySelector<HTMLElement>('h1[tabindex="-1"]') ?? main ?? null;
  if (!target) return false;
  target.focus({ preventScroll: false });
  if (announcePending && current?.isConnected) announce(current);
  return document.activeElement === target;
}

/**
 * A panel that replaces another on the same screen (the eNotary's questions, then the deed): its heading takes the
 * focus if the control that had it went with the old panel, so the borrower is not left at the page's end.
 */
export function focusIfLost(heading: HTMLElement): void {
  const active = document.activeElement;
  if (!active || active === document.body) heading.focus();
}

/** For tests: forget the screens seen, as a new page load would. */
export function resetScreenFocus(): void {
  current = null;
  currentKey = undefined;
  currentText = '';
  currentLocation = '';
  screensShown = 0;
  announcePending = false;
}
