// /:uuid/start/profile — the borrower's legal name, date of birth, property and consents, to check their rates.
import { useParams } from 'react-router-dom';
import type { Application, Profile } from '../../domain/types';
import type { ProfileSubmission } from '../../api/journey';
import { useJourneyForm } from '../../connected';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';
import { usePageTitle } from '../../app/usePageTitle';
import { ProfileScreen, type ProfileFormValues } from './ProfileScreen';
import { ApplicationLoading } from '../../ui/ApplicationLoading';
import { FirstPaintMain } from '../../app/firstPaint';
import { useStartData } from './useStartData';

// Consent is given afresh on each visit: a draft never ticks a consent box for the borrower.
const NOT_DRAFTED = ['softCreditConsent', 'esignAccessConfirmed', 'esignConsent', 'disclosuresReceived'] as const;

/** The form's starting values: the profile and the registered property, as the server has them. */
export function profileDefaults(application: Application, profile: Profile): ProfileFormValues {
  const property = application.property;
  const propertyUuid = application.selectedPropertyUuid ?? property?.uuid;
  const ownership = profile.addresses.find((a) => a.uuid === propertyUuid)?.ownership ?? undefined;
  return {
    firstName: profile.name?.firstName ?? '',
    middleName: profile.name?.middleName ?? '',
    lastName: profile.name?.lastName ?? '',
    suffix: profile.name?.suffix ?? '',
    dob: profile.dob ?? '',
    property: {
      street1: property?.street1 ?? '',
      street2: property?.street2 ?? '',
      city: property?.city ?? '',
      state: (property?.state ?? '').toUpperCase(),
      zip: property?.zip ?? '',
    },
    ownership,
    softCreditConsent: false,
    esignAccessConfirmed: false,
    esignConsent: false,
    disclosuresReceived: false,
  };
}

type PropertyBody = NonNullable<ProfileSubmission['property']>;

/**
 * The body of POST profile: only the schema's fields, whatever else the draft may hold. The form's schema has
 * checked the choices (the state, the ownership) against the contract's own lists.
 */
export function profileBody(values: ProfileFormValues): ProfileSubmission {
  const { street1, street2, city, state, zip } = values.property;
  return {
    firstName: values.firstName,
    middleName: values.middleName || null,
    lastName: values.lastName,
    suffix: values.suffix || null,
    dob: values.dob,
    property: { street1, street2: street2 || null, city, state: state as PropertyBody['state'], zip },
    ownership: values.ownership as ProfileSubmission['ownership'],
    softCreditConsent: true,
    esignAccessConfirmed: true,
    esignConsent: true,
    disclosuresReceived: true,
  };
}

function ProfileForm({ uuid, application, profile }: { uuid: string; application: Application; profile: Profile }) {
  const { companyName, email, phoneFormatted, companyAddress } = useAppSelector(selectCompanyInfo);
  const form = useJourneyForm<ProfileFormValues, ProfileSubmission>({
    uuid,
    step: 'submitProfile',
    draft: 'profile',
    defaults: profileDefaults(application, profile),
    notDrafted: NOT_DRAFTED,
    toBody: profileBody,
  });
  return (
    <ProfileScreen
      uuid={uuid}
      companyName={companyName}
      esignContact={{ companyName, email, phone: phoneFormatted, address: companyAddress }}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}

export default function StartProfileRoute() {
  usePageTitle('Tell us about yourself');
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, profile, loadError } = useStartData(uuid);
  // Until the application is in, the server's first paint of this screen stays (the heading and the first card,
  // where the form's screen puts them), not a spinner that the screen then replaces.
  if (!application || !profile)
    return loadError ? (
      <ApplicationLoading error={loadError} />
    ) : (
      <FirstPaintMain inColumn fallback={<ApplicationLoading error={null} />} />
    );
  return <ProfileForm uuid={uuid} application={application} profile={profile} />;
}
