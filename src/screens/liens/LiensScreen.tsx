// The liens screen: the loans secured by the home that public records show, confirmed as they are or corrected,
// and the recent-inquiry attestation when the soft pull found inquiries.
import styled from 'styled-components';
import type { LiensAnswer } from '../../api/journey';
import { LIENS_HEADING } from '../../domain/firstPaint';
import { formatCurrency } from '../../domain/format';
import { Alert, Button, Card, PageHeading, Spinner, Stack } from '../../ui';
import { LiensForm } from '../../connected/forms/LiensFields';
import type { ResourceState } from '../../../store/journey';

export const LIENS_TITLE = LIENS_HEADING.title;

const HomeValue = styled.dl`
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

function HomeValueCard({ homeValue }: { homeValue: number | null }) {
  return (
    <Card as="div">
      <HomeValue>
        <dt>Estimated home value</dt>
        <dd>{homeValue !== null ? formatCurrency(homeValue) : 'Not available yet'}</dd>
      </HomeValue>
    </Card>
  );
}

/** The button that opens the FCRA §609(g) notice with the score the soft pull returned (CREDIT_SCORE_NOTICE). */
export const OPEN_SCORE_NOTICE = 'Read your credit score notice';

/** The score is first used here, after the soft pull: the §609(g) notice is given on this screen. */
function ScoreNoticeCard({ onOpen }: { onOpen: () => void }) {
  return (
    <Card as="section" aria-labelledby="score-notice-heading" data-testid="score-notice">
      <Stack gap="sm">
        <h2 id="score-notice-heading">Your credit score</h2>
        <p>
          We checked your credit with a soft inquiry, which does not affect your score. The Notice to the Home Loan
          Applicant gives you the score we use, its range and the key factors behind it; it is kept with your documents.
        </p>
        <div>
          <Button variant="secondary" aria-haspopup="dialog" onClick={onOpen}>
            {OPEN_SCORE_NOTICE}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

export interface LiensScreenProps {
  uuid: string;
  liens: ResourceState<LiensAnswer>;
  onReload: () => void;
  /** Opens the FCRA §609(g) notice (absent: not offered). */
  onOpenScoreNotice?: () => void;
}

export function LiensScreen({ uuid, liens, onReload, onOpenScoreNotice }: LiensScreenProps) {
  const { data, status, error } = liens;
  return (
    <Stack gap="lg">
      <PageHeading subtitle={LIENS_HEADING.subtitle}>{LIENS_HEADING.title}</PageHeading>
      {data ? (
        <LiensForm
          uuid={uuid}
          answer={data}
          draft="liens"
          heading="Liens on your property"
          submitLabel="Confirm liens"
          onReload={onReload}
        >
          <HomeValueCard homeValue={data.homeValue} />
        </LiensForm>
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
      {data && onOpenScoreNotice && <ScoreNoticeCard onOpen={onOpenScoreNotice} />}
    </Stack>
  );
}
