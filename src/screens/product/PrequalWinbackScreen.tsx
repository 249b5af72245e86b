// LIEN_POSITION_CLTV_REQUALIFY: with the liens on record the new line would be in third position, or the
// combined loan-to-value leaves too little equity. Public records often lag a payoff, so the borrower may correct
// the liens (the same step as the liens screen) and underwriting runs again.
import styled from 'styled-components';
import type { LiensAnswer } from '../../api/journey';
import { formatCurrency, formatPercent } from '../../domain/format';
import { MAX_NEW_LINE_POSITION, MIN_LINE, newLinePosition, owedOnLiens } from '../../domain/offers';
import { Alert, Button, Card, FactList, PageHeading, Spinner, Stack } from '../../ui';
import { LiensForm } from '../../connected/forms/LiensFields';
import type { ResourceState } from '../../../store/journey';

export const WINBACK_TITLE = 'Review your liens to qualify';

const Explanation = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

/** Why the liens on record leave no offer, in the borrower's terms. */
function Reason({ answer }: { answer: LiensAnswer }) {
  const owed = owedOnLiens(answer.liens);
  const position = newLinePosition(answer.liens);
  const { homeValue } = answer;
  return (
    <Card aria-labelledby="winback-reason-heading">
      <Explanation gap="sm">
        <h2 id="winback-reason-heading">Why we cannot make an offer yet</h2>
        {position > MAX_NEW_LINE_POSITION ? (
          <p>
            There are {position - 1} loans with a balance on record against your home, so a new line would be in third
            position. We can only lend in first or second position.
          </p>
        ) : (
          <p>
            The balances on record, together with a new line of at least {formatCurrency(MIN_LINE)}, would be more than
            we can lend against your home&rsquo;s value.
          </p>
        )}
        <p>
          Records can lag behind: a loan you paid off or refinanced may still show, or a balance may be out of date. If
          so, correct it below and we will check your offer again.
        </p>
        <FactList>
          <dt>Estimated home value</dt>
          <dd>{homeValue !== null ? formatCurrency(homeValue) : 'Not available yet'}</dd>
          <dt>Owed on the liens on record</dt>
          <dd>{formatCurrency(owed)}</dd>
          {homeValue !== null && homeValue > 0 && (
            <>
              <dt>Share of your home&rsquo;s value</dt>
              <dd>{formatPercent((owed / homeValue) * 100, 1)}</dd>
            </>
          )}
        </FactList>
      </Explanation>
    </Card>
  );
}

export interface PrequalWinbackScreenProps {
  uuid: string;
  liens: ResourceState<LiensAnswer>;
  onReload: () => void;
}

export function PrequalWinbackScreen({ uuid, liens, onReload }: PrequalWinbackScreenProps) {
  const { data, status, error } = liens;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="The liens on record for your home stand in the way of an offer.">
        {WINBACK_TITLE}
      </PageHeading>
      {data ? (
        <>
          <Reason answer={data} />
          <LiensForm
            uuid={uuid}
            answer={data}
            draft="prequal-winback"
            heading="Your liens"
            submitLabel="Check again"
            startEditing
            onReload={onReload}
          />
        </>
      ) : status === 'failed' ? (
        <Alert variant="error" title="We could not load your liens">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Spinner label="Loading your liens" />
      )}
    </Stack>
  );
}
