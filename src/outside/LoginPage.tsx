import { useLocation } from 'react-router-dom';
import { useSubmit } from '../../store/hooks';
import { loginSubmitted, type LoginSubmittedPayload } from '../../store/register';
import { isSafeRedirect } from '../domain/guards';
import type { LoginInput } from '../domain/validation/register';
import { loginRules } from '../domain/validation/registerRules';
import { SIGN_IN_HEADING } from '../domain/firstPaint';
import { sessionEndReason } from '../domain/sessionExpiry';
import { SessionEndedNotice } from '../ui/SessionEndedNotice';
import { AppForm, Card, PageHeading, Stack, TextField } from '../ui';
import { usePageTitle } from '../app/usePageTitle';

// The password goes to the saga beside the action, never in it (store/form.ts holdSecrets).
const LOGIN_SECRETS = { secretFields: ['password'] } as const;

export function LoginPage() {
  usePageTitle('Sign in');
  const { search } = useLocation();
  const raw = new URLSearchParams(search).get('redirectUrl');
  // Only same-site paths are honoured; the saga checks again before leaving.
  const redirectUrl = isSafeRedirect(raw) ? raw : null;
  // A session that ran out sent the borrower here: say why (sagas/sessionExpiry.ts).
  const ended = sessionEndReason(search);
  const submit = useSubmit<LoginSubmittedPayload>(loginSubmitted, LOGIN_SECRETS);
  return (
    <Card>
      <Stack gap="lg">
        <PageHeading subtitle={SIGN_IN_HEADING.subtitle}>{SIGN_IN_HEADING.title}</PageHeading>
        {ended && <SessionEndedNotice reason={ended} />}
        <AppForm<LoginInput>
          formId="login"
          schema={loginRules}
          submitLabel="Sign in"
          onSubmit={(values) => submit({ ...values, redirectUrl })}
        >
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        </AppForm>
        <p>
          New here? <a href="/account/heloc/register">Create an account</a>
        </p>
      </Stack>
    </Card>
  );
}
