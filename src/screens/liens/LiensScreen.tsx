// The liens screen: the loans secured by the home that public records show, confirmed as they are or corrected,
// and the recent-inquiry attestation when the soft pull found inquiries.
import styled from 'styled-components';
import type { LiensAnswer } from '../../api/journey';
import { LIENS_HEADING } from '../../domain/firstPaint';
import { formatCurrency } from '../../domain/format';
import { Alert, Button, Card, PageHeading, Spinner, Stack } from '../../ui';
import { LiensForm } from '../../ui/forms/LiensFields';
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

export interface LiensScreenProps {
  uuid: string;
  liens: ResourceState<LiensAnswer>;
  onReload: () => void;
}

export function LiensScreen({ uuid, liens, onReload }: LiensScreenProps) {
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
    </Stack>
  );
}
