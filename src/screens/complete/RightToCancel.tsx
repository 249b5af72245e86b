// The complete screen during the rescission period (Reg Z §1026.15): until when the borrower may cancel, in their
// own zone; the notice of right to cancel in the PDF viewer; and "Cancel my line", confirmed in a dialog. Offered
// only while the right runs: the card goes at the deadline, on the browser's clock as on the server's answer.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ClosingStatusAnswer } from '../../api/closing';
import { cancelUntilText, isCancellableStage, offerEndsAt, type RescissionWindow } from '../../domain/cancellation';
import { Alert, Button, Card, Modal, Stack, StatusMessage } from '../../ui';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';

export const NOTICE_TITLE = 'Notice of Right to Cancel';
export const CANCEL_LINE = 'Cancel my line';
export const CONFIRM_CANCEL = 'Yes, cancel my line';
export const KEEP_LINE = 'Keep my line';
export const CONFIRM_TITLE = 'Cancel your line of credit?';
export const CANCELLING = 'Cancelling your line…';
export const CANCELLED_NOTE = 'Your line is cancelled.';

/** The longest timeout a browser keeps (about 24.8 days); a later deadline is re-checked when the status refreshes. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function rescissionWindow(status: ClosingStatusAnswer): RescissionWindow | null {
  if (!status.rescissionEndsAt) return null;
  return {
    endsAt: status.rescissionEndsAt,
    deadline: status.rescissionDeadline ?? null,
    timeZone: status.rescissionTimeZone ?? null,
  };
}

/** Whether the offer to cancel has ended on this clock; turns true at the deadline without a refresh. */
function useEnded(period: RescissionWindow | null): boolean {
  const end = period ? offerEndsAt(period) : Number.NaN;
  const [ended, setEnded] = useState(() => Number.isFinite(end) && Date.now() >= end);
  useEffect(() => {
    if (!Number.isFinite(end)) return undefined;
    const left = end - Date.now();
    setEnded(left <= 0);
    if (left <= 0 || left > MAX_TIMEOUT_MS) return undefined;
    const timer = setTimeout(() => setEnded(true), left);
    return () => clearTimeout(timer);
  }, [end]);
  return ended;
}

/** Whether the screen offers cancelling now: the stage allows it and the deadline has not passed. */
export function useCanCancel(status: ClosingStatusAnswer | null): boolean {
  const period = status ? rescissionWindow(status) : null;
  const ended = useEnded(period);
  return Boolean(status && period && isCancellableStage(status.stage) && !ended);
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface RightToCancelProps {
  uuid: string;
  period: RescissionWindow;
  /** The browser's zone: where the deadline is read when the server names none. */
  browserZone: string;
  /** Posts the cancellation; resolves with the server's refusal, or null once cancelled. */
  onCancelLine: () => Promise<string | null>;
  /** Whether cancelling is offered now; once not, only an open confirmation stays, to show the refusal. */
  offered: boolean;
}

export function RightToCancel({ uuid, period, browserZone, onCancelLine, offered }: RightToCancelProps) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<'idle' | 'cancelling' | 'cancelled'>('idle');
  const [error, setError] = useState<string | null>(null);
  const cancelling = progress !== 'idle';
  const until = cancelUntilText(period, browserZone);

  const close = () => {
    if (cancelling) return;
    setConfirming(false);
    setError(null);
  };
  const confirm = async () => {
    if (cancelling) return;
    setProgress('cancelling');
    setError(null);
    const refusal = await onCancelLine();
    // Once cancelled the router takes the borrower to the cancelled line's screen; until then nothing is offered.
    setProgress(refusal === null ? 'cancelled' : 'idle');
    setError(refusal);
  };

  if (!offered && !confirming) return null;
  const confirmation = (
    <Modal
      open={confirming}
      onClose={close}
      title={CONFIRM_TITLE}
      closable={!cancelling}
      describedBy="cancel-line-consequences"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={cancelling}>
            {KEEP_LINE}
          </Button>
          <Button onClick={() => void confirm()} loading={progress === 'cancelling'} disabled={cancelling}>
            {CONFIRM_CANCEL}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <p id="cancel-line-consequences">
          Your line will be cancelled: nothing will be funded and the lien on your home will be released. This cannot be
          undone; to borrow later you would apply again.
        </p>
        {offered && <p>{until}.</p>}
        {error && (
          <Alert variant="error" title="We could not cancel your line">
            <p>{error}</p>
          </Alert>
        )}
        <StatusMessage
          message={progress === 'cancelling' ? CANCELLING : progress === 'cancelled' ? CANCELLED_NOTE : null}
        />
      </Stack>
    </Modal>
  );
  // The right may end while the dialog is open (the server refused): the card goes, the dialog stays to say why,
  // at the same place in the tree so it keeps its focus.
  return (
    <>
      {offered && (
        <Card aria-labelledby="right-to-cancel">
          <Stack gap="sm">
            <h2 id="right-to-cancel">Your right to cancel</h2>
            <p>
              <strong>{until}.</strong>
            </p>
            <p>
              If you cancel, your line is closed before it is funded: no money is sent to you, the lien on your home is
              released, and you owe nothing for this line, fees included. Your Notice of Right to Cancel explains how.
            </p>
            <Actions>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setNoticeOpen(true)}>
                Read your {NOTICE_TITLE}
              </Button>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
                {CANCEL_LINE}
              </Button>
            </Actions>
          </Stack>
        </Card>
      )}
      <DisclosureModal
        uuid={uuid}
        type={offered && noticeOpen ? 'RESCISSION_NOTICE' : null}
        title={NOTICE_TITLE}
        onClose={() => setNoticeOpen(false)}
        intro={<p>The notice you received when you signed: how to cancel, and until when.</p>}
      />

      {confirmation}
    </>
  );
}
