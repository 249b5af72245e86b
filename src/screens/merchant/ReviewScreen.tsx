// merchant/review: the debts on the borrower's credit report that the lender can pay straight to the creditors
// from the initial draw. The borrower ticks the ones to pay off (none is fine); the running split shows what goes
// to the creditors and what to their own account, and a choice over the initial draw is refused here and by the
// server with the same schema.
import { useMemo } from 'react';
import { FormSpy, useField } from 'react-final-form';
import styled from 'styled-components';
import type { SubmissionErrors } from '../../../store/form';
import { type DebtPayoffAnswer, type PayoffDebt, payoffSplit } from '../../domain/payoff';
import { debtPayoffReviewSchema, type DebtPayoffReviewInput } from '../../domain/validation/merchant';
import { AppForm, Card, PageHeading, Stack } from '../../ui';
import { describedBy, FieldError, FieldHint, useFieldIds, visibleError } from '../../ui/forms/FieldParts';
import { accountEnding, debtAccount, DrawSplit, money } from './parts';

export const REVIEW_TITLE = 'Pay off debts at closing';
export const DEBTS_FIELD = 'payoffDebtIds';

export type ReviewFormValues = DebtPayoffReviewInput;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: 600;
`;

const Choice = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryText};
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const Balance = styled.span`
  font-weight: 600;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

function DebtCheckbox({
  debt,
  invalid,
  groupDescribedBy,
}: {
  debt: PayoffDebt;
  invalid: boolean;
  groupDescribedBy: string | undefined;
}) {
  const { input } = useField(DEBTS_FIELD, { type: 'checkbox', value: debt.id, subscription: { value: true } });
  const id = `debt-${debt.id}`;
  const detailId = `${id}-detail`;
  return (
    <Choice htmlFor={id} $invalid={invalid}>
      <input
        {...input}
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={[detailId, groupDescribedBy ?? ''].filter(Boolean).join(' ')}
      />
      <ChoiceText>
        <span id={`${id}-label`}>
          {debt.creditor}, {debtAccount(debt)}
        </span>
        <Detail id={detailId}>
          <Balance>Balance {money(debt.balance)}</Balance>
          {debt.lien && <> · Secured by a {debt.lien}: paying it off releases the lien</>}
        </Detail>
      </ChoiceText>
    </Choice>
  );
}

function DebtChoices({ debts }: { debts: PayoffDebt[] }) {
  const { meta } = useField(DEBTS_FIELD, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const ids = useFieldIds(DEBTS_FIELD);
  const error = visibleError(meta);
  const groupDescribedBy = describedBy(ids, true, error);
  return (
    <Fieldset aria-describedby={groupDescribedBy} aria-invalid={error ? true : undefined}>
      <Legend>Debts on your credit report</Legend>
      <FieldHint id={ids.hintId}>Choose the debts to pay off. You can also choose none.</FieldHint>
      {debts.map((debt) => (
        <DebtCheckbox key={debt.id} debt={debt} invalid={Boolean(error)} groupDescribedBy={groupDescribedBy} />
      ))}
      <FieldError id={ids.errorId} error={error} />
    </Fieldset>
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
