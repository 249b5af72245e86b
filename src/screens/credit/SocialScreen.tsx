// credit/social: the soft pull found no credit file by name and address; the SSN lets it look again.
import { useState } from 'react';
import type { SubmissionErrors } from '../../../store/form';
import { creditSsnSchema } from '../../domain/validation/profile';
import { AppForm, Button, Card, PageHeading, Stack, TextField } from '../../ui';

export const SOCIAL_TITLE = 'Enter your Social Security number';
export const SOCIAL_SUBMIT_LABEL = 'Check my rates';

export interface CreditSsnValues {
  ssn: string;
}

export interface SocialScreenProps {
  onSubmit: (values: CreditSsnValues) => Promise<SubmissionErrors | undefined>;
}

export function SocialScreen({ onSubmit }: SocialScreenProps) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="We need one more detail to find your credit file.">{SOCIAL_TITLE}</PageHeading>
      <Card as="div">
        <Stack gap="lg">
          <Stack gap="sm">
            <p>
              We could not find your credit file with your name and address alone. This often happens after a move or a
              name change. Your Social Security number lets the credit bureau find the right file.
            </p>
            <p>
              This is still a soft credit check: it does not affect your credit score. We encrypt your number and never
              show it in full.
            </p>
          </Stack>
          <AppForm<CreditSsnValues> schema={creditSsnSchema} onSubmit={onSubmit} submitLabel={SOCIAL_SUBMIT_LABEL}>
            <Stack gap="xs">
              <TextField
                name="ssn"
                label="Social Security number"
                hint="9 digits, with or without dashes"
                // Masked like a password, with a numeric keypad on phones; never offered for autofill.
                type={shown ? 'text' : 'password'}
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                required
              />
              <div>
                <Button variant="link" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
                  {shown ? 'Hide' : 'Show'} Social Security number
                </Button>
              </div>
            </Stack>
          </AppForm>
        </Stack>
      </Card>
    </Stack>
  );
}
