// Every upload's file field: a drop zone around a real file input, wired to final-form (the chosen File is the
// field's value; useSubmit holds it beside the action, never in the store). The input stays the control: it is
// labelled, focusable, opens the picker on Enter or Space, and what the form focuses on an error. Around it: drag
// and drop with a visible drag-over state; the chosen file's name, size and a preview (an image's thumbnail from an
// object URL revoked when it goes, a PDF's first page from react-pdf, loaded on first use); Remove and Replace;
// the same kinds and size limit as the server checked on the spot (a refused file is not kept, and the reason is
// announced); and the upload's progress while it goes out (sagas/uploadProgress.ts). On phones `capture` opens
// the camera.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFormState } from 'react-final-form';
import styled, { css } from 'styled-components';
import {
  acceptAttribute,
  allowedFilesHint,
  DOCUMENT_KINDS,
  FILE_TOO_LARGE,
  FILE_TYPE_NOT_ALLOWED,
  fileProblem,
  type DocumentKind,
} from '../../domain/documents';
import { formatBytes } from '../../domain/format';
import { requestIdOfFile } from '../../../store/form';
import { useAppSelector } from '../../../store/hooks';
import { selectUploadProgress } from '../../../store/ui';
import { visuallyHidden } from '../../theme/visuallyHidden';
import { Button } from '../../ui/Button';
import { FileIcon, UploadIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { controlAria, FieldFrame, useFieldState } from '../../ui/forms/FieldParts';

// Its own chunk: react-pdf and pdf.js load when a PDF is first chosen, not with the upload screens.
const PdfFirstPage = lazy(() => import(/* webpackChunkName: "pdf-preview" */ '../../ui/pdf/PdfFirstPage'));

/** The preview's box, in CSS pixels (a PDF page is drawn this wide). */
export const PREVIEW_WIDTH = 72;
export const ONE_FILE_AT_A_TIME = 'Send one file at a time';

const Zone = styled.div<{ $dragOver: boolean; $invalid: boolean; $hasFile: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  ${({ $hasFile }) =>
    $hasFile &&
    css`
      border-style: solid;
    `}
  ${({ $dragOver, theme }) =>
    $dragOver &&
    css`
      border-style: solid;
      border-color: ${theme.colors.primaryText};
      background: ${theme.colors.primary[50]};
    `}

  /* The input is visually hidden: its keyboard focus shows on the zone. */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  text-align: center;
  cursor: pointer;

  > svg {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const PromptText = styled.p`
  margin: 0;

  /* Touch screens have nothing to drag from: the button alone is offered. */
  @media (hover: none) and (pointer: coarse) {
    ${visuallyHidden}
  }
`;

/** Looks like the secondary button; the input behind it is the real control. */
const ChooseLook = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const PreviewBox = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${PREVIEW_WIDTH}px;
  height: ${Math.round(PREVIEW_WIDTH * 1.3)}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.neutral[100]};
  color: ${({ theme }) => theme.colors.mutedText};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  canvas {
    display: block;
    max-width: 100%;
    height: auto !important;
  }
`;

const Details = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const FileName = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.colors.primary[500]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

function isImage(file: File): boolean {
  return file.type.startsWith('image/') || /\.(png|jpe?g|heic|heif)$/i.test(file.name);
}

/** An object URL for `file` while it is shown, revoked when it changes or the zone goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and very old browsers have no object URLs: the generic icon stands in.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** An image's thumbnail or a PDF's first page; the generic file icon when the browser cannot draw it (HEIC). */
function FilePreview({ file }: { file: File }) {
  const pdf = isPdf(file);
  const url = useObjectUrl(pdf || !isImage(file) ? null : file);
  const [unreadable, setUnreadable] = useState(false);
  const markUnreadable = useCallback(() => setUnreadable(true), []);
  useEffect(() => setUnreadable(false), [file]);
  const icon = <FileIcon size={32} />;
  let content: ReactNode = icon;
  if (!unreadable && pdf) {
    content = (
      <Suspense fallback={icon}>
        <PdfFirstPage file={file} width={PREVIEW_WIDTH} onUnreadable={markUnreadable} />
      </Suspense>
    );
  } else if (!unreadable && url) {
    content = <img src={url} alt="" onError={markUnreadable} />;
  }
  return (
    <PreviewBox
      role="img"
      aria-label={pdf ? `Preview of the first page of ${file.name}` : `Preview of ${file.name}`}
      data-preview={unreadable || (!pdf && !url) ? 'icon' : pdf ? 'pdf' : 'image'}
    >
      {content}
    </PreviewBox>
  );
}

/** Why `files` cannot be taken (more than one, or one of the wrong kind or size), naming the file; null if it can. */
export function refusal(files: readonly File[], kinds: readonly DocumentKind[]): string | null {
  if (files.length > 1) return `${ONE_FILE_AT_A_TIME}: choose or drop a single file.`;
  const file = files[0];
  if (!file) return null;
  const problem = fileProblem(file, kinds);
  if (problem === FILE_TYPE_NOT_ALLOWED) {
    return `${FILE_TYPE_NOT_ALLOWED}: ${file.name} is not a ${allowedFilesHint(kinds).replace(/, up to .*$/, '')} file. Choose another file.`;
  }
  if (problem === FILE_TOO_LARGE) {
    return `${FILE_TOO_LARGE}, and ${file.name} is ${formatBytes(file.size)}. Choose a smaller file, or a photo of the page.`;
  }
  return problem ? `${problem}: ${file.name}. Choose another file.` : null;
}

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  kinds?: readonly DocumentKind[];
  /** Extra hint text, before the accepted kinds and size. */
  hint?: ReactNode;
  /** 'environment' opens the rear camera on phones (the ID front). */
  capture?: 'environment' | 'user';
  required?: boolean;
  disabled?: boolean;
}

export function FileField({
  name,
  label,
  kinds = DOCUMENT_KINDS,
  hint,
  capture,
  required = true,
  disabled,
}: FileFieldProps) {
  const { input, ids, error } = useFieldState<File | null>(name);
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  // A file refused here: it is not kept, and its reason shows until another file is chosen.
  const [refused, setRefused] = useState<string | null>(null);
  // What the status region says after a change (chosen, removed); refusals go to the alert region.
  const [status, setStatus] = useState('');
  const file = input.value instanceof Blob ? (input.value as File) : null;
  const progress = useAppSelector((s) => (file ? selectUploadProgress(s, requestIdOfFile(file)) : undefined));
  const locked = Boolean(disabled || submitting);
  const shownError = refused ?? error;
  const statusId = `${ids.inputId}-status`;

  const openPicker = () => {
    if (!locked) inputRef.current?.click();
  };

  const take = (files: readonly File[]) => {
    if (files.length === 0) return;
    const reason = refusal(files, kinds);
    if (reason) {
      if (inputRef.current) inputRef.current.value = '';
      setRefused(reason);
      setStatus('');
      input.onChange(null);
    } else {
      setRefused(null);
      setStatus(`Chosen: ${files[0].name}, ${formatBytes(files[0].size)}.`);
      input.onChange(files[0]);
    }
    input.onBlur();
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setRefused(null);
    setStatus(file ? `Removed ${file.name}.` : '');
    input.onChange(null);
    inputRef.current?.focus();
  };

  // Enter and Space open the picker in every browser (Safari's file inputs ignore Enter), once.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openPicker();
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = locked ? 'none' : 'copy';
    if (!locked) setDragOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving between the zone's own children is not leaving it.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (locked) return;
    const dropped = Array.from(event.dataTransfer?.files ?? []);
    // The input shows the dropped file too, as if it had been picked (browsers without assignable files skip it).
    if (dropped.length === 1 && !refusal(dropped, kinds) && inputRef.current && event.dataTransfer?.files) {
      try {
        inputRef.current.files = event.dataTransfer.files;
      } catch {
        // Nothing to do: the form's value is what is sent.
      }
    }
    take(dropped);
  };

  // A file dropped beside the zone would make the browser open it in place of the form.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  const fullHint = (
    <>
      {hint ? <>{hint} </> : null}
      {allowedFilesHint(kinds)}.
    </>
  );
  const aria = controlAria(ids, true, shownError, required);
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <FieldFrame ids={ids} label={label} hint={fullHint} error={shownError}>
      <Zone
        $dragOver={dragOver}
        $invalid={Boolean(shownError)}
        $hasFile={Boolean(file)}
        data-file-drop-zone=""
        data-drag-over={dragOver ? 'true' : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <HiddenInput
          ref={inputRef}
          type="file"
          name={input.name}
          accept={acceptAttribute(kinds)}
          capture={capture}
          disabled={disabled}
          onChange={(e) => take(Array.from(e.currentTarget.files ?? []))}
          onKeyDown={onKeyDown}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          {...aria}
          aria-describedby={[aria['aria-describedby'], file ? statusId : ''].filter(Boolean).join(' ') || undefined}
        />
        {file ? (
          <Chosen>
            <FilePreview file={file} />
            <Details id={statusId}>
              <FileName data-file-name="">{file.name}</FileName>
              <Muted>{formatBytes(file.size)}</Muted>
              {progress ? (
                <>
                  <Bar value={percent} max={100} aria-label={`Uploading ${file.name}`} />
                  <Muted aria-hidden="true">Uploading… {percent}%</Muted>
                </>
              ) : null}
            </Details>
            <Actions>
              <Button variant="secondary" onClick={openPicker} disabled={locked}>
                Replace<VisuallyHidden> {file.name}</VisuallyHidden>
              </Button>
              <Button variant="link" onClick={remove} disabled={locked}>
                Remove<VisuallyHidden> {file.name}</VisuallyHidden>
              </Button>
            </Actions>
          </Chosen>
        ) : (
          // The input is the control for keyboards and screen readers; this is the pointer's way to the picker.
          <Prompt aria-hidden="true" onClick={openPicker} data-drop-prompt="">
            <UploadIcon size={32} />
            <PromptText>{dragOver ? 'Drop the file to add it' : 'Drag and drop a file here, or'}</PromptText>
            <ChooseLook>Choose a file</ChooseLook>
          </Prompt>
        )}
      </Zone>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {/* Inserted with its message, so it is announced at once (an alert is read as it appears). */}
      {refused ? <VisuallyHidden role="alert">{refused}</VisuallyHidden> : null}
    </FieldFrame>
  );
}
