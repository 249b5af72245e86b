// What both merchant screens share: the loading and failure states of the payoff read, a debt's description, and
// the split of the initial draw between the creditors and the borrower's account.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCurrency } from '../../domain/format';
import { PAYOFF_DEBT_KIND_LABELS, type DebtPayoffAnswer, type PayoffDebt } from '../../domain/payoff';
import { Alert, Button, Card, FactList, PageHeading, Spinner, Stack } from '../../ui';
import type { ResourceState } from '../../../store/journey';

export const money = (value: number): string => formatCurrency(value, 2);

/** "Credit card ending 4821". */
export function debtAccount(debt: PayoffDebt): string {
  return `${PAYOFF_DEBT_KIND_LABELS[debt.kind]} ending ${debt.accountMask}`;
}

export function accountEnding(mask: string | null): string {
  return mask ? `your account ending ${mask}` : 'your disbursement account';
}

/** The payoff read's first load and its failure; the screen once it is in. */
export function PayoffLoaded({
  title,
  payoff,
  onReload,
  children,
}: {
  title: string;
  payoff: ResourceState<DebtPayoffAnswer>;
  onReload: () => void;
  children: (data: DebtPayoffAnswer) => ReactNode;
}) {
  if (payoff.data) return <>{children(payoff.data)}</>;
  return (
    <Stack gap="lg">
      <PageHeading>{title}</PageHeading>
      {payoff.status === 'failed' ? (
        <Alert variant="error" title="We could not load your debts">
          <p>{payoff.error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your debts" />
      )}
    </Stack>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Over = styled.dd`
  color: ${({ theme }) => theme.colors.error};
`;

/** Where the initial draw goes. `live` announces changes (the review's running total). */
export function DrawSplit({
  initialDraw,
  toCreditors,
  toBorrower,
  overBy,
  disburseAccountMask,
  live = false,
}: {
  initialDraw: number;
  toCreditors: number;
  toBorrower: number;
  overBy: number;
  disburseAccountMask: string | null;
  live?: boolean;
}) {
  return (
    <Card aria-labelledby="draw-split-heading">
      <Heading id="draw-split-heading">Your initial draw</Heading>
      <FactList aria-live={live ? 'polite' : undefined} aria-atomic={live ? true : undefined}>
        <dt>Initial draw</dt>
        <dd>{money(initialDraw)}</dd>
        <dt>Paid to your creditors</dt>
        <dd>{money(toCreditors)}</dd>
        <dt>Sent to {accountEnding(disburseAccountMask)}</dt>
        <dd>{money(toBorrower)}</dd>
        {overBy > 0 && (
          <>
            <dt>Over your initial draw by</dt>
            <Over>{money(overBy)}</Over>
          </>
        )}
      </FactList>
    </Card>
  );
}
