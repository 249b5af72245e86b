// notary/intro for a Texas (a)(6) line during ATTORNEY_REVIEW and NOTARY_WAITING_PERIOD: what is happening, until
// when (the borrower's calendar date), and what the in-person closing will be. The route keeps asking the router
// (the hold watch), so the page moves on by itself when the stage changes.
import { TEXAS_CLOSING_LOCATION_LABELS, TEXAS_CLOSING_LOCATIONS, type TexasClosingWait } from '../../domain/texas';
import { Card, PageHeading, Spinner, Stack } from '../../ui';
import { HoldActions } from '../../ui/HoldPage';
import { TexasClosingWaitNotice } from '../../ui/notary/TexasClosingWait';
import { SectionHeading } from '../../ui/sections';

export const TEXAS_WAIT_TITLE = 'Preparing your Texas closing';

export interface TexasWaitScreenProps {
  wait: TexasClosingWait;
  checking: boolean;
  onCheck: () => void;
}

export function TexasWaitScreen({ wait, checking, onCheck }: TexasWaitScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Texas home equity lines close in person, after an attorney's review and a 12-day wait.">
        {TEXAS_WAIT_TITLE}
      </PageHeading>
      <TexasClosingWaitNotice wait={wait} />
      <Card aria-labelledby="texas-closing-heading">
        <Stack gap="sm">
          <SectionHeading id="texas-closing-heading">How your closing works</SectionHeading>
          <p>
            Online notarization is not available for a Texas home equity line. Once the waiting period ends, you choose
            a date and time at one of these places:
          </p>
          <ul>
            {TEXAS_CLOSING_LOCATIONS.map((l) => (
              <li key={l}>{TEXAS_CLOSING_LOCATION_LABELS[l]}</li>
            ))}
          </ul>
          <p>
            There you sign your deed of trust before a notary and, together with us, the Acknowledgment of Fair Market
            Value of your home.
          </p>
          <p>While this page is open it moves on by itself when your closing can be scheduled.</p>
          <Spinner
            label={wait.kind === 'ATTORNEY_REVIEW' ? 'Attorney review in progress' : 'Waiting period in progress'}
          />
        </Stack>
      </Card>
      <HoldActions checking={checking} onCheck={onCheck} />
    </Stack>
  );
}
