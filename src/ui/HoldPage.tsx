// A hold screen (bpo/hold, payoff/hold): what the borrower is waiting for, roughly how long it takes, that the page
// moves on by itself, nothing to do meanwhile, and a way to check now or go back to the dashboard.
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button, ButtonLink } from './Button';
import { Card, PageHeading, Stack } from './layout';
import { Spinner } from './Spinner';

export interface HoldPageProps {
  title: string;
  /** What is being done, under the title. */
  subtitle: ReactNode;
  /** Roughly how long it takes (in bold). */
  howLong: ReactNode;
  /** When the page moves on: '… it moves on by itself {movesOnWhen}.' */
  movesOnWhen: string;
  spinnerLabel: string;
  /** The "Nothing to do for now" note. */
  note: ReactNode;
  /** The router is asking the server now. */
  checking: boolean;
  onCheck: () => void;
}

/** The way out of any waiting page: ask the server now, or go back to the dashboard. */
export function HoldActions({ checking, onCheck }: Pick<HoldPageProps, 'checking' | 'onCheck'>) {
  return (
    <Stack gap="sm">
      <Button variant="secondary" onClick={onCheck} loading={checking}>
        Check again
      </Button>
      <ButtonLink href="/dashboard" variant="link">
        Back to your dashboard
      </ButtonLink>
    </Stack>
  );
}

export function HoldPage({
  title,
  subtitle,
  howLong,
  movesOnWhen,
  spinnerLabel,
  note,
  checking,
  onCheck,
}: HoldPageProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      <Card>
        <Stack gap="sm">
          <p>
            <strong>{howLong}</strong> While this page is open it moves on by itself {movesOnWhen}. You can also close
            it and come back later: your application is saved.
          </p>
          <Spinner label={spinnerLabel} />
        </Stack>
      </Card>
      <Alert variant="info" title="Nothing to do for now">
        <p>{note}</p>
      </Alert>
      <HoldActions checking={checking} onCheck={onCheck} />
    </Stack>
  );
}
