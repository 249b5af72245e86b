// start/contact: the phone number, the SSN when none is on file, and the hard-credit authorisation that lets the
// application be submitted.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { SubmissionErrors } from '../../../store/form';
import { additionalInfoSchema } from '../../domain/validation/contact';
import { AppForm, CheckboxField, LockIcon, PageHeading, PhoneField, Stack, TextField } from '../../ui';
import { CoOwnersFields, type CoOwnerRow } from './CoOwnersFields';

export interface ContactFormValues {
  phone: string;
  ssn?: string;
  hardCreditConsent: boolean;
  /** Only when the home is owned jointly. */
  coOwners?: CoOwnerRow[];
}

export const SSN_ON_FILE = 'Your Social Security number is on file';

export interface ContactScreenProps {
  companyName: string;
  /** An SSN is on file already (entered on credit/social): the form does not ask again. */
  hasSsn: boolean;
  /** The home is owned jointly (start/profile): the other owners on the title are named here. */
  jointOwnership: boolean;
  borrowerEmail: string;
  initialValues: Partial<ContactFormValues>;
  onSubmit: (values: ContactFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: ContactFormValues) => void;
}

const OnFile = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export function ContactScreen({
  companyName,
  hasSsn,
  jointOwnership,
  borrowerEmail,
  initialValues,
  onSubmit,
  onValuesChange,
}: ContactScreenProps) {
  const schema = useMemo(
    () => additionalInfoSchema({ hasSsn, jointOwnership, borrowerEmail }),
    [hasSsn, jointOwnership, borrowerEmail],
  );
  return (
    <Stack gap="lg">
      <PageHeading subtitle="A few more details before you submit your application.">How can we reach you?</PageHeading>
      <AppForm<ContactFormValues>
        schema={schema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
      >
        <PhoneField
          name="phone"
          label="Mobile phone number"
          hint="We use it only about your application, for example to confirm your identity."
          required
        />
        {hasSsn ? (
          <OnFile>
            <LockIcon size={20} />
            {SSN_ON_FILE}. We keep it encrypted and do not show it again.
          </OnFile>
        ) : (
          <TextField
            name="ssn"
            label="Social Security number"
            // Masked like a password so it is not shown on screen or offered for autofill.
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            hint="9 digits. We encrypt it and use it to verify your identity and check your credit."
            required
          />
        )}
        {jointOwnership && <CoOwnersFields />}
        <CheckboxField
          name="hardCreditConsent"
          required
          label={
            <>
              I authorize {companyName} to obtain my consumer credit report with a hard credit inquiry when I submit my
              application, to make a decision on it. I understand that a hard inquiry may affect my credit score.
            </>
          }
        />
      </AppForm>
    </Stack>
  );
}
