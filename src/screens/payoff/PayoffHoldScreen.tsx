// payoff/hold: what the borrower waits for (a payoff statement), roughly how long, and that the page moves on.
import { Alert, Button, ButtonLink, Card, PageHeading, Spinner, Stack } from '../../ui';

export const PAYOFF_HOLD_TITLE = 'We are waiting for a payoff statement';

export interface PayoffHoldScreenProps {
  checking: boolean;
  onCheck: () => void;
}

export function PayoffHoldScreen({ checking, onCheck }: PayoffHoldScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Part of your line pays off a debt secured by your home. We have asked that lender for a payoff statement: the exact amount to pay it off in full.">
        {PAYOFF_HOLD_TITLE}
      </PageHeading>
      <Card>
        <Stack gap="sm">
          <p>
            <strong>Lenders usually send it within 3 to 5 business days.</strong> While this page is open it moves on by
            itself as soon as the statement is in. You can also close it and come back later: your application is saved.
          </p>
          <Spinner label="Waiting for the payoff statement" />
        </Stack>
      </Card>
      <Alert variant="info" title="Nothing to do for now">
        <p>Keep making your usual payments on the debt being paid off until your line is funded.</p>
      </Alert>
      <Stack gap="sm">
        <Button variant="secondary" onClick={onCheck} loading={checking}>
          Check again
        </Button>
        <ButtonLink href="/dashboard" variant="link">
          Back to your dashboard
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
