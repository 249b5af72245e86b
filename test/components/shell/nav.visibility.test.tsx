import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TopNav from '../../../src/shell/nav/TopNav';
import { applicationLoaded } from '../../../store/applications';
import { flagsLoaded, userLookedUp } from '../../../store/flags';
import { signOutClicked } from '../../../store/session';
import { makeApplication } from '../../fixtures/application';
import { installRoutes } from '../support/mswServer';
import { TEST_IDENTITY, renderWithProviders } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { ACCESS, ACCOUNTS, setViewportWidth } from './helpers';

// Lazy chunks and sagas on a busy two-core machine: more room than the 1 s default.
const SLOW = { timeout: 5000 };

const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678';

function walletApi() {
  return installRoutes({
    [ACCOUNTS]: {
      data: [
        {
          account: { name: 'Pat Borrower', address: ADDRESS },
          authorizedWallets: [{ address: ADDRESS }],
          notifications: [
            {
              uuid: 'n1',
              title: 'Welcome',
              description: 'Your application has started.',
              created: new Date().toISOString(),
              status: 'UNREAD',
              walletAddress: ADDRESS,
              ctas: [],
            },
          ],
        },
      ],
    },
    [ACCESS]: {
      data: {
        account: { name: 'Pat Borrower', address: ADDRESS },
        authorizedWallet: { authorizationType: 'FULL_ACCESS' },
      },
    },
  });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => `${a.textContent} ${a.getAttribute('href')}`);

beforeEach(() => setViewportWidth(1440));
afterEach(() => jest.restoreAllMocks());

describe('navigation visibility', () => {
  it('shows a visitor a Login button and no notifications, Settings or Logout', () => {
    renderWithProviders(<TopNav />, { path: '/register?step=name' });
    expect(hrefs(mainNav())).toEqual(['Dashboard /dashboard', 'Marketplace /universal-marketplace']);
    const login = screen.getAllByRole('link', { name: 'Login' })[0];
    expect(login).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/register?step=name')}`,
    );
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Switch Accounts' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByTestId('profile-card')).not.toBeInTheDocument();
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
    expect(screen.queryByText('Logout')).not.toBeInTheDocument();
  });

  it('gives a signed-in borrower the app menu, notifications and the profile menu with Settings and Logout', async () => {
    walletApi();
    const { store } = renderWithProviders(<TopNav />, { authenticated: true, runSagas: true });
    const dispatch = jest.spyOn(store, 'dispatch');
    fireEvent.click(screen.getByRole('button', { name: 'Apps' }));
    expect(hrefs(screen.getByRole('list', { name: 'Apps' }))).toEqual([
      'Passport /universal-passport',
      'Group Manager /group-manager',
      'Pay /pay',
      'Exchange /exchange',
    ]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const card = await screen.findByTestId('profile-card', {}, SLOW);
    expect(within(card).getByText('Pat Borrower')).toBeInTheDocument();
    expect(within(card).getByText('0x1234...45678', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('Wallet authorization: Full access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(dispatch).toHaveBeenCalledWith(signOutClicked());
  });

  it.each([
    ['a borrower', 'BORROWER', false, null, true],
    ['a co-deeder', 'CO_DEEDER', false, null, false],
    ['a co-deeder who is a broker', 'CO_DEEDER', true, null, true],
    ['a v1 signer listed on the application', 'BORROWER', false, 'v1', false],
  ] as const)('Dashboard link for %s', async (_name, type, isBroker, version, shown) => {
    walletApi();
    const identity = { ...TEST_IDENTITY, type, isBroker };
    const { store } = renderWithProviders(<TopNav />, {
      authenticated: true,
      preloadedState: {
        session: {
          status: 'established',
          error: null,
          authenticated: true,
          identity,
          trackerUuid: 't',
          sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
        },
      },
    });
    store.dispatch(
      applicationLoaded(
        makeApplication({ additionalSignerVersion: version, helocSigners: [{ identityUuid: identity.uuid }] }),
      ),
    );
    await waitFor(() => expect(store.getState().applications.currentUuid).not.toBeNull());
    const links = hrefs(mainNav());
    expect(links.includes('Dashboard /dashboard')).toBe(shown);
    expect(links).toContain('Marketplace /universal-marketplace');
  });

  it('gives a co-deeder the Dashboard link once the identity lookup says they are a broker', async () => {
    walletApi();
    const identity = { ...TEST_IDENTITY, type: 'CO_DEEDER' as const, isBroker: false };
    const { store } = renderWithProviders(<TopNav />, {
      authenticated: true,
      preloadedState: {
        session: {
          status: 'established',
          error: null,
          authenticated: true,
          identity,
          trackerUuid: 't',
          sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
        },
      },
    });
    store.dispatch(applicationLoaded(makeApplication({ additionalSignerVersion: null })));
    await waitFor(() => expect(store.getState().applications.currentUuid).not.toBeNull());
    expect(hrefs(mainNav())).not.toContain('Dashboard /dashboard');
    store.dispatch(userLookedUp({ service: 'broker', user: { uuid: identity.uuid, isBroker: true } as never }));
    await waitFor(() => expect(hrefs(mainNav())).toContain('Dashboard /dashboard'));
  });

  it('adds Portfolio Manager to the side navigation and app menu when enabled', () => {
    const { store } = renderWithProviders(<TopNav />, {
      org: { ...sampleOrg, publicToggles: { portfolioManagerEnabled: false } },
    });
    expect(hrefs(mainNav())).not.toContain('Portfolio Manager /portfolio');
    store.dispatch(flagsLoaded({ 'fe-portfolio-manager': { flagEnabled: true, variables: {} } }));
    return waitFor(() => expect(hrefs(mainNav())).toContain('Portfolio Manager /portfolio'));
  });

  it('opens full-screen navigation and notifications drawers on phones', async () => {
    setViewportWidth(375);
    walletApi();
    renderWithProviders(<TopNav />, { authenticated: true, runSagas: true });
    fireEvent.click(screen.getByTestId('menu-drawer-button'));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, SLOW);
    expect(within(menu).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Passport' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('notifications-drawer-button')).toHaveAccessibleName(/1 unread/));
    fireEvent.click(screen.getByTestId('notifications-drawer-button'));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, SLOW);
    expect(within(drawer).getByText('Welcome')).toBeInTheDocument();
  });
});

describe('profile card and unread count', () => {
  const item = (name: string, address: string, unread: number) => ({
    account: { name, address },
    authorizedWallets: [{ address }],
    notifications: Array.from({ length: unread }, (_, i) => ({
      uuid: `${name}-${i}`,
      title: `${name} ${i}`,
      description: 'd',
      created: new Date().toISOString(),
      status: 'UNREAD',
      walletAddress: address,
      ctas: [],
    })),
  });

  it('switches the account the profile card shows, and caps the unread badge at 8+', async () => {
    installRoutes({
      [ACCOUNTS]: { data: [item('Personal', '0xaaaaaa1111122222', 5), item('Business', '0xbbbbbb3333344444', 4)] },
      [ACCESS]: { data: { account: { name: 'Personal', address: '0xaaaaaa1111122222' }, authorizedWallet: null } },
    });
    renderWithProviders(<TopNav />, { authenticated: true, runSagas: true });
    expect(await screen.findByRole('button', { name: 'Notifications, 8+ unread' }, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const card = await screen.findByTestId('profile-card', {}, SLOW);
    expect(within(card).getByText('Personal')).toBeInTheDocument();
    expect(within(card).getByText('Wallet authorization: Not authorized')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch Accounts' }));
    fireEvent.click(within(screen.getByRole('list', { name: 'Accounts' })).getByRole('button', { name: 'Business' }));
    expect(within(screen.getByTestId('profile-card')).getByText('Business')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-card')).getByText('0xbbbb...44444')).toBeInTheDocument();
  });
});
