// The agents' chat console: sign in as the organisation's agent, see the chats waiting for someone, take one,
// see who the borrower is and where their application stands, reply (Enter sends, Shift+Enter a new line,
// attachments), see what they are typing, and end the chat.
import { nanoid } from '@reduxjs/toolkit';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import styled from 'styled-components';
import {
  ATTACHMENT_ACCEPT,
  MAX_ATTACHMENTS,
  attachmentProblem,
  formatBytes,
  type AgentConversationSummary,
  type ChatWireMessage,
} from '../domain/chat';
import type { PrivateLabel } from '../domain/org';
import { loginSchema, type LoginInput } from '../domain/validation/register';
import {
  agentAttachmentOpened,
  agentConversationOpened,
  agentDraftChanged,
  agentEndClicked,
  agentLoginSubmitted,
  agentMessageSubmitted,
  agentSignOutClicked,
  agentTakeClicked,
  holdAgentFiles,
  type AgentConsoleState,
} from '../../store/agentConsole';
import { holdSecrets, SECRET_HELD, type FormBridge } from '../../store/form';
import { AppForm, Alert, BrandHeader, Button, Card, PageHeading, Spinner, Stack, TextField } from '../ui';
import { MessageText } from '../chat/MessageText';

interface ConsoleRoot {
  org: PrivateLabel;
  agentConsole: AgentConsoleState;
}

const useConsole = () => useSelector((state: ConsoleRoot) => state.agentConsole);

const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 20rem 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 50vh;
  overflow-y: auto;
  li {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.neutral[100]};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li[data-sender='AGENT'] {
    background: ${({ theme }) => theme.colors.primary[50]};
  }
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Field = styled.textarea`
  width: 100%;
  min-height: 4rem;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;

function LoginForm() {
  const store = useStore() as unknown as { dispatch: (a: unknown) => void; formBridge: FormBridge };
  const submit = (values: LoginInput) => {
    const requestId = nanoid();
    const done = store.formBridge.wait(requestId);
    holdSecrets(requestId, { password: values.password });
    store.dispatch(agentLoginSubmitted({ email: values.email, password: SECRET_HELD }, requestId));
    return done;
  };
  return (
    <Card>
      <Stack gap="lg">
        <PageHeading subtitle="Sign in with your agent account to answer borrowers' chats.">Agent sign-in</PageHeading>
        <AppForm<LoginInput> schema={loginSchema as never} submitLabel="Sign in" onSubmit={submit}>
          <TextField name="email" label="Email" type="email" autoComplete="username" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        </AppForm>
      </Stack>
    </Card>
  );
}

function when(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

function Summary({ chat, action }: { chat: AgentConversationSummary; action: 'take' | 'open' }) {
  const dispatch = useDispatch();
  return (
    <li data-conversation={chat.conversationSid}>
      <p>
        <strong>{chat.friendlyName}</strong>
        {chat.borrowerVerified ? ' (signed in)' : ''}
      </p>
      <Muted>
        {chat.state === 'WAITING'
          ? `Waiting since ${when(chat.createdAt)}`
          : chat.state === 'ACTIVE'
            ? 'In progress'
            : 'Ended'}
        {chat.emailAddress ? ` · ${chat.emailAddress}` : ''}
      </Muted>
      <Row>
        {action === 'take' && (
          <Button
            variant="primary"
            onClick={() => dispatch(agentTakeClicked({ conversationSid: chat.conversationSid }))}
          >
            Take chat with {chat.friendlyName}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => dispatch(agentConversationOpened({ conversationSid: chat.conversationSid }))}
        >
          Open chat with {chat.friendlyName}
        </Button>
      </Row>
    </li>
  );
}

function senderOf(message: ChatWireMessage, borrower: string): string {
  if (message.senderType === 'APPLICANT') return `${borrower} (borrower)`;
  if (message.senderType === 'AGENT') return `${message.senderName} (you)`;
  return message.senderName;
}

function Reply({ conversationSid }: { conversationSid: string }) {
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const send = () => {
    const body = text.trim();
    if (!body && files.length === 0) return;
    const clientId = nanoid();
    holdAgentFiles(clientId, files);
    dispatch(agentMessageSubmitted({ clientId, body, files: files.map((f) => f.name) }));
    setText('');
    setFiles([]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form
      aria-label="Reply to the borrower"
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        send();
      }}
    >
      <Stack gap="xs">
        <label htmlFor="agent-reply">Reply</label>
        <Field
          id="agent-reply"
          name="reply"
          value={text}
          aria-describedby="agent-reply-keys"
          onChange={(e) => {
            setText(e.target.value);
            dispatch(agentDraftChanged({ conversationSid }));
          }}
          onKeyDown={onKeyDown}
        />
        <Muted id="agent-reply-keys">Enter sends; Shift and Enter starts a new line.</Muted>
        {problems.length > 0 && (
          <div role="alert" aria-label="Files not attached">
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {files.length > 0 && (
          <ul aria-label="Files to send">
            {files.map((f) => (
              <li key={f.name}>
                {f.name} ({formatBytes(f.size)})
              </li>
            ))}
          </ul>
        )}
        <Row>
          <Button variant="secondary" onClick={() => picker.current?.click()}>
            Attach files
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            accept={ATTACHMENT_ACCEPT}
            data-testid="agent-file-input"
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              e.target.value = '';
              setProblems(picked.map(attachmentProblem).filter((p): p is string => p !== null));
              setFiles([...files, ...picked.filter((f) => !attachmentProblem(f))].slice(0, MAX_ATTACHMENTS));
            }}
          />
          <Button type="submit" variant="primary">
            Send
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

function Conversation() {
  const dispatch = useDispatch();
  const { detail, borrowerPreview, sending } = useConsole();
  if (!detail) return <Muted>Open a chat to see it here.</Muted>;
  const mine = detail.assignedToMe && detail.state !== 'WAITING';
  return (
    <section aria-labelledby="conversation-heading">
      <Stack gap="md">
        <h2 id="conversation-heading">Chat with {detail.friendlyName}</h2>
        <Facts>
          <dt>Status</dt>
          <dd data-testid="conversation-state">
            {detail.state === 'WAITING' ? 'Waiting for an agent' : detail.state === 'ACTIVE' ? 'In progress' : 'Ended'}
          </dd>
          <dt>Email</dt>
          <dd>{detail.emailAddress ?? 'Not given'}</dd>
          <dt>Identity</dt>
          <dd>{detail.borrowerVerified ? 'Signed-in borrower' : 'Not signed in'}</dd>
          <dt>Application</dt>
          <dd data-testid="application-stage">
            {detail.application
              ? `${detail.application.stageLabel}${detail.application.loanNumber ? ` · loan ${detail.application.loanNumber}` : ''}${detail.application.propertyState ? ` · ${detail.application.propertyState}` : ''}`
              : 'None linked'}
          </dd>
          <dt>Page</dt>
          <dd>{detail.pageUrl ?? 'Unknown'}</dd>
        </Facts>
        {detail.state === 'WAITING' && (
          <Button
            variant="primary"
            onClick={() => dispatch(agentTakeClicked({ conversationSid: detail.conversationSid }))}
          >
            Take this chat
          </Button>
        )}
        <div role="log" aria-live="polite" aria-label="Messages">
          <Log>
            {detail.messages.map((m) => (
              <li key={m.id} data-sender={m.senderType}>
                <p>
                  <strong>{senderOf(m, detail.friendlyName)}</strong>
                </p>
                {m.body && (
                  <p>
                    <MessageText text={m.body} />
                  </p>
                )}
                {m.attachments.map((a) => (
                  <Button
                    key={a.uuid}
                    variant="link"
                    onClick={() =>
                      dispatch(
                        agentAttachmentOpened({
                          conversationSid: detail.conversationSid,
                          uuid: a.uuid,
                          filename: a.filename,
                        }),
                      )
                    }
                  >
                    {a.filename} ({formatBytes(a.size)})
                  </Button>
                ))}
              </li>
            ))}
            {sending.map((s) => (
              <li key={s.clientId} data-sender="AGENT">
                <p>
                  <strong>Sending…</strong>
                </p>
                <p>{[s.body, ...s.files].filter(Boolean).join(' · ')}</p>
              </li>
            ))}
          </Log>
        </div>
        {mine && detail.state === 'ACTIVE' && borrowerPreview && (
          <Muted role="status" data-testid="borrower-typing">
            {detail.friendlyName} is typing: {borrowerPreview}
          </Muted>
        )}
        {mine && detail.state === 'ACTIVE' && (
          <>
            <Reply conversationSid={detail.conversationSid} />
            <Row>
              <Button
                variant="secondary"
                onClick={() => dispatch(agentEndClicked({ conversationSid: detail.conversationSid }))}
              >
                End chat
              </Button>
            </Row>
          </>
        )}
      </Stack>
    </section>
  );
}

export function AgentConsole() {
  const dispatch = useDispatch();
  const org = useSelector((state: ConsoleRoot) => state.org);
  const state = useConsole();
  const company = org.metadata.companyInfo.companyNameShort;
  useEffect(() => {
    document.title = `${company} | Agent console`;
  }, [company]);
  return (
    <>
      <header>
        <BrandHeader
          logoUrl={org.brand.logoUrl}
          logoAlt={org.brand.logoAlt}
          companyName={org.metadata.companyInfo.companyName}
          homeHref="/agent-console"
        >
          {state.auth === 'signedIn' && (
            <Button variant="secondary" onClick={() => dispatch(agentSignOutClicked())}>
              Sign out
            </Button>
          )}
        </BrandHeader>
      </header>
      <Main>
        <Stack gap="lg">
          <h1>Agent console</h1>
          {state.error && <Alert variant="error">{state.error}</Alert>}
          {state.auth === 'checking' && <Spinner label="Loading" />}
          {state.auth === 'signedOut' && <LoginForm />}
          {state.auth === 'signedIn' && (
            <>
              <p>
                Signed in as {state.agentName}.{' '}
                <span role="status">{state.connection === 'online' ? 'Live updates on.' : 'Connecting…'}</span>
              </p>
              <Columns>
                <Stack gap="lg">
                  <section aria-labelledby="waiting-heading">
                    <h2 id="waiting-heading">Waiting chats ({state.waiting.length})</h2>
                    {state.waiting.length === 0 ? (
                      <Muted>No one is waiting.</Muted>
                    ) : (
                      <List>
                        {state.waiting.map((c) => (
                          <Summary key={c.conversationSid} chat={c} action="take" />
                        ))}
                      </List>
                    )}
                  </section>
                  <section aria-labelledby="mine-heading">
                    <h2 id="mine-heading">Your chats</h2>
                    {state.mine.length === 0 ? (
                      <Muted>You have not taken a chat yet.</Muted>
                    ) : (
                      <List>
                        {state.mine.map((c) => (
                          <Summary key={c.conversationSid} chat={c} action="open" />
                        ))}
                      </List>
                    )}
                  </section>
                </Stack>
                <Conversation />
              </Columns>
            </>
          )}
        </Stack>
      </Main>
    </>
  );
}
