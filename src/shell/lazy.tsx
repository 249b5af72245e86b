// The shell's lazily loaded parts: the application shell (only /{uuid} screens need it), the developer panel and
// the chat widget. Navigation and footer are on every page, so they come with the entry (shell/chrome.tsx).
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectFlag } from '../../store/flags';
import { FirstPaintMain } from '../app/firstPaint';
import { lazyWithRetry } from '../app/lazyWithRetry';
import { getLocal } from '../api/browser';
import { LAUNCHER_LABEL, LauncherButton, LauncherRoot } from '../chat/launcher';
import { CHAT_STORAGE_KEYS, popWebchatRequested } from '../domain/chat';
import { ChatBubbleIcon, Spinner } from '../ui';

const ApplicationShell = lazyWithRetry<{ children: ReactNode }>(
  () => import(/* webpackChunkName: "shell-application" */ './ApplicationShell'),
);
const DevPanel = lazyWithRetry(() => import(/* webpackChunkName: "shell-devtools" */ './devtools/DevPanel'));
// The chat widget shares its chunk with the chat sagas (sagas/chat.ts loads them when it mounts).
const ChatWidget = lazyWithRetry<{ openOnMount?: boolean }>(
  () => import(/* webpackChunkName: "chat" */ '../chat/ChatWidget'),
);

export function LazyApplicationShell({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<FirstPaintMain fallback={<Spinner label="Loading" />} />}>
      <ApplicationShell>{children}</ApplicationShell>
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
  const launcher = (
    <LauncherRoot aria-label="Chat">
      <LauncherButton type="button" aria-haspopup="dialog" onClick={() => setWanted('open')}>
        <ChatBubbleIcon />
        {LAUNCHER_LABEL}
      </LauncherButton>
    </LauncherRoot>
  );
  if (wanted === 'no') return launcher;
  return (
    <ChatBoundary>
      <Suspense fallback={launcher}>
        <ChatWidget openOnMount={wanted === 'open'} />
      </Suspense>
    </ChatBoundary>
  );
}
