// conditions/phone-number: the phone number a MISSING_PHONE_NUMBER condition asks for (a 10-digit US number);
// it is saved on the borrower's profile and the condition resolved, and the router moves on.
import * as yup from 'yup';
import type { Condition } from '../../api/conditions';
import { phoneField } from '../../domain/validation/register';
import { Alert, AppForm, PageHeading, PhoneField, Stack } from '../../ui';
import type { SubmissionErrors } from '../../../store/form';
import { ScreenLink } from '../../ui/ScreenLink';
import { ConditionsLoading, type ConditionsView } from './parts';

export const PHONE_TITLE = 'Add your phone number';

export interface PhoneValues {
  phoneNumber: string;
}

/** The same rule as the service's (server/conditions/routes.ts). */
export const phoneNumberSchema = yup.object({ phoneNumber: phoneField });

export interface PhoneScreenProps {
  view: ConditionsView;
  condition: Condition | null;
  dashboardHref: string;
  onSubmit: (values: PhoneValues) => Promise<SubmissionErrors | undefined>;
}

export function PhoneScreen({ view, condition, dashboardHref, onSubmit }: PhoneScreenProps) {
  const back = (
    <ScreenLink to={dashboardHref} variant="secondary">
      Back to your conditions
    </ScreenLink>
  );
  let body;
  if (condition?.resolvedAt) {
    body = (
      <Alert variant="success" title="Thank you, your phone number is saved">
        <p>We are taking you to your next step.</p>
      </Alert>
    );
  } else if (condition) {
    body = (
      <AppForm<PhoneValues>
        schema={phoneNumberSchema}
        formId="condition-phone-form"
        onSubmit={onSubmit}
        submitLabel="Save phone number"
        secondaryAction={back}
      >
        {condition.commentsToBorrower ? <p>{condition.commentsToBorrower}</p> : null}
        <PhoneField
          name="phoneNumber"
          label="Mobile phone number"
          hint="A 10-digit US number. We use it only about your application."
          required
        />
      </AppForm>
    );
  } else if (view.status === 'loaded') {
    body = (
      <Alert variant="info" title="We already have your phone number">
        <p>Nothing is open that asks for it. Your conditions page shows what is still open.</p>
        {back}
      </Alert>
    );
  } else {
    body = <ConditionsLoading view={view} />;
  }
  return (
    <Stack gap="lg">
      <PageHeading subtitle="We need a phone number to reach you about your line of credit, for example to confirm your identity before closing.">
        {PHONE_TITLE}
      </PageHeading>
      {body}
    </Stack>
  );
}
