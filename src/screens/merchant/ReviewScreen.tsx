// merchant/review: the debts on the borrower's credit report that the lender can pay straight to the creditors
// from the initial draw. The borrower ticks the ones to pay off (none is fine); the running split shows what goes
// to the creditors and what to their own account, and a choice over the initial draw is refused here and by the
// server with the same schema.
import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import styled from 'styled-components';
import type { SubmissionErrors } from '../../../store/form';
import { type DebtPayoffAnswer, type PayoffDebt, payoffSplit } from '../../domain/payoff';
import { debtPayoffReviewSchema, type DebtPayoffReviewInput } from '../../domain/validation/merchant';
import { AppForm, Card, PageHeading, Stack } from '../../ui';
import { CheckboxGroupField } from '../../ui/forms';
import { accountEnding, debtAccount, DrawSplit, money } from './parts';

export const REVIEW_TITLE = 'Pay off debts at closing';
export const DEBTS_FIELD = 'payoffDebtIds';

export type ReviewFormValues = DebtPayoffReviewInput;

const Balance = styled.span`
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

function DebtChoices({ debts }: { debts: PayoffDebt[] }) {
  const options = debts.map((debt) => ({
    value: debt.id,
    label: `${debt.creditor}, ${debtAccount(debt)}`,
    description: (
      <>
        <Balance>Balance {money(debt.balance)}</Balance>
        {debt.lien && <> · Secured by a {debt.lien}: paying it off releases the lien</>}
      </>
    ),
  }));
  return (
    <CheckboxGroupField
      name={DEBTS_FIELD}
      legend="Debts on your credit report"
      hint="Choose the debts to pay off. You can also choose none."
      options={options}
    />
  );
}

export interface ReviewScreenProps {
  payoff: DebtPayoffAnswer;
  initialValues: Partial<ReviewFormValues>;
  onSubmit: (values: ReviewFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: ReviewFormValues) => void;
}

export function ReviewScreen({ payoff, initialValues, onSubmit, onValuesChange }: ReviewScreenProps) {
  const { initialDraw, debts, disburseAccountMask } = payoff;
  const schema = useMemo(() => debtPayoffReviewSchema({ initialDraw, debts }), [initialDraw, debts]);
  return (
    <Stack gap="lg">
      <PageHeading
        subtitle={`We can pay some of your debts straight to your creditors from your initial draw, so you do not have to. Whatever you do not use goes to ${accountEnding(disburseAccountMask)}.`}
      >
        {REVIEW_TITLE}
      </PageHeading>
      {debts.length === 0 ? (
        <Card>
          <p>
            Your credit report shows no debts we can pay off at closing. Your whole initial draw goes to your account.
          </p>
        </Card>
      ) : null}
      <AppForm<ReviewFormValues>
        schema={schema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
      >
        <FormSpy<ReviewFormValues> subscription={{ values: true }}>
          {({ values }) => (
            <DrawSplit
              {...payoffSplit(initialDraw, debts, values.payoffDebtIds ?? [])}
              initialDraw={initialDraw}
              disburseAccountMask={disburseAccountMask}
              live
            />
          )}
        </FormSpy>
        {debts.length > 0 && <DebtChoices debts={debts} />}
        <Note>
          We pay each creditor the payoff amount on the day your line is funded, after your right to cancel has passed.
          Keep making your payments until then. If a payoff amount differs from the balance shown, the difference comes
          from or goes to your account.
        </Note>
      </AppForm>
    </Stack>
  );
}
