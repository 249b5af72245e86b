// The liens screen: the loans secured by the home that public records show, confirmed as they are or corrected,
// and the recent-inquiry attestation when the soft pull found inquiries.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { LiensAnswer } from '../../api/journey';
import { formatCurrency } from '../../domain/format';
import { Alert, AppForm, Button, Card, PageHeading, Spinner, Stack, useJourneyForm } from '../../ui';
import {
  LiensAttestations,
  LiensFields,
  liensBody,
  liensFormSchema,
  type LiensBody,
  type LiensFormValues,
  UNCONFIRMED,
} from '../../ui/forms/LiensFields';
import type { ResourceState } from '../../../store/journey';

export const LIENS_TITLE = 'Confirm your existing liens';

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

interface LiensFormProps {
  uuid: string;
  answer: LiensAnswer;
  onReload: () => void;
}

function LiensForm({ uuid, answer, onReload }: LiensFormProps) {
  const schema = useMemo(() => liensFormSchema(answer.inquiryAttestNeeded), [answer.inquiryAttestNeeded]);
  const form = useJourneyForm<LiensFormValues, LiensBody>({
    uuid,
    step: 'submitLiens',
    draft: 'liens',
    defaults: UNCONFIRMED,
    // Attestations are given afresh at each visit, never restored from storage.
    notDrafted: ['confirmed', 'inquiryAttestation'],
    toBody: (values) => liensBody(values, answer.liens, answer.inquiryAttestNeeded),
    // The server may know more than this page (an inquiry attestation now asked for): show its current view.
    onFailure: onReload,
  });

  return (
    <AppForm<LiensFormValues>
      schema={schema}
      onSubmit={form.onSubmit}
      initialValues={form.initialValues}
      onValuesChange={form.onValuesChange}
      submitLabel="Confirm liens"
    >
      <Card as="div">
        <HomeValue>
          <dt>Estimated home value</dt>
          <dd>{answer.homeValue !== null ? formatCurrency(answer.homeValue) : 'Not available yet'}</dd>
        </HomeValue>
      </Card>
      <LiensFields found={answer.liens} heading="Liens on your property" />
      <LiensAttestations inquiryAttestNeeded={answer.inquiryAttestNeeded} recentInquiries={answer.recentInquiries} />
    </AppForm>
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
      <PageHeading subtitle="A home equity line is secured by your home, behind any loans already on it. Check the liens public records show, so your offers are priced on what you really owe.">
        {LIENS_TITLE}
      </PageHeading>
      {data ? (
        <LiensForm uuid={uuid} answer={data} onReload={onReload} />
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
