// The shell's lazily loaded parts: the application shell (only /{uuid} screens need it), the developer panel and
// the chat widget. Navigation and footer are on every page, so they come with the entry (shell/chrome.tsx).
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { featureNeeded, selectFeatureStatus } from '../../store/features';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFlag } from '../../store/flags';
import { FirstPaintMain } from '../app/firstPaint';
import { lazyWithRetry } from '../app/lazyWithRetry';
import { getLocal } from '../api/browser';
import { ChatLauncher } from '../chat/launcher';
import { CHAT_STORAGE_KEYS, popWebchatRequested } from '../domain/chatStorage';
import { Spinner } from '../ui';
import { FeatureGate } from '../connected/FeatureGate';

const ApplicationShell = lazyWithRetry<{ children: ReactNode }>(
  () => import(/* webpackChunkName: "shell-application" */ './ApplicationShell'),
);
const DevPanel = lazyWithRetry(() => import(/* webpackChunkName: "shell-devtools" */ './devtools/DevPanel'));
// The chat widget shares its chunk with the chat feature (its slice and sagas: sagas/features/chat.ts).
const ChatWidget = lazyWithRetry(() => import(/* webpackChunkName: "chat" */ '../chat/ChatWidget'));

export function LazyApplicationShell({ children }: { children: ReactNode }) {
  const loading = <FirstPaintMain fallback={<Spinner label="Loading" />} />;
  // Inside the shell, the journey feature's loader sits in the shell's main column.
  const loadingInColumn = <FirstPaintMain inColumn fallback={<Spinner label="Loading" />} />;
  // The journey feature was asked for by the route watcher with the path (sagas/features.ts), so its chunk loads
  // beside the shell's; the screens render once its sagas listen.
  return (
    <Suspense fallback={loading}>
      <ApplicationShell>
        <FeatureGate feature="journey" fallback={loadingInColumn}>
          {children}
        </FeatureGate>
      </ApplicationShell>
    </Suspense>
  );
}

/** The developer panel, outside production only (its chunk is never loaded in production). */
export function LazyDevPanel() {
  return (
    <Suspense fallback={null}>
      <DevPanel />
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

/**
 * Asks for the chat feature (its chunk is the widget's): `open` when the visitor clicked the launcher, so the
 * window opens once the chat sagas listen. The widget renders once the chat slice is in the store.
 */
function ChatFeature({ open, fallback, children }: { open: boolean; fallback: ReactNode; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectFeatureStatus(state, 'chat'));
  useEffect(() => {
    // Once, on mount: the feature starts with the first request's `open` (a later request is a no-op).
    dispatch(featureNeeded({ name: 'chat', open }));
  }, [dispatch]);
  // A chat that cannot load is just not there (as when the widget fails), not an error on the page.
  if (status === 'failed') return null;
  return status === 'ready' ? <>{children}</> : <>{fallback}</>;
}

/** A chat under way before this page load (its session is stored), or pop-webchat asks for the window. */
function chatMustResume(): boolean {
  return (
    Boolean(getLocal(CHAT_STORAGE_KEYS.live) || getLocal(CHAT_STORAGE_KEYS.chatbot)) ||
    popWebchatRequested(window.location.search)
  );
}

/**
 * The web chat, when the organisation's fe-webchat flag is on: a launcher of a few hundred bytes until the visitor
 * opens it (or a stored chat must resume); only then do the widget, its sagas and socket.io load. The same
 * button stands in while the chunk loads, so nothing moves.
 */
export function LazyChatWidget() {
  const enabled = useAppSelector((state) => selectFlag(state, 'fe-webchat'));
  const [wanted, setWanted] = useState<'no' | 'resume' | 'open'>(() => (chatMustResume() ? 'resume' : 'no'));
  if (!enabled) return null;
  const launcher = <ChatLauncher onClick={() => setWanted('open')} />;
  if (wanted === 'no') return launcher;
  return (
    <ChatBoundary>
      <ChatFeature open={wanted === 'open'} fallback={launcher}>
        <Suspense fallback={launcher}>
          <ChatWidget />
        </Suspense>
      </ChatFeature>
    </ChatBoundary>
  );
}
