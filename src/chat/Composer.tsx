// Writing a message (shared-surfaces section 5): Enter sends, Shift+Enter starts a new line; a message needs
// text or attachments. Attachments (agent chat only): jpg, png, amr, mp3, mp4, pdf or txt, several at once,
// sizes shown in bytes, KB or MB; a file that cannot go is named with the reason.
import { nanoid } from '@reduxjs/toolkit';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES_TEXT,
  MAX_ATTACHMENTS,
  MESSAGE_MAX,
  attachmentProblem,
  formatBytes,
} from '../domain/chat';
import { chatDraftChanged, chatMessageSubmitted, holdChatFiles } from '../../store/chat';
import { useAppDispatch } from '../../store/hooks';
import { Button, CloseIcon, IconButton, PaperclipIcon, VisuallyHidden } from '../ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.neutral[200]};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Input = styled.textarea`
  width: 100%;
  min-height: 3rem;
  max-height: 8rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  resize: vertical;
  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[100]};
    cursor: not-allowed;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface ComposerProps {
  enabled: boolean;
  /** Why input is closed, shown under the field when it is. */
  closedReason: string;
  attachments: boolean;
}

export function Composer({ enabled, closedReason, attachments }: ComposerProps) {
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [emptyError, setEmptyError] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = `chat-composer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const change = (value: string) => {
    setText(value);
    setEmptyError(false);
    dispatch(chatDraftChanged({ text: value }));
  };

  const send = () => {
    if (!enabled) return;
    const body = text.trim();
    if (!body && files.length === 0) {
      setEmptyError(true);
      return;
    }
    const clientId = nanoid();
    holdChatFiles(clientId, files);
    dispatch(
      chatMessageSubmitted({ clientId, body, files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })) }),
    );
    setText('');
    setFiles([]);
    setProblems([]);
    dispatch(chatDraftChanged({ text: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the browser's new line; an IME composition is not interrupted.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = attachmentProblem(file);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    const room = MAX_ATTACHMENTS - files.length;
    if (accepted.length > room) found.push(`Attach at most ${MAX_ATTACHMENTS} files to a message.`);
    setFiles([...files, ...accepted.slice(0, Math.max(0, room))]);
    setProblems(found);
    setEmptyError(false);
  };

  const describedBy = [emptyError ? `${ids}-empty` : '', !enabled ? `${ids}-closed` : '', `${ids}-keys`]
    .filter(Boolean)
    .join(' ');

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Send a message">
      <Label htmlFor={`${ids}-input`}>Message</Label>
      <Input
        id={`${ids}-input`}
        name="message"
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX}
        disabled={!enabled}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={emptyError || undefined}
        aria-describedby={describedBy}
      />
      <VisuallyHidden id={`${ids}-keys`}>Press Enter to send, Shift and Enter for a new line.</VisuallyHidden>
      {emptyError && (
        <Hint id={`${ids}-empty`} role="alert">
          Type a message or attach a file.
        </Hint>
      )}
      {!enabled && <Hint id={`${ids}-closed`}>{closedReason}</Hint>}
      {problems.length > 0 && (
        <div role="alert" aria-label="Files not attached">
          <Problems>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Problems>
        </div>
      )}
      {files.length > 0 && (
        <Files aria-label="Files to send">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span>
                {file.name} ({formatBytes(file.size)})
              </span>
              <IconButton
                label={`Remove ${file.name}`}
                icon={<CloseIcon size={16} />}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </Files>
      )}
      <Row>
        {attachments ? (
          <>
            <IconButton
              label="Attach files"
              icon={<PaperclipIcon />}
              disabled={!enabled}
              aria-describedby={`${ids}-types`}
              onClick={() => fileInput.current?.click()}
            />
            <VisuallyHidden id={`${ids}-types`}>{`You can attach ${ATTACHMENT_TYPES_TEXT} files.`}</VisuallyHidden>
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              hidden
              onChange={onFiles}
              data-testid="chat-file-input"
            />
          </>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" disabled={!enabled}>
          Send
        </Button>
      </Row>
    </Form>
  );
}
