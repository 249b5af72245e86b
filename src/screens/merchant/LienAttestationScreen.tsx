// merchant/lien-attestation: the debts the borrower chose, what each creditor is paid and what is left for their
// account, then their attestation that the accounts are theirs to pay off, their authorisation to pay the
// creditors, and (when a chosen debt has a lien on the home) to request the lien's release.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { SubmissionErrors } from '../../../store/form';
import { chosenDebts, liensToRelease, payoffSplit, type DebtPayoffAnswer } from '../../domain/payoff';
import { debtPayoffAttestationSchema, type DebtPayoffAttestationInput } from '../../domain/validation/merchant';
import { AppForm, Card, CheckboxField, PageHeading, Stack } from '../../ui';
import { accountEnding, debtAccount, DrawSplit, money } from './parts';

export const ATTESTATION_TITLE = 'Confirm your debt payoffs';

export type AttestationFormValues = DebtPayoffAttestationInput;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  }
  th:last-child,
  td:last-child {
    text-align: right;
  }
  tfoot td,
  tfoot th {
    font-weight: 700;
    border-bottom: 0;
  }
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface LienAttestationScreenProps {
  companyName: string;
  payoff: DebtPayoffAnswer;
  initialValues: Partial<AttestationFormValues>;
  onSubmit: (values: AttestationFormValues) => Promise<SubmissionErrors | undefined>;
}

export function LienAttestationScreen({ companyName, payoff, initialValues, onSubmit }: LienAttestationScreenProps) {
  const { initialDraw, debts, selectedDebtIds, disburseAccountMask } = payoff;
  const chosen = chosenDebts(debts, selectedDebtIds);
  const liens = liensToRelease(debts, selectedDebtIds);
  const split = payoffSplit(initialDraw, debts, selectedDebtIds);
  const schema = useMemo(() => debtPayoffAttestationSchema(liens.length > 0), [liens.length]);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Check the accounts we will pay off for you at closing, then authorize the payments.">
        {ATTESTATION_TITLE}
      </PageHeading>
      <Card aria-labelledby="payoff-list-heading">
        <Heading id="payoff-list-heading">Accounts to pay off</Heading>
        <Table>
          <thead>
            <tr>
              <th scope="col">Creditor and account</th>
              <th scope="col">Payoff amount</th>
            </tr>
          </thead>
          <tbody>
            {chosen.map((debt) => (
              <tr key={debt.id}>
                <td>
                  {debt.creditor}
                  <Small>{debtAccount(debt)}</Small>
                  {debt.lien && <Small>Lien to release: {debt.lien}</Small>}
                </td>
                <td>{money(debt.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total paid to creditors</th>
              <td>{money(split.toCreditors)}</td>
            </tr>
          </tfoot>
        </Table>
      </Card>
      <DrawSplit {...split} initialDraw={initialDraw} disburseAccountMask={disburseAccountMask} />
      <AppForm<AttestationFormValues>
        schema={schema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        submitLabel="Authorize payoffs"
      >
        <CheckboxField
          name="attestAccounts"
          required
          label={
            <>
              I confirm that the {chosen.length === 1 ? 'account' : `${chosen.length} accounts`} listed above{' '}
              {chosen.length === 1 ? 'is' : 'are'} mine and that I want {chosen.length === 1 ? 'it' : 'them'} paid off
              in full from my initial draw at closing.
            </>
          }
        />
        <CheckboxField
          name="authorizePayment"
          required
          label={
            <>
              I authorize {companyName} to pay each creditor listed above directly, for its payoff amount on the day my
              line is funded, and to send the rest of my initial draw, about {money(split.toBorrower)}, to{' '}
              {accountEnding(disburseAccountMask)}.
            </>
          }
        />
        {liens.length > 0 && (
          <CheckboxField
            name="authorizeLienRelease"
            required
            label={
              <>
                I authorize {companyName} to ask {joinNames(liens.map((d) => d.creditor))} to release the{' '}
                {joinNames(liens.map((d) => d.lien ?? 'lien'))} once {liens.length === 1 ? 'it is' : 'they are'} paid
                off, and to record the release.
              </>
            }
          />
        )}
      </AppForm>
    </Stack>
  );
}
