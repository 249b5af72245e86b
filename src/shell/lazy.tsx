// The shell's entry points, each in its own chunk so the register route's first JavaScript stays small.
import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '../app/lazyWithRetry';
import { Spinner } from '../ui';

const ApplicationShell = lazyWithRetry<{ children: ReactNode }>(
  () => import(/* webpackChunkName: "shell-application" */ './ApplicationShell'),
);
const Footer = lazyWithRetry(() => import(/* webpackChunkName: "shell-footer" */ './footer/Footer'));
const TopNav = lazyWithRetry(() => import(/* webpackChunkName: "shell-nav" */ './nav/TopNav'));
const DevPanel = lazyWithRetry(() => import(/* webpackChunkName: "shell-devtools" */ './devtools/DevPanel'));

export function LazyApplicationShell({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <ApplicationShell>{children}</ApplicationShell>
    </Suspense>
  );
}

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/** Navigation, plus the developer panel outside production (the panel's chunk is never loaded in production). */
export function LazyNav({ devPanel }: { devPanel: boolean }) {
  return (
    <Suspense fallback={null}>
      <TopNav />
      {devPanel && <DevPanel />}
    </Suspense>
  );
}
