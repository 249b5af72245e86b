// /:uuid/start/contact — phone, SSN when none is on file, and the hard-credit authorisation.
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { ContactSubmission } from '../../api/journey';
import type { Profile } from '../../domain/types';
import { useFormDraft } from '../../ui';
import { useAppSelector, useJourneyScreenEntered, useSubmit } from '../../../store/hooks';
import { submitStep } from '../../../store/journey';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ContactScreen, type ContactFormValues } from './ContactScreen';
import { StartLoading, useStartData } from './useStartData';

// The SSN goes to the saga beside the action, never in it, and is never written to the draft.
const SECRETS = { secretFields: ['ssn'] } as const;
const NOT_DRAFTED = ['ssn', 'hardCreditConsent'] as const;

function ContactForm({ uuid, profile }: { uuid: string; profile: Profile }) {
  const { companyName } = useAppSelector(selectCompanyInfo);
  const { hasSsn } = profile;
  const draft = useFormDraft<ContactFormValues>(
    `${uuid}:contact`,
    // Consent is given afresh on each visit: neither the draft nor the defaults tick it.
    { phone: profile.phoneNumbers[0] ?? '', hardCreditConsent: false },
    [...NOT_DRAFTED],
  );
  const request = useMemo(() => submitStep(uuid, 'submitContact'), [uuid]);
  const submit = useSubmit<ContactSubmission>(request, SECRETS);
  const { clear } = draft;
  const onSubmit = useCallback(
    async (values: ContactFormValues) => {
      const body: ContactSubmission = { phone: values.phone, hardCreditConsent: true };
      if (!hasSsn && values.ssn) body.ssn = values.ssn;
      const errors = await submit(body);
      if (!errors) clear();
      return errors;
    },
    [submit, clear, hasSsn],
  );
  return (
    <ContactScreen
      companyName={companyName}
      hasSsn={hasSsn}
      initialValues={draft.initialValues}
      onSubmit={onSubmit}
      onValuesChange={draft.save}
    />
  );
}

export default function ContactRoute() {
  usePageTitle('How can we reach you?');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, profile, loadError } = useStartData(uuid);
  if (!application || !profile) return <StartLoading error={loadError} />;
  return <ContactForm uuid={uuid} profile={profile} />;
}
