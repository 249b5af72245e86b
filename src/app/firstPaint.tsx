// The server's first paint (server/pages/firstPaint.ts) kept on screen while the app boots: createRoot clears the
// container, so the markup is taken aside first and shown again, as it was, in place of the session loader and of
// the first screen's loading spinner, until the screen itself renders in the same places. Only for the page the
// visitor landed on: any other screen gets the usual loaders.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_BASENAME } from '../domain/guards';
import { firstPaintFor } from '../domain/firstPaint';
import { capturedFirstPaint } from './firstPaintCapture';

export { captureFirstPaint, resetFirstPaint } from './firstPaintCapture';

/** A copy of `of` (or of its children), put in before the browser paints: the same nodes React cleared away. */
function Clone({ of, childrenOnly }: { of: Element; childrenOnly: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host || host.firstChild) return;
    const copy = of.cloneNode(true);
    host.append(...(childrenOnly ? Array.from(copy.childNodes) : [copy]));
  }, [of, childrenOnly]);
  return <div ref={ref} data-first-paint="" />;
}

function stillOnLandingPage(pathname: string, search: string, basename: string): boolean {
  const captured = capturedFirstPaint();
  if (!captured) return false;
  return firstPaintFor(`${basename}${pathname}`, search)?.heading.title === captured.title;
}

/** The whole page as the server painted it (header and main), else `fallback`. Outside the router. */
export function FirstPaintPage({ fallback }: { fallback: ReactNode }) {
  const captured = capturedFirstPaint();
  if (!captured || !stillOnLandingPage(window.location.pathname, window.location.search, '')) return <>{fallback}</>;
  return <Clone of={captured.page} childrenOnly={false} />;
}

/**
 * What the server painted inside main, else `fallback`: for the loaders inside the app's layout. `inColumn`: the
 * loader is inside the application shell's main column, so only what the server put in that column.
 */
export function FirstPaintMain({
  fallback,
  basename = APP_BASENAME,
  inColumn = false,
}: {
  fallback: ReactNode;
  basename?: string;
  inColumn?: boolean;
}) {
  const { pathname, search } = useLocation();
  const captured = capturedFirstPaint();
  if (!captured || !stillOnLandingPage(pathname, search, basename)) return <>{fallback}</>;
  return <Clone of={(inColumn && captured.column) || captured.main} childrenOnly />;
}
