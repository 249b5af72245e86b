import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCEPT_LABEL,
  MALFORMED_INVITATION,
  SIGN_IN_TITLE,
  USED_INVITATION,
} from '../../../src/screens/signer/LoginScreen';
import { INTRO_TITLE } from '../../../src/screens/signer/IntroScreen';
import {
  INVITATION,
  INVITATION_PATH,
  installSignerServer,
  makeSelf,
  renderSigner,
  SLOW,
  TOKEN,
  violations,
} from './signerServer';

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText(/^Email/, {}, SLOW), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('heloc-signer/login', () => {
  it('refuses a wrong password in an announced alert, then signs in and follows a safe redirectUrl', async () => {
    const server = installSignerServer({
      self: makeSelf({ identity: { status: 'VERIFIED', idType: null, reason: null } }),
    });
    const user = userEvent.setup();
    const redirectUrl = encodeURIComponent('/account/heloc/heloc-signer/documents');
    const { history, store } = renderSigner(`/heloc-signer/login?redirectUrl=${redirectUrl}`, { authenticated: false });
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_TITLE }, SLOW)).toHaveFocus();
    expect(await violations()).toEqual([]);

    await signIn(user, 'jordan@example.test', 'not the password');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Invalid email or password');
    expect(history.location.pathname).toBe('/heloc-signer/login');
    expect(store.getState().session.authenticated).toBe(false);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), server.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/documents'), SLOW);
    expect(store.getState().session.authenticated).toBe(true);
    expect(server.posted.filter((p) => p.path === 'login').map((p) => p.body)).toEqual([
      {
        email: 'jordan@example.test',
        password: 'not the password',
        applicationName: 'heloc-signer',
        orgCode: 'example',
      },
      { email: 'jordan@example.test', password: server.password, applicationName: 'heloc-signer', orgCode: 'example' },
    ]);
    // The password never entered an action or the store.
    expect(JSON.stringify(store.getState())).not.toContain(server.password);
  });

  it('ignores a redirectUrl to another site and resumes where the co-owner stands', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'intro' }) });
    const user = userEvent.setup();
    const { history } = renderSigner(`/heloc-signer/login?redirectUrl=${encodeURIComponent('//evil.example')}`, {
      authenticated: false,
    });
    await signIn(user, 'jordan@example.test', server.password);
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/intro'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW)).toBeInTheDocument();
  });

  it('sends a co-owner already signed in from the index and the login on to their screen', async () => {
    installSignerServer({ self: makeSelf({ nextStep: 'identity' }) });
    const { history } = renderSigner('/heloc-signer');
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/identity'), SLOW);
  });

  it('sends a visitor to the signer login with the page to come back to', async () => {
    installSignerServer();
    const { history } = renderSigner('/heloc-signer/sign', { authenticated: false });
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/login'), SLOW);
    expect(new URLSearchParams(history.location.search).get('redirectUrl')).toBe('/account/heloc/heloc-signer/sign');
  });
});

describe('heloc-signer/login?invitation=', () => {
  it('shows who asked, then takes a confirmed password and the agreement and resumes', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'identity' }) });
    const user = userEvent.setup();
    const { history, store } = renderSigner(`/heloc-signer/login?invitation=${TOKEN}`, { authenticated: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dana asked you to sign for Sonoma, CA' }, SLOW),
    ).toBeInTheDocument();
    const invitee = screen.getByRole('region', { name: 'Your invitation' });
    expect(invitee).toHaveTextContent('Jordan Rivera');
    expect(invitee).toHaveTextContent('jordan@example.test');
    expect(await violations()).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: ACCEPT_LABEL }));
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /receive and sign records electronically/ }),
    ).toHaveAccessibleDescription(expect.stringMatching(/^Error: /));
    // The borrower's E-SIGN disclosures and test document, not a one-line consent.
    expect(screen.getByRole('region', { name: 'Consent to electronic records: disclosures' })).toHaveTextContent(
      'You may withdraw this consent at any time',
    );
    const esignAccess = screen.getByRole('checkbox', { name: 'I opened the test document and could read it' });
    expect(esignAccess).toHaveAccessibleDescription('Error: Required');
    const esignConsent = screen.getByRole('checkbox', { name: /I consent to receive records from/ });
    expect(esignConsent).toBeDisabled();
    expect(server.posted).toEqual([]);
    expect(await violations()).toEqual([]);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'correct horse 9');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'correct horse 9');
    await user.click(screen.getByRole('checkbox', { name: /receive and sign records electronically/ }));
    await user.click(esignAccess);
    await user.click(esignConsent);
    await user.click(screen.getByRole('button', { name: ACCEPT_LABEL }));

    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/identity'), SLOW);
    expect(server.posted).toEqual([
      {
        path: 'accept',
        body: {
          password: 'correct horse 9',
          confirmPassword: 'correct horse 9',
          agreeToTerms: true,
          esignAccessConfirmed: true,
          esignConsent: true,
        },
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(store.getState().session.authenticated).toBe(true);
  }, 30_000);

  it('says why an invitation cannot be used (the server’s words) and offers the sign-in form', async () => {
    installSignerServer({
      invitation: { status: 404, data: { errors: ['This invitation is no longer valid: ask for a new one'] } },
    });
    renderSigner(`/heloc-signer/login?invitation=${TOKEN}`, { authenticated: false });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('This invitation is no longer valid: ask for a new one');
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('on a used invitation, asks the co-owner to sign in with their email filled in', async () => {
    installSignerServer({ invitation: { data: { ...INVITATION, accepted: true } } });
    renderSigner(`/heloc-signer/login?invitation=${TOKEN}`, { authenticated: false });
    expect(await screen.findByText(USED_INVITATION, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('jordan@example.test');
  });

  it('does not ask the server about a link that is not an invitation token', async () => {
    const server = installSignerServer();
    renderSigner('/heloc-signer/login?invitation=short', { authenticated: false });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText(MALFORMED_INVITATION)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.startsWith(`GET ${INVITATION_PATH.replace(TOKEN, '')}`))).toEqual([]);
  });
});
