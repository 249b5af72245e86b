import { screen, waitFor, within } from '@testing-library/react';
import { CONTINUE_LABEL, INTRO_TITLE } from '../../../src/screens/signer/IntroScreen';
import { SIGN_TITLE } from '../../../src/screens/signer/SignScreen';
import { setViewportWidth } from '../shell/helpers';
import { installSignerServer, makeSelf, renderSigner, SLOW, violations } from './signerServer';

jest.setTimeout(30_000);

const VERIFIED = { status: 'VERIFIED', idType: 'PASSPORT_FRONT', reason: null } as const;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  setViewportWidth(1440);
});

describe('heloc-signer/intro', () => {
  it('says who asked, for which home and line, what the co-owner does and how far they are', async () => {
    installSignerServer({ self: makeSelf({ nextStep: 'intro' }) });
    renderSigner('/heloc-signer/intro');
    expect(await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW)).toHaveFocus();
    expect(screen.getByText('Dana Rivera asked you to sign because you own the home together.')).toBeInTheDocument();
    const line = screen.getByRole('region', { name: 'The home and the line of credit' });
    expect(line).toHaveTextContent('12 Alder Lane');
    expect(line).toHaveTextContent('Sonoma, CA 95476');
    expect(line).toHaveTextContent('$75,000');
    const steps = screen.getByRole('region', { name: 'What you will do' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Verify your identity with a photo of your ID.',
      'Sign the deed with an online notary, once Dana has signed the closing documents.',
    ]);
    expect(screen.getByTestId('signer-progress')).toHaveTextContent(
      'IdentityNot startedDeedWaiting for Dana to sign the closing documents',
    );
    // The ID comes first: Continue goes there.
    expect(screen.getByRole('link', { name: CONTINUE_LABEL })).toHaveAttribute('href', '/heloc-signer/identity');
    // The co-borrower sidebar, at its first step.
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    expect(within(progress).getByText('Identity verification')).toHaveAttribute('aria-current', 'step');
    expect(await violations()).toEqual([]);
  });

  it('shows a co-owner no Dashboard link in the navigation, once their application is known', async () => {
    installSignerServer({ self: makeSelf({ nextStep: 'intro' }) });
    const { store } = renderSigner('/heloc-signer/intro');
    await screen.findByRole('heading', { level: 1, name: INTRO_TITLE }, SLOW);
    await waitFor(() => expect(store.getState().signer.application.status).toBe('loaded'), SLOW);
    const main = await screen.findByRole('navigation', { name: 'Main' }, SLOW);
    await waitFor(() => expect(within(main).queryByRole('link', { name: 'Dashboard' })).toBeNull(), SLOW);
    expect(within(main).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it('while the borrower has not signed, says the co-owner will be emailed, and moves on when the deed is ready', async () => {
    const server = installSignerServer({ self: makeSelf({ nextStep: 'intro', identity: VERIFIED }) });
    const { history } = renderSigner('/heloc-signer/intro');
    expect(await screen.findByText('Your deed is not ready to sign yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/We will email you when your deed is ready/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CONTINUE_LABEL })).toBeNull();
    expect(await violations()).toEqual([]);

    server.self = makeSelf({ nextStep: 'sign', identity: VERIFIED, deed: { status: 'READY', signedAt: null } });
    await waitFor(() => expect(history.location.pathname).toBe('/heloc-signer/sign'), { timeout: 9000 });
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_TITLE }, SLOW)).toBeInTheDocument();
  });

  it('points to the co-owner’s open requests when there are some', async () => {
    installSignerServer({ self: makeSelf({ nextStep: 'intro', identity: VERIFIED, openConditions: 1 }) });
    renderSigner('/heloc-signer/intro');
    const alert = await screen.findByText('We need something from you', {}, SLOW);
    expect(alert).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what we need' })).toHaveAttribute('href', '/heloc-signer/conditions');
  });
});
