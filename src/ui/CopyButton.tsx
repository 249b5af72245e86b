import { useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from './IconButton';
import { CheckIcon, CopyIcon } from './icons';
import { StatusMessage } from './StatusMessage';
import { Tooltip } from './Tooltip';

/** 'Copied' shows this long after a copy (shared-surfaces: copy tooltip 1 s). */
export const COPIED_MS = 1000;

/** Copies text to the clipboard and reports `copied` for one second; `failed` when the clipboard refused. */
export function useCopyTooltip(durationMs = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(
    async (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setFailed(false);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), durationMs);
      } catch {
        setCopied(false);
        setFailed(true);
      }
    },
    [durationMs],
  );
  return { copied, failed, copy };
}

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name, e.g. 'Copy wallet address'. */
  label: string;
}

/** An icon button that copies `text`, shows 'Copied' in a tooltip for 1 s and announces it. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { copied, failed, copy } = useCopyTooltip();
  const message = copied ? 'Copied' : failed ? 'Could not copy' : null;
  return (
    <>
      {/* The name already says what the button does, and the status region announces 'Copied'. */}
      <Tooltip content={message ?? label} open={copied ? true : undefined} describe={false}>
        <IconButton label={label} icon={copied ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(text)} />
      </Tooltip>
      <StatusMessage message={message} />
    </>
  );
}
