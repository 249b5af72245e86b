import axe from 'axe-core';
import { screen, within, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { decideGuard } from '../../../src/app/guards';
import { browserLocation } from '../../../sagas/effects';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { orgWith, sampleOrg } from '../../utils/sampleOrg';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const REFERRER = '11111111-2222-4333-8444-555555555555';

let assign: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('route guards', () => {
  it('rewrites the legacy /account/register to /register keeping the query', async () => {
    const { history } = renderWithProviders(<AppRoutes />, { path: '/account/register?step=name&utm=x' });
    await waitFor(() => expect(history.location.pathname).toBe('/register'));
    expect(history.location.search).toBe('?step=name&utm=x');
  });

  it('shows not-accepting on register without a referrer when a referrer is required', async () => {
    renderWithProviders(<AppRoutes />, { path: '/register', org: orgWith({ referrerRequired: true }) });
    expect(await screen.findByRole('heading', { name: 'We are not accepting applications here' })).toBeInTheDocument();
    expect(screen.getByText(/Applications for Example Lender, LLC/)).toBeInTheDocument();
  });

  it('lets register through with a referrer when one is required', async () => {
    renderWithProviders(<AppRoutes />, {
      path: `/register?referrer=${REFERRER}`,
      org: orgWith({ referrerRequired: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Where is your home?' })).toBeInTheDocument();
  });

  it('shows not-accepting on register for wholesale organisations, referrer or not', async () => {
    renderWithProviders(<AppRoutes />, { path: `/register?referrer=${REFERRER}`, org: orgWith({ wholesale: true }) });
    expect(await screen.findByRole('heading', { name: 'We are not accepting applications here' })).toBeInTheDocument();
  });

  it('sends an unauthenticated visitor of a private path to sign in with the way back', async () => {
    renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/start/profile` });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APP_UUID}/start/profile`)}`,
      ),
    );
  });

  it('sends them to register when registration is enabled, carrying only pop-webchat', async () => {
    const { history } = renderWithProviders(<AppRoutes />, {
      path: `/${APP_UUID}/start/profile?utm=1&pop-webchat=true`,
      org: orgWith({ registrationEnabled: true }),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/register'));
    // Register then adds its own step; utm is dropped.
    const query = new URLSearchParams(history.location.search);
    expect(query.get('pop-webchat')).toBe('true');
    expect(query.has('utm')).toBe(false);
    // The redirect-back survives (spec core-journey section 6), as it does on the way to sign-in.
    expect(query.get('redirectUrl')).toBe(`/account/heloc/${APP_UUID}/start/profile?utm=1&pop-webchat=true`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the coming-soon page on its public path, signed out, with no axe violations', async () => {
    const { container } = renderWithProviders(<AppRoutes />, { path: '/coming-soon' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your rates' })).toHaveAttribute('href', '/account/heloc/register');
    expect(assign).not.toHaveBeenCalled();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('leaves the app for the shared site on / and /terms', async () => {
    renderWithProviders(<AppRoutes />, { path: '/' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    renderWithProviders(<AppRoutes />, { path: '/terms' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/terms'));
  });

  it('plaid-oauth-success goes to the stored application bank step, else the dashboard', async () => {
    window.localStorage.setItem('heloc_uuid', APP_UUID);
    const { history } = renderWithProviders(<AppRoutes />, {
      path: '/plaid-oauth-success?pop-webchat=1&code=x',
      authenticated: true,
    });
    await waitFor(() => expect(history.location.pathname).toBe(`/${APP_UUID}/bank/disburse`));
    expect(history.location.search).toBe('?pop-webchat=1');
    window.localStorage.clear();
    expect(
      decideGuard({
        pathname: '/plaid-oauth-success',
        search: '',
        authenticated: true,
        referrerRequired: false,
        wholesale: false,
        registrationEnabled: false,
        storedHelocUuid: null,
      }),
    ).toEqual({ kind: 'leave', to: '/dashboard' });
  });

  it('public paths render without a session; unknown paths show not found', async () => {
    renderWithProviders(<AppRoutes />, { path: '/register/support' });
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeInTheDocument();
    // Within main: the footer repeats the support contact.
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: sampleOrg.metadata.companyInfo.email }),
    ).toBeInTheDocument();
    renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/nowhere`, authenticated: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sets the page title from the organisation short name', async () => {
    renderWithProviders(<AppRoutes />, { path: '/register/account-setup' });
    await screen.findByRole('heading', { name: 'Why you need an account' });
    await waitFor(() => expect(document.title).toBe('Example Lender | Set up your account'));
  });
});
