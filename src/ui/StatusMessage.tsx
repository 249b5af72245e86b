import { useEffect, useState } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/** How long an announced message stays in the live region (spec: status messages clear after 300 ms). */
export const STATUS_CLEAR_MS = 300;

export interface StatusMessageProps {
  /** The text to announce; announcing the same text again needs a new render with a changed value. */
  message: string | null | undefined;
}

/**
 * A polite live region for screen readers. Each new message is placed in the region and cleared
 * 300 ms later, so the same message can be announced again and stale text is not read on navigation.
 */
export function StatusMessage({ message }: StatusMessageProps) {
  const [text, setText] = useState(message ?? '');

  useEffect(() => {
    setText(message ?? '');
    if (!message) return undefined;
    const timer = setTimeout(() => setText(''), STATUS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}
