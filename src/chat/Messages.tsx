// The conversation: each message with who sent it, its text (approved links only), its attachments, and what
// became of it (held until an agent joins, sending, not sent with a resend button). Chatbot answers ask
// whether they helped, and offer a person when the visitor asked for one.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CHATBOT_FEEDBACK_MAX, CHATBOT_FEEDBACK_REASONS, CHATBOT_OTHER_REASON, formatBytes } from '../domain/chat';
import { chatbotFeedbackFormSchema, type ChatbotFeedbackValues } from '../domain/validation/chat';
import {
  chatAttachmentOpened,
  chatbotFeedbackSubmitted,
  chatbotRated,
  chatHandoverClicked,
  chatMessageRetried,
  type ChatMessageView,
} from '../../store/chat';
import { useAppDispatch, useSubmit } from '../../store/hooks';
import { useField } from 'react-final-form';
import { AppForm, Button, RadioGroupField, TextAreaField } from '../ui';
import { MessageText } from './MessageText';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Sender = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary[50] : theme.colors.neutral[100])};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary[200] : theme.colors.neutral[200])};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.mutedText)};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Attachments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Feedback = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

function senderLabel(message: ChatMessageView): string {
  if (message.sender === 'APPLICANT') return 'You';
  if (message.sender === 'AGENT') return message.senderName ? `${message.senderName} (Agent)` : 'Agent';
  return message.senderName;
}

function AdditionalInformation() {
  const { input } = useField<string>('reason', { subscription: { value: true } });
  if (input.value !== CHATBOT_OTHER_REASON) return null;
  return (
    <TextAreaField
      name="additionalInformation"
      label="Additional information"
      maxLength={CHATBOT_FEEDBACK_MAX}
      rows={2}
    />
  );
}

const REASONS = CHATBOT_FEEDBACK_REASONS.map((r) => ({ value: r, label: r }));

function ChatbotFeedback({ message }: { message: ChatMessageView }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const questionId = message.questionId as string;
  const submit = useSubmit((values: ChatbotFeedbackValues, requestId: string) =>
    chatbotFeedbackSubmitted(
      {
        questionId,
        reason: values.reason ?? '',
        additionalInformation: values.reason === CHATBOT_OTHER_REASON ? values.additionalInformation : undefined,
      },
      requestId,
    ),
  );
  if (message.feedback === 'sent') {
    return <Note role="status">Thanks for your feedback.</Note>;
  }
  if (asking) {
    return (
      <Feedback>
        <AppForm<ChatbotFeedbackValues>
          schema={chatbotFeedbackFormSchema}
          onSubmit={submit}
          submitLabel="Send feedback"
          secondaryAction={
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          }
        >
          <RadioGroupField name="reason" legend="What was wrong with this answer?" options={REASONS} required />
          <AdditionalInformation />
        </AppForm>
      </Feedback>
    );
  }
  return (
    <Feedback>
      <Inline role="group" aria-label="Was this answer helpful?">
        <span aria-hidden="true">Was this helpful?</span>
        <Button
          variant="secondary"
          disabled={message.feedback === 'sending'}
          onClick={() => dispatch(chatbotRated({ questionId, rating: 'POSITIVE' }))}
        >
          Yes
        </Button>
        <Button variant="secondary" disabled={message.feedback === 'sending'} onClick={() => setAsking(true)}>
          No
        </Button>
      </Inline>
    </Feedback>
  );
}

function MessageItem({ message }: { message: ChatMessageView }) {
  const dispatch = useAppDispatch();
  const mine = message.sender === 'APPLICANT';
  return (
    <Item $mine={mine} data-sender={message.sender} data-status={message.status}>
      <Sender>{senderLabel(message)}</Sender>
      {(message.body || message.attachments.length > 0 || message.pendingFiles.length > 0) && (
        <Bubble $mine={mine}>
          {message.body && <MessageText text={message.body} />}
          {(message.attachments.length > 0 || message.pendingFiles.length > 0) && (
            <Attachments aria-label="Attachments">
              {message.attachments.map((a) => (
                <li key={a.uuid}>
                  <Button
                    variant="link"
                    onClick={() => dispatch(chatAttachmentOpened({ uuid: a.uuid, filename: a.filename }))}
                  >
                    {a.filename} ({formatBytes(a.size)})
                  </Button>
                </li>
              ))}
              {message.attachments.length === 0 &&
                message.pendingFiles.map((f) => (
                  <li key={f.name}>
                    {f.name} ({formatBytes(f.size)})
                  </li>
                ))}
            </Attachments>
          )}
        </Bubble>
      )}
      {message.status === 'held' && <Note>Sent when an agent joins</Note>}
      {message.status === 'sending' && <Note>Sending…</Note>}
      {message.status === 'failed' && (
        <Note $error>
          Not sent.
          <Button variant="link" onClick={() => dispatch(chatMessageRetried({ clientId: message.key }))}>
            Resend
          </Button>
        </Note>
      )}
      {message.sender === 'CHATBOT' && message.questionId && <ChatbotFeedback message={message} />}
      {message.sender === 'CHATBOT' && message.handover && (
        <Button variant="primary" onClick={() => dispatch(chatHandoverClicked())}>
          Talk to a person
        </Button>
      )}
    </Item>
  );
}

export function Messages({ messages }: { messages: ChatMessageView[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <div role="log" aria-live="polite" aria-label="Messages">
      <List>
        {messages.map((m) => (
          <MessageItem key={m.key} message={m} />
        ))}
      </List>
      <div ref={end} />
    </div>
  );
}
