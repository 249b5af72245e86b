// The liens screen: the loans secured by the home that public records show, confirmed as they are or corrected,
// and the recent-inquiry attestation when the soft pull found inquiries.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { LiensAnswer } from '../../api/journey';
import { formatCurrency } from '../../domain/format';
import { Alert, AppForm, Button, Card, PageHeading, Spinner, Stack, useFormDraft } from '../../ui';
import {
  LiensAttestations,
  LiensFields,
  liensBody,
  liensFormSchema,
  type LiensBody,
  type LiensFormValues,
  UNCONFIRMED,
} from '../../ui/forms/LiensFields';
import { useSubmit } from '../../../store/hooks';
import { submitStep, type ResourceState } from '../../../store/journey';

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
  // Attestations are given afresh at each visit, never restored from storage.
  const draft = useFormDraft<LiensFormValues>(`${uuid}:liens`, UNCONFIRMED, ['confirmed', 'inquiryAttestation']);
  const schema = useMemo(() => liensFormSchema(answer.inquiryAttestNeeded), [answer.inquiryAttestNeeded]);
  const request = useMemo(() => submitStep(uuid, 'submitLiens'), [uuid]);
  const submit = useSubmit<LiensBody>(request);

  const onSubmit = async (values: LiensFormValues) => {
    const errors = await submit(liensBody(values, answer.liens, answer.inquiryAttestNeeded));
    if (!errors) {
      draft.clear();
      return undefined;
    }
    // The server may know more than this page (an inquiry attestation now asked for): show its current view.
    onReload();
    return errors;
  };

  return (
    <AppForm<LiensFormValues>
      schema={schema}
      onSubmit={onSubmit}
      initialValues={draft.initialValues}
      onValuesChange={draft.save}
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
