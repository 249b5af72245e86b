// heloc-signer/login: a co-owner signs in with email and password; with ?invitation= they first see who asked them
// to sign, and choose their password (confirmed) and agree to electronic records and the terms. An invitation that
// cannot be used says why (the server's words) above the sign-in form.
import type { SignerInvitation } from '../../domain/signers';
import { titleCase } from '../../domain/format';
import type { LoginInput } from '../../domain/validation/register';
import { loginRules, signerAcceptRules } from '../../domain/validation/registerRules';
import { Alert, AppForm, Card, CheckboxField, FactList, PageHeading, Spinner, Stack, TextField } from '../../ui';
import { Muted, SectionHeading } from '../../ui/sections';
import type { SubmissionErrors } from '../../../store/form';
import type { SignerResource } from '../../../store/signer';
import { fullName } from './parts';
import { EsignConsentFields } from '../../ui/forms/EsignConsentFields';
import { useAppSelector } from '../../../store/hooks';
import { selectCompanyInfo } from '../../../store/org';

export const SIGN_IN_TITLE = 'Sign in as a co-owner';
export const ACCEPT_LABEL = 'Create my login';
export const AGREE_LABEL_TEXT = 'I agree to receive and sign records electronically, and to the';
export const MALFORMED_INVITATION =
  'This invitation link is not complete. Copy the whole link from your email, or sign in below if you have a password.';
export const USED_INVITATION = 'You have accepted this invitation already. Sign in with the password you chose.';

export interface AcceptValues {
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
  esignAccessConfirmed: boolean;
  esignConsent: boolean;
}

export interface LoginScreenProps {
  /** Whether the link carried an invitation, and whether it has the shape of one. */
  invitation: { present: boolean; malformed: boolean; resource: SignerResource<SignerInvitation> };
  onSignIn: (values: LoginInput) => Promise<SubmissionErrors | undefined>;
  onAccept: (values: AcceptValues) => Promise<SubmissionErrors | undefined>;
}

/** "Sonoma, CA"; null without a property. */
function place(property: SignerInvitation['property']): string | null {
  return property ? `${titleCase(property.city)}, ${property.state.trim().toUpperCase()}` : null;
}

export function acceptTitle(invitation: SignerInvitation): string {
  const where = place(invitation.property);
  return `${invitation.borrowerFirstName} asked you to sign for ${where ?? 'your home'}`;
}

function SignInForm({ onSignIn, email }: { onSignIn: LoginScreenProps['onSignIn']; email?: string }) {
  return (
    <Card aria-labelledby="signer-sign-in-heading">
      <Stack gap="md">
        <SectionHeading id="signer-sign-in-heading">Sign in</SectionHeading>
        <AppForm<LoginInput>
          formId="signer-login"
          schema={loginRules}
          initialValues={email ? { email } : undefined}
          submitLabel="Sign in"
          onSubmit={onSignIn}
        >
          <TextField name="email" label="Email" type="email" autoComplete="username" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        </AppForm>
      </Stack>
    </Card>
  );
}

function AcceptForm({
  invitation,
  onAccept,
}: {
  invitation: SignerInvitation;
  onAccept: LoginScreenProps['onAccept'];
}) {
  const { companyName, email, phoneFormatted, companyAddress } = useAppSelector(selectCompanyInfo);
  const esignContact = { companyName, email, phone: phoneFormatted, address: companyAddress };
  return (
    <Stack gap="lg">
      <PageHeading subtitle="You own the home together, so you sign the deed too. Choose a password to start.">
        {acceptTitle(invitation)}
      </PageHeading>
      <Card aria-labelledby="signer-invitee-heading">
        <Stack gap="sm">
          <SectionHeading id="signer-invitee-heading">Your invitation</SectionHeading>
          <FactList>
            <dt>Name</dt>
            <dd>{fullName(invitation)}</dd>
            <dt>Email</dt>
            <dd>{invitation.email}</dd>
          </FactList>
          <Muted>
            Not you, or a detail wrong? Ask {invitation.borrowerFirstName} to correct it and send a new invitation.
          </Muted>
        </Stack>
      </Card>
      <Card aria-labelledby="signer-password-heading">
        <Stack gap="md">
          <SectionHeading id="signer-password-heading">Choose your password</SectionHeading>
          <AppForm<AcceptValues>
            formId="signer-accept"
            schema={signerAcceptRules}
            submitLabel={ACCEPT_LABEL}
            onSubmit={onAccept}
          >
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="At least 10 characters, with a letter and a number."
              required
            />
            <TextField
              name="confirmPassword"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
            />
            <CheckboxField
              name="agreeToTerms"
              required
              label={
                <>
                  {AGREE_LABEL_TEXT}{' '}
                  <a href="/terms" target="_blank" rel="noreferrer">
                    Terms of Use
                  </a>{' '}
                  and the{' '}
                  <a href="/privacy" target="_blank" rel="noreferrer">
                    Privacy Policy
                  </a>
                </>
              }
            />
            {/* The borrower's E-SIGN disclosures and test document, not a one-line consent. */}
            <EsignConsentFields
              contact={esignContact}
              consentLabel={
                `I consent to receive records from ${esignContact.companyName} electronically and to sign the deed ` +
                'electronically under the federal E-SIGN Act, as described above.'
              }
            />
          </AppForm>
        </Stack>
      </Card>
    </Stack>
  );
}

export function LoginScreen({ invitation, onSignIn, onAccept }: LoginScreenProps) {
  const { present, malformed, resource } = invitation;
  if (present && !malformed) {
    if (resource.data && !resource.data.accepted) return <AcceptForm invitation={resource.data} onAccept={onAccept} />;
    if (resource.status === 'idle' || resource.status === 'loading') return <Spinner label="Loading your invitation" />;
  }
  let notice: string | null = null;
  if (present && malformed) notice = MALFORMED_INVITATION;
  else if (present && resource.data?.accepted) notice = USED_INVITATION;
  else if (present && resource.error) notice = resource.error.message;
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Sign in to verify your identity and sign the deed for the home you own together.">
        {SIGN_IN_TITLE}
      </PageHeading>
      {notice && (
        <Alert variant={resource.data?.accepted ? 'info' : 'error'} title="This invitation cannot be used">
          {notice}
        </Alert>
      )}
      <SignInForm onSignIn={onSignIn} email={resource.data?.email} />
    </Stack>
  );
}
