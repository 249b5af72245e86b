import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../store/hooks';
import { PROCESSING_TIMEOUT_MS, selectProcessing } from '../../store/ui';
import { Modal } from '../ui/Modal';

/** The progress bar moves this often (shared-surfaces: progress 100 ms). */
export const PROCESSING_TICK_MS = 100;
/** Once shown, the modal stays at least this long so it never just flickers. */
export const PROCESSING_MIN_VISIBLE_MS = 1000;
export const DEFAULT_PROCESSING_MESSAGES = [
  'Processing your request…',
  'Checking the details…',
  'Still working on it…',
  'Almost there…',
];

export interface ProcessingModalProps {
  /** True while the work runs; the modal hides once it turns false (after at least 1 s on screen). */
  active: boolean;
  title?: string;
  /** Shown in turn, evenly spaced over `timeoutMs`. */
  messages?: string[];
  timeoutMs?: number;
}

/** Which message shows after `elapsedMs`: n messages each get an equal slice of the timeout. */
export function processingMessageIndex(elapsedMs: number, timeoutMs: number, count: number): number {
  if (count <= 1) return 0;
  const slice = timeoutMs / count;
  return Math.min(count - 1, Math.floor(elapsedMs / slice));
}

/** Percent done after `elapsedMs`, 0..100. */
export function processingPercent(elapsedMs: number, timeoutMs: number): number {
  return Math.min(100, Math.round((elapsedMs / timeoutMs) * 100));
}

const Track = styled.div`
  width: 100%;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral[200]};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary[500]};
  transition: width ${PROCESSING_TICK_MS}ms linear;
`;

const Message = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  min-height: 1.5em;
`;

/** A modal progress bar with rotating messages; cannot be dismissed by Escape or an outside click. */
export function ProcessingModal({
  active,
  title = 'Processing',
  messages,
  timeoutMs = PROCESSING_TIMEOUT_MS,
}: ProcessingModalProps) {
  const [shown, setShown] = useState(active);
  const [elapsed, setElapsed] = useState(0);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  // Each start (re)sets the clock, then ticks every 100 ms while active.
  useEffect(() => {
    if (!active) return undefined;
    shownAt.current = Date.now();
    setElapsed(0);
    setShown(true);
    const interval = setInterval(() => {
      setElapsed((ms) => Math.min(timeoutMs, ms + PROCESSING_TICK_MS));
    }, PROCESSING_TICK_MS);
    return () => clearInterval(interval);
  }, [active, timeoutMs]);

  // Finish: hide once the minimum visible time has passed.
  useEffect(() => {
    if (active || !shown) return undefined;
    const since = shownAt.current === null ? PROCESSING_MIN_VISIBLE_MS : Date.now() - shownAt.current;
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setShown(false);
        setElapsed(0);
      },
      Math.max(0, PROCESSING_MIN_VISIBLE_MS - since),
    );
    return () => clearTimeout(timer);
  }, [active, shown]);

  const list = messages && messages.length > 0 ? messages : DEFAULT_PROCESSING_MESSAGES;
  const percent = processingPercent(elapsed, timeoutMs);
  const message = list[processingMessageIndex(elapsed, timeoutMs, list.length)];
  const noop = () => undefined;
  return (
    <Modal open={shown} onClose={noop} title={title} closable={false} closeOnOutsideClick={false}>
      <Track
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Message role="status" aria-live="polite" aria-atomic="true">
        {message}
      </Message>
    </Modal>
  );
}

/** ProcessingModal driven by store/ui.ts (`processing/started`, `processing/finished`). */
export function ProcessingModalHost() {
  const processing = useAppSelector(selectProcessing);
  return (
    <ProcessingModal
      active={processing.active}
      title={processing.title ?? undefined}
      messages={processing.messages}
      timeoutMs={processing.timeoutMs}
    />
  );
}
