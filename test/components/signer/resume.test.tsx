import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLED_TITLE } from '../../../src/screens/signer/CancelledRoute';
import { ERROR_TITLE } from '../../../src/screens/signer/ErrorRoute';
import { INTRO_TITLE } from '../../../src/screens/signer/IntroScreen';
import { NOT_CO_OWNER_TITLE } from '../../../src/screens/signer/parts';
import { installSignerServer, makeSelf, renderSigner, SIGNER_API, SLOW, violations } from './signerServer';

jest.setTimeout(30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('heloc-signer/resume', () => {
  it.each([
    ['identity', '/heloc-signer/identity'],
    ['sign', '/heloc-signer/sign'],
    ['documents', '/heloc-signer/documents'],
    ['conditions', '/heloc-signer/conditions'],
  ] as const)('replaces itself with the record’s next step (%s)', async (nextStep, path) => {
    installSignerServer({
      self: makeSelf({
        nextStep,
        identity: { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null },
        deed: { status: nextStep === 'documents' ? 'SIGNED' : 'READY', signedAt: null },
      }),
    });
    const { history } = renderSigner('/heloc-signer/resume');
    await waitFor(() => expect(history.location.pathname).toBe(path), SLOW);
    expect(history.action).toBe('REPLACE');
  });

  it('tells someone signed in who is not a co-owner where their own application is', async () => {
    installSignerServer({ self: null });
    renderSigner('/heloc-signer/resume');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_CO_OWNER_TITLE }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await violations()).toEqual([]);
  });

  it('shows a cancelled application as no longer active, with nothing to sign and the support contact', async () => {
    installSignerServer({ self: makeSelf({ applicationState: 'CANCELLED', nextStep: 'cancelled' }) });
    const { history } = renderSigner('/heloc-signer/resume');
    expect(await screen.findByRole('heading', { level: 1, name: CANCELLED_TITLE }, SLOW)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/heloc-signer/cancelled');
    expect(screen.getByText(/nothing for you to sign/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  it('goes to the error page when the record cannot be loaded, and tries again from there', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'intro' }) });
    server.selfReply = { status: 500, data: { errors: ['The service is unavailable'] } };
    const user = userEvent.setup();
    const { history } = renderSigner('/heloc-signer/resume');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TITLE }, SLOW)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/heloc-signer/error');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW)).toBeInTheDocument();
    expect(server.calls.filter((c) => c === `GET ${SIGNER_API}/self`).length).toBeGreaterThanOrEqual(2);
  });
});
