// "Your closing waits until …" for a Texas (a)(6) line (src/domain/texas.ts): attorney review or the 12-day wait, and
// the first day the closing can be scheduled, as the borrower's calendar date. Presentational, for the notary intro
// screen and the complete screen alike. Imported by path, not from the ui index, so it stays out of the first route.
import { texasWaitSentence, texasWaitTitle, TEXAS_WAIT_DAYS, type TexasClosingWait } from '../../domain/texas';
import { Alert } from '../Alert';

export interface TexasClosingWaitNoticeProps {
  /** texasClosingWait(stage, status); nothing is shown for null. */
  wait: TexasClosingWait | null;
}

export function TexasClosingWaitNotice({ wait }: TexasClosingWaitNoticeProps) {
  if (!wait) return null;
  return (
    <div data-testid="texas-closing-wait">
      <Alert variant="info" title={texasWaitTitle(wait)}>
        {wait.kind === 'ATTORNEY_REVIEW' && (
          <p>Texas law asks for an attorney to review the documents of a home equity line before it closes.</p>
        )}
        <p>
          {wait.closingFrom
            ? `${texasWaitSentence(wait.closingFrom)}.`
            : `Texas law requires a ${TEXAS_WAIT_DAYS}-day wait after your application before your closing.`}
        </p>
      </Alert>
    </div>
  );
}
