// The maintenance page in the route guards: fe-heloc-maintenance on and the path matching one of its routes.
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { decideGuard } from '../../../src/app/guards';
import { browserLocation } from '../../../sagas/effects';
import type { RootState } from '../../../store';
import { flagsLoaded } from '../../../store/flags';
import { renderWithProviders } from '../../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const DEFAULT_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

function flags(enabled: boolean, variables: Record<string, unknown>, status: 'loaded' | 'loading' = 'loaded') {
  return {
    flags: {
      decisions: { 'fe-heloc-maintenance': { flagEnabled: enabled, variables } },
      status,
      error: null,
      baseUrls: {},
      user: null,
      userError: null,
    },
  } as Partial<RootState>;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('maintenance page', () => {
  it("shows the flag's title, message and dashboard link on a listed route", async () => {
    renderWithProviders(<AppRoutes />, {
      path: '/register?step=name',
      preloadedState: flags(true, {
        routes: ['/register'],
        message: 'Applications reopen at 6 am Pacific.',
        pageTitle: 'Back soon',
        shouldShowDashboardLink: true,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Back soon' })).toBeInTheDocument();
    expect(screen.getByText('Applications reopen at 6 am Pacific.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Where is your home?' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Example Lender | Back soon'));
  });

  it('leaves routes that are not listed alone', async () => {
    renderWithProviders(<AppRoutes />, {
      path: '/register/support',
      preloadedState: flags(true, { routes: ['/register'], pageTitle: 'Back soon' }),
    });
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Back soon' })).not.toBeInTheDocument();
  });

  it("uses the spec's title and message when the flag has none, on an application route", async () => {
    renderWithProviders(<AppRoutes />, {
      path: `/${APP_UUID}/liens`,
      authenticated: true,
      preloadedState: flags(true, { routes: ['/:uuid/liens'] }),
    });
    expect(await screen.findByRole('heading', { name: 'Scheduled Maintenance' })).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('shows nothing of the kind when the flag is off, even on a listed route', async () => {
    renderWithProviders(<AppRoutes />, {
      path: '/register/support',
      preloadedState: flags(false, { routes: ['*'] }),
    });
    expect(await screen.findByRole('heading', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scheduled Maintenance' })).not.toBeInTheDocument();
  });

  it('holds the screen until the first decision arrives, then shows maintenance when it says so', async () => {
    const { store } = renderWithProviders(<AppRoutes />, {
      path: '/register/support',
      preloadedState: {
        flags: { decisions: {}, status: 'loading', error: null, baseUrls: {}, user: null, userError: null },
      } as Partial<RootState>,
    });
    expect(await screen.findByRole('img', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact support' })).not.toBeInTheDocument();
    store.dispatch(
      flagsLoaded({ 'fe-heloc-maintenance': { flagEnabled: true, variables: { routes: ['/register/*'] } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Scheduled Maintenance' })).toBeInTheDocument();
  });

  it('does not hold paths that leave the app, and checks the rewritten path of a legacy one', () => {
    const base = {
      search: '',
      authenticated: false,
      referrerRequired: false,
      wholesale: false,
      registrationEnabled: false,
      storedHelocUuid: null,
      maintenance: { title: 'Scheduled Maintenance', message: DEFAULT_MESSAGE, showDashboardLink: false },
    };
    expect(decideGuard({ ...base, pathname: '/terms' })).toEqual({ kind: 'leave', to: '/terms' });
    expect(decideGuard({ ...base, pathname: '/account/register', search: '?step=name' })).toEqual({
      kind: 'redirect',
      to: '/register?step=name',
    });
    expect(decideGuard({ ...base, pathname: '/register' })).toEqual({ kind: 'maintenance', notice: base.maintenance });
    expect(decideGuard({ ...base, pathname: '/register', maintenance: null, flagsPending: true })).toEqual({
      kind: 'pending',
    });
  });
});
