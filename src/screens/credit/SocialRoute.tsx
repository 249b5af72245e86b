// /:uuid/credit/social — the SSN for a second soft pull. The SSN travels beside the action, never in it.
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useJourneyScreenEntered, useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { SOCIAL_TITLE, SocialScreen, type CreditSsnValues } from './SocialScreen';

export default function SocialRoute() {
  usePageTitle(SOCIAL_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const request = useMemo(() => submitStep(uuid, 'submitCreditSsn'), [uuid]);
  const onSubmit = useSubmit<CreditSsnValues>(request, { secretFields: ['ssn'] });
  return <SocialScreen onSubmit={onSubmit} />;
}
