// /:uuid/start/contact — phone, SSN when none is on file, and the hard-credit authorisation.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { ContactSubmission } from '../../api/journey';
import type { Application, Profile } from '../../domain/types';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ContactScreen, type ContactFormValues } from './ContactScreen';
import { EMPTY_CO_OWNER } from './CoOwnersFields';
import { ApplicationLoading } from '../../ui/ApplicationLoading';
import { useStartData } from './useStartData';

// The SSN goes to the saga beside the action, never in it, and is never written to the draft.
const SECRETS = ['ssn'] as const;
const NOT_DRAFTED = ['ssn', 'hardCreditConsent'] as const;

/** Owned jointly (start/profile): everyone else on the title is named here and invited to sign the deed. */
function ownsJointly(application: Application, profile: Profile): boolean {
  const property = profile.addresses.find((a) => a.uuid === application.selectedPropertyUuid);
  return property?.ownership === 'JOINT';
}

function ContactForm({ uuid, profile, application }: { uuid: string; profile: Profile; application: Application }) {
  const { companyName } = useAppSelector(selectCompanyInfo);
  const { hasSsn } = profile;
  const joint = ownsJointly(application, profile);
  const toBody = useCallback(
    (values: ContactFormValues): ContactSubmission => {
      const body: ContactSubmission = { phone: values.phone, hardCreditConsent: true };
      if (!hasSsn && values.ssn) body.ssn = values.ssn;
      if (joint) {
        body.coOwners = (values.coOwners ?? []).map((o) => ({
          firstName: (o.firstName ?? '').trim(),
          lastName: (o.lastName ?? '').trim(),
          email: (o.email ?? '').trim(),
        }));
      }
      return body;
    },
    [hasSsn, joint],
  );
  const form = useJourneyForm<ContactFormValues, ContactSubmission>({
    uuid,
    step: 'submitContact',
    draft: 'contact',
    // Consent is given afresh on each visit: neither the draft nor the defaults tick it.
    defaults: {
      phone: profile.phoneNumbers[0] ?? '',
      hardCreditConsent: false,
      ...(joint ? { coOwners: [{ ...EMPTY_CO_OWNER }] } : {}),
    },
    notDrafted: NOT_DRAFTED,
    secretFields: SECRETS,
    toBody,
  });
  return (
    <ContactScreen
      companyName={companyName}
      hasSsn={hasSsn}
      jointOwnership={joint}
      borrowerEmail={profile.email}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}

export default function ContactRoute() {
  usePageTitle('How can we reach you?');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, profile, loadError } = useStartData(uuid);
  if (!application || !profile) return <ApplicationLoading error={loadError} />;
  return <ContactForm uuid={uuid} profile={profile} application={application} />;
}
