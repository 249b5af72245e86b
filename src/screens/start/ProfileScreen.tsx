// start/profile: legal name, date of birth, the property (as registered, correctable), how it is owned, and the
// soft-credit and E-SIGN consents. Submitting checks the borrower's rates with a soft credit inquiry.
import { PROFILE_HEADING } from '../../domain/firstPaint';
import { PROFILE_EXPECTATIONS } from '../../domain/profileExpectations';
import { useState } from 'react';
import type { SubmissionErrors } from '../../../store/form';
import { OWNERSHIPS, type Ownership } from '../../domain/types';
import { profileRules } from '../../domain/validation/profileRules';
import {
  AppForm,
  Button,
  Card,
  CheckboxField,
  DateField,
  PageHeading,
  PropertyAddressFields,
  RadioGroupField,
  Stack,
  TextField,
} from '../../ui';
import { DisclosureModal } from '../../connected/pdf/DisclosureModal';
import { ApplicationDisclosures } from './ApplicationDisclosures';
import { EsignConsentFields } from '../../ui/forms/EsignConsentFields';
import type { EsignContact } from '../../domain/esign';
import { FactList, FieldGroup, Muted, Pair, SectionHeading } from './parts';

export interface ProfileFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  dob: string;
  property: { street1: string; street2: string; city: string; state: string; zip: string };
  ownership?: Ownership;
  softCreditConsent: boolean;
  esignAccessConfirmed: boolean;
  esignConsent: boolean;
  disclosuresReceived: boolean;
}

export const OWNERSHIP_LABELS: Record<Ownership, { label: string; description: string }> = {
  SOLE: { label: 'I own it on my own', description: 'You are the only owner on the title.' },
  JOINT: {
    label: 'I own it with someone else',
    description: 'For example with a spouse or partner. Every owner on the title signs at closing.',
  },
  TRUST: { label: 'It is held in a trust', description: 'We will ask for the trust documents later.' },
  NONE: {
    label: 'I do not own this property',
    description: 'A home equity line is secured by a home you own; we will review your options with you.',
  },
};

export const SOFT_CREDIT_AUTHORIZATION_TITLE = 'Soft Credit Authorization and E-SIGN Consent';

export interface ProfileScreenProps {
  uuid: string;
  companyName: string;
  /** Where paper copies, withdrawal and contact changes go (the organisation's company info). */
  esignContact: EsignContact;
  initialValues: Partial<ProfileFormValues>;
  onSubmit: (values: ProfileFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: ProfileFormValues) => void;
}

// The rules of profileSchema without yup, so the journey's first screen does not load it (DESIGN section 13).
const schema = profileRules();

export function ProfileScreen({
  uuid,
  companyName,
  esignContact,
  initialValues,
  onSubmit,
  onValuesChange,
}: ProfileScreenProps) {
  const [readingAuthorization, setReadingAuthorization] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeading subtitle={PROFILE_HEADING.subtitle}>{PROFILE_HEADING.title}</PageHeading>

      <Card aria-labelledby="profile-rates-heading">
        <Stack gap="sm">
          <SectionHeading id="profile-rates-heading">{PROFILE_EXPECTATIONS.title}</SectionHeading>
          <FactList>
            {PROFILE_EXPECTATIONS.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </FactList>
        </Stack>
      </Card>

      <AppForm<ProfileFormValues>
        schema={schema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Check my rates"
      >
        <FieldGroup legend="Your legal name" intro="As it appears on your government-issued ID.">
          <Pair>
            <TextField name="firstName" label="First name" autoComplete="given-name" required />
            <TextField name="middleName" label="Middle name (optional)" autoComplete="additional-name" />
          </Pair>
          <Pair>
            <TextField name="lastName" label="Last name" autoComplete="family-name" required />
            <TextField
              name="suffix"
              label="Suffix (optional)"
              hint="For example Jr., Sr. or III"
              autoComplete="honorific-suffix"
            />
          </Pair>
        </FieldGroup>

        <DateField name="dob" label="Date of birth" autoComplete="bday" required />

        <FieldGroup
          legend="The property"
          intro="The home your line of credit will be secured by. Correct the address if anything is wrong."
        >
          <PropertyAddressFields />
        </FieldGroup>

        <RadioGroupField
          name="ownership"
          legend="How do you own this property?"
          options={OWNERSHIPS.map((o) => ({
            value: o,
            label: OWNERSHIP_LABELS[o].label,
            description: OWNERSHIP_LABELS[o].description,
          }))}
          required
        />

        <FieldGroup legend="Your consent">
          <CheckboxField
            name="softCreditConsent"
            required
            label={
              <>
                I understand that by checking this box I am providing written instructions to {companyName} under the
                Fair Credit Reporting Act authorizing {companyName} to obtain a consumer report and other information
                about me from one or more consumer reporting agencies, to check my rates and pre-qualify me for credit.
                This is a soft credit inquiry and will not affect my credit score.
              </>
            }
          />
          <p>
            <Button variant="link" aria-haspopup="dialog" onClick={() => setReadingAuthorization(true)}>
              Read the {SOFT_CREDIT_AUTHORIZATION_TITLE} (PDF)
            </Button>
          </p>
        </FieldGroup>

        <EsignConsentFields
          contact={esignContact}
          consentLabel={
            `I consent to receive disclosures, notices and other records from ${companyName} electronically and to ` +
            'sign documents electronically under the federal E-SIGN Act, as described above.'
          }
        />

        <ApplicationDisclosures uuid={uuid} companyName={companyName} />
      </AppForm>

      <DisclosureModal
        uuid={uuid}
        type={readingAuthorization ? 'PRE_SOFT_CREDIT_AUTHORIZATION' : null}
        title={SOFT_CREDIT_AUTHORIZATION_TITLE}
        onClose={() => setReadingAuthorization(false)}
        intro={
          <Muted>The full text of the authorization and consent you give by checking the two boxes on this page.</Muted>
        }
      />
    </Stack>
  );
}
