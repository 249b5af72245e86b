// The web chat widget (shared-surfaces section 2): a 'Chat with us' launcher fixed at the bottom right, and a
// window (24rem wide, at most 80% of the viewport's height) with its header, alert banner, pre-chat form,
// messages and composer, the waiting line, and the ended panel. Its own lazy chunk, loaded when the small
// launcher (src/shell/lazy.tsx) is clicked or a stored chat must resume. It renders once the chat feature runs
// (its slice and sagas, sagas/features/chat.ts, which own every call and the connection, and open the window when
// the launcher was clicked).
//
// Focus is never hidden behind the open window (WCAG 2.4.11): the window is a modal dialog, the page behind it is
// inert (no focus, no clicks, hidden from screen readers) under a scrim that minimises the window when clicked, and
// Escape minimises it wherever the focus is, unless another modal owns Escape. The page cannot make room beside it:
// from the large breakpoint up the application shell widens its grid from the viewport's width (not its own), so a
// strip kept for the window at the page's right edge still left the profile form's fields under it at 1280 px.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import {
  CHAT_ALERTS,
  WAITING_DOTS_MS,
  attachmentsAllowed,
  chatHoursLines,
  providerUnavailableMessage,
  type ChatHoursDay,
} from '../domain/chat';
import {
  chatAlertDismissed,
  chatEndClicked,
  chatLauncherClicked,
  chatMinimised,
  chatNewChatClicked,
  selectChat,
  selectChatInputAllowed,
  type ChatState,
} from '../../store/chat';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { Alert, Button, CloseIcon, IconButton, MinimiseIcon, Spinner, VisuallyHidden } from '../ui';
import { Composer } from './Composer';
import { Messages } from './Messages';
import { ChatLauncher, LAUNCHER_LABEL, LauncherRoot } from './launcher';
import { PreChatForm } from './PreChatForm';

export { LAUNCHER_LABEL };
export const WAITING_TEXT = 'Waiting for next available agent';

const Root = LauncherRoot;

/** Over the page while the window is open: the page behind is inert, and a click on it minimises the window. */
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 899;
  background: rgba(17, 24, 39, 0.35);
`;

/** 96 units wide (24rem), up to 80% of the viewport's height. */
const Window = styled.section`
  width: 24rem;
  max-width: calc(100vw - 2rem);
  max-height: 80vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.25);
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.primary[500]};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  button {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const EndButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 8rem;
  overflow-y: auto;
`;

const Section = styled.div`
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  > :first-child {
    flex: 1;
  }
`;

const Line = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Dots = styled.span`
  display: inline-block;
  width: 1.5em;
  text-align: left;
`;

/** 'Waiting for next available agent' with up to three dots, one more every 400 ms. */
export function WaitingLine() {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), WAITING_DOTS_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Line role="status">
      {WAITING_TEXT}
      <Dots aria-hidden="true" data-testid="waiting-dots">
        {'.'.repeat(dots)}
      </Dots>
    </Line>
  );
}

const HoursList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The chat team's week, Monday to Sunday, in Pacific time. */
function ChatHours({ week }: { week: ChatHoursDay[] | null }) {
  if (!week || week.length === 0) return null;
  return (
    <div>
      <p id="chat-hours-heading">Chat hours (Pacific time):</p>
      <HoursList aria-labelledby="chat-hours-heading">
        {chatHoursLines(week).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </HoursList>
    </div>
  );
}

function title(chat: ChatState, assistant: string): string {
  if (chat.provider === 'chatbot') return assistant;
  if (chat.agentName && (chat.phase === 'active' || chat.phase === 'ended')) return `Chat with ${chat.agentName}`;
  return LAUNCHER_LABEL;
}

function EndedPanel({ chat }: { chat: ChatState }) {
  const dispatch = useAppDispatch();
  return (
    <Section aria-labelledby="chat-ended-heading">
      <h3 id="chat-ended-heading">
        {chat.chatbotExpired ? 'Your chat session has ended' : 'Thank you for chatting with us'}
      </h3>
      {chat.chatbotExpired ? (
        <p>Our assistant sessions last 10 minutes. Start a new chat to ask another question.</p>
      ) : (
        <p>This chat has ended. We hope we answered your questions.</p>
      )}
      {/* The survey is offered only after a chat in which an agent took part. */}
      {chat.provider !== 'chatbot' && chat.agentJoined && chat.survey.status === 'loading' && (
        <p role="status">Preparing a short survey…</p>
      )}
      {chat.provider !== 'chatbot' && chat.agentJoined && chat.survey.url && (
        <p>
          <a href={chat.survey.url} target="_blank" rel="noopener noreferrer">
            Tell us how we did
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
      )}
      <Button variant="primary" onClick={() => dispatch(chatNewChatClicked())}>
        Start new chat
      </Button>
    </Section>
  );
}

/**
 * While `on`, every other part of the page (each child of the body but the one holding `panel`) is inert: it takes
 * no focus or clicks and is hidden from screen readers. A modal already open (in its own portal) is left alone, and
 * one opened later is a new child of the body, so it is not inert either.
 */
function useInertOutside(on: boolean, panel: RefObject<HTMLElement>) {
  useEffect(() => {
    const own = panel.current;
    if (!on || !own) return undefined;
    const made = Array.from(document.body.children).filter(
      (child) =>
        !child.contains(own) &&
        !child.hasAttribute('inert') &&
        !(child instanceof HTMLScriptElement) &&
        !child.querySelector('[aria-modal="true"]'),
    );
    made.forEach((child) => child.setAttribute('inert', ''));
    return () => made.forEach((child) => child.removeAttribute('inert'));
  }, [on, panel]);
}

/**
 * Escape minimises the open window wherever the focus is (on the body too, where a click on the scrim leaves it).
 * Not while another modal dialog is open (the processing modal, which keeps Escape to itself), nor when a handler
 * of the page already took this Escape.
 */
function useEscapeMinimises(open: boolean, panel: RefObject<HTMLElement>, minimise: () => void) {
  const minimiseRef = useRef(minimise);
  minimiseRef.current = minimise;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const otherModal = Array.from(document.querySelectorAll('[aria-modal="true"]')).some(
        (dialog) => !panel.current?.contains(dialog),
      );
      if (otherModal) return;
      event.preventDefault();
      minimiseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, panel]);
}

export default function ChatWidget() {
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const inputAllowed = useAppSelector(selectChatInputAllowed);
  const org = useAppSelector(selectOrg);
  const launcher = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  useInertOutside(chat.open, root);
  useEscapeMinimises(chat.open, root, () => dispatch(chatMinimised()));

  // Focus moves into the window when it opens and back to the launcher when it is minimised.
  useEffect(() => {
    if (chat.open) heading.current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = chat.open;
  }, [chat.open]);

  const assistant = `${org.metadata.companyInfo.companyNameShort} assistant`;

  if (!chat.open) {
    return <ChatLauncher ref={launcher} onClick={() => dispatch(chatLauncherClicked())} />;
  }

  const live = chat.phase === 'waiting' || chat.phase === 'active';
  const alert = chat.alert ? CHAT_ALERTS[chat.alert] : null;

  // In a portal at the end of the body: the rest of the page can then be made inert without the window.
  return createPortal(
    <div ref={root} data-testid="chat-layer">
      <Scrim data-testid="chat-scrim" onClick={() => dispatch(chatMinimised())} />
      <Root aria-label="Chat">
        <Window id="chat-window" role="dialog" aria-modal="true" aria-labelledby="chat-title">
          <Header>
            <h2 id="chat-title" ref={heading} tabIndex={-1}>
              {title(chat, assistant)}
            </h2>
            <HeaderActions>
              {live && (
                <EndButton type="button" onClick={() => dispatch(chatEndClicked())}>
                  End chat
                </EndButton>
              )}
              <IconButton label="Minimise chat" icon={<MinimiseIcon />} onClick={() => dispatch(chatMinimised())} />
            </HeaderActions>
          </Header>
          {alert && (
            <Banner>
              <Alert variant={alert.variant}>{alert.message}</Alert>
              <IconButton
                label="Dismiss alert"
                icon={<CloseIcon size={16} />}
                onClick={() => dispatch(chatAlertDismissed())}
              />
            </Banner>
          )}
          <Body>
            {chat.phase === 'choosing' && (
              <Section>
                <Spinner label="Loading chat" />
              </Section>
            )}
            {chat.phase === 'unavailable' && chat.provider && (
              <Section>
                <p role="status">{providerUnavailableMessage(chat.provider)}</p>
              </Section>
            )}
            {chat.phase === 'off' && (
              <Section>
                <p>
                  Chat is not available right now. Please call us at {org.metadata.companyInfo.phoneFormatted} or email{' '}
                  {org.metadata.companyInfo.email}.
                </p>
              </Section>
            )}
            {chat.phase === 'prechat' && (
              <Section>
                <p>
                  {chat.provider === 'chatbot'
                    ? 'Our team is away right now. Our assistant can answer questions about rates, fees, timing, insurance and notarization.'
                    : 'Tell us who you are and a member of our team will be with you shortly.'}
                </p>
                {chat.provider === 'chatbot' && <ChatHours week={chat.week} />}
                <PreChatForm
                  chatbot={chat.provider === 'chatbot'}
                  needsAgentId={chat.provider === 'stream' && chat.forced}
                />
              </Section>
            )}
            {chat.phase === 'starting' && (
              <Section>
                <Spinner label="Connecting" />
              </Section>
            )}
            {(live || chat.phase === 'ended') && chat.messages.length > 0 && <Messages messages={chat.messages} />}
            {chat.phase === 'waiting' && <WaitingLine />}
            {chat.phase === 'active' && chat.agentTyping && (
              <Line role="status">{`${chat.agentName ?? 'The agent'} is typing…`}</Line>
            )}
            {chat.phase === 'ended' && <EndedPanel chat={chat} />}
          </Body>
          {live && (
            <Composer
              enabled={inputAllowed}
              closedReason={
                chat.provider === 'chatbot'
                  ? 'This chat session has ended.'
                  : 'Our chat team is closed right now. Messages open again during chat hours.'
              }
              attachments={attachmentsAllowed(chat.provider, chat.conversationState)}
            />
          )}
        </Window>
      </Root>
    </div>,
    document.body,
  );
}
