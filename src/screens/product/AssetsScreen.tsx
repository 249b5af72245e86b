// Asset depletion: with income alone the new line's payment would take the borrower's debts over the DTI limit,
// but the bureau's asset report shows enough liquid assets to count them as income, spread over 360 months.
import { useMemo } from 'react';
import styled from 'styled-components';
import { formatCurrency } from '../../domain/format';
import { ASSET_DEPLETION_MONTHS, assetDepletionMonthlyIncome, DTI_LIMIT } from '../../domain/offers';
import { assetsSchema } from '../../domain/validation/offer';
import { AppForm, Card, CheckboxField, PageHeading, Stack } from '../../ui';
import { useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';

export const ASSETS_TITLE = 'Count your assets toward your offer';

/** An example amount whose monthly figure is round, so the arithmetic is easy to follow. */
const EXAMPLE_ASSETS = 360_000;

const Explanation = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const DashboardLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

interface AssetsValues {
  attestation?: boolean;
}

/** Unticked rather than missing, so submitting unticked says what to do rather than 'Required'. */
const UNTICKED: AssetsValues = { attestation: false };

export interface AssetsScreenProps {
  uuid: string;
  lenderName: string;
}

export function AssetsScreen({ uuid, lenderName }: AssetsScreenProps) {
  const request = useMemo(() => submitStep(uuid, 'submitAssets'), [uuid]);
  const submit = useSubmit<{ attestation: true }>(request);
  const dtiPercent = Math.round(DTI_LIMIT * 100);
  const exampleMonthly = formatCurrency(assetDepletionMonthlyIncome(EXAMPLE_ASSETS));

  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your savings and investments can help you qualify.">{ASSETS_TITLE}</PageHeading>
      <Card aria-labelledby="assets-why-heading">
        <Explanation gap="sm">
          <h2 id="assets-why-heading">Why we are asking</h2>
          <p>
            With your income alone, the payment on a new line would take your monthly debts above {dtiPercent}% of your
            monthly income, the most we can lend against. So we cannot make you an offer on income alone.
          </p>
          <p>
            The asset report that came with your credit check shows liquid assets: money in checking, savings and money
            market accounts, and investments you can sell or withdraw. With your permission we count them as income,
            spread evenly over {ASSET_DEPLETION_MONTHS} months ({ASSET_DEPLETION_MONTHS / 12} years). For example,{' '}
            {formatCurrency(EXAMPLE_ASSETS)} in liquid assets counts as {exampleMonthly} of income a month.
          </p>
          <h2>What this means for you</h2>
          <ul>
            <li>Nothing is moved, held or withdrawn: your accounts stay yours to use.</li>
            <li>We price your offers again with the added income; you then choose an offer as usual.</li>
          </ul>
        </Explanation>
      </Card>
      <AppForm<AssetsValues>
        schema={assetsSchema}
        initialValues={UNTICKED}
        onSubmit={() => submit({ attestation: true })}
        submitLabel="Use my assets"
        secondaryAction={<DashboardLink href="/dashboard">Back to your dashboard</DashboardLink>}
      >
        <CheckboxField
          name="attestation"
          label={`I allow ${lenderName} to count my liquid assets as income for this application, and I confirm they are mine and available to me`}
          required
        />
      </AppForm>
    </Stack>
  );
}
