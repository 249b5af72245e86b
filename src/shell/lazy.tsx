// The shell's entry points, each in its own chunk so the register route's first JavaScript stays small.
import { Component, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectFlag } from '../../store/flags';
import { lazyWithRetry } from '../app/lazyWithRetry';
import { Spinner } from '../ui';

const ApplicationShell = lazyWithRetry<{ children: ReactNode }>(
  () => import(/* webpackChunkName: "shell-application" */ './ApplicationShell'),
);
const Footer = lazyWithRetry(() => import(/* webpackChunkName: "shell-footer" */ './footer/Footer'));
const TopNav = lazyWithRetry(() => import(/* webpackChunkName: "shell-nav" */ './nav/TopNav'));
const DevPanel = lazyWithRetry(() => import(/* webpackChunkName: "shell-devtools" */ './devtools/DevPanel'));
// The chat widget shares its chunk with the chat sagas (sagas/chat.ts loads them when it mounts).
const ChatWidget = lazyWithRetry(() => import(/* webpackChunkName: "chat" */ '../chat/ChatWidget'));

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

/** A chat that fails to render must not take the page down with it: it just is not there. */
class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[chat] the chat widget failed', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The web chat widget, when the organisation's fe-webchat flag is on. */
export function LazyChatWidget() {
  const enabled = useAppSelector((state) => selectFlag(state, 'fe-webchat'));
  if (!enabled) return null;
  return (
    <ChatBoundary>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </ChatBoundary>
  );
}
