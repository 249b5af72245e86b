// The shared app's pages the navigation links to (/universal-passport, /group-manager, /portfolio, /pay, /exchange,
// /universal-marketplace), served by the outside entry, and the wallet's `principal` query.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { makeApplication } from '../../fixtures/application';
import { installRoutes, type FakeReply, type FakeRequest } from '../support/mswServer';
import { TEST_IDENTITY, TEST_SESSION_UUID, TEST_TRACKER_UUID } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';
import { makeStore } from '../../../store';
import { initialSessionState } from '../../../store/session';
import { OutsideApp } from '../../../src/outside/OutsideApp';
import { axeViolations } from '../bpo/closingServer';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const OWN = '0x1111111111111111111111111111111111111111';
const TRUST = '0x2222222222222222222222222222222222222222';
const WALLET = '/service-wallet/secure/api/v4';

function renderOutside(path: string, { authenticated = true, org = sampleOrg } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const store = makeStore({
    org,
    history,
    runSagas: true,
    entry: 'outside',
    preloadedState: {
      session: {
        ...initialSessionState,
        status: 'established',
        authenticated,
        identity: authenticated ? TEST_IDENTITY : null,
        sessionKey: { uuid: TEST_SESSION_UUID, epoch: 1, trackerUuid: TEST_TRACKER_UUID },
        trackerUuid: TEST_TRACKER_UUID,
      },
    },
  });
  const { container } = render(<OutsideApp store={store} history={history} />);
  return { store, history, container };
}

/** account/access answers for the signed-in owner's wallet and the trust they act for; any other principal is 404. */
function access(config: FakeRequest): FakeReply {
  const principal = (config.params as { principal?: string } | undefined)?.principal;
  if (!principal || principal === OWN) {
    return {
      data: { account: { name: 'Dana Rivera', address: OWN }, authorizedWallet: { authorizationType: 'OWNER' } },
    };
  }
  if (principal === TRUST) {
    return {
      data: {
        account: { name: 'Rivera Family Trust', address: TRUST },
        authorizedWallet: { authorizationType: 'DELEGATE' },
      },
    };
  }
  return { status: 404, data: { errors: ['Not found'] } };
}

const ACCOUNTS = {
  data: [
    { account: { name: 'Dana Rivera', address: OWN }, authorizedWallets: [{ address: OWN }], notifications: [] },
    {
      account: { name: 'Rivera Family Trust', address: TRUST },
      authorizedWallets: [{ address: TRUST }, { address: OWN }],
      notifications: [],
    },
  ],
};

const funded = makeApplication({
  uuid: APP_UUID,
  loanNumber: 'HL-2026-000123',
  amount: 50_000,
  rate: 9.5,
  term: 10,
  payType: 'AUTOPAY',
  disburseAccount: { uuid: 'd', mask: '6789', routingNumber: '021000021', accountNumber: '*****6789' },
  property: { uuid: 'p', street1: '12 oak lane', city: 'austin', state: 'TX', zip: '78701' },
  status: { checklistStatus: 'COMPLETE' },
});
const inProgress = makeApplication({
  uuid: 'bbbbbbbb-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  status: { checklistStatus: 'OFFER_SELECTION' },
});

function installApi(extra: Record<string, FakeReply | ((c: FakeRequest) => FakeReply)> = {}) {
  const principals: (string | null)[] = [];
  const api = installRoutes({
    [`GET ${WALLET}/account/access`]: (config) => {
      principals.push((config.params as { principal?: string } | undefined)?.principal ?? null);
      return access(config);
    },
    [`GET ${WALLET}/account`]: ACCOUNTS,
    'GET /service-application/api/v1/application/heloc/all': { data: [funded, inProgress] },
    'POST /service-optimize/external/api/v1/feature': { data: { enabled: false } },
    ...extra,
  });
  return { ...api, principals };
}

beforeEach(() => window.localStorage.clear());

describe('shared app pages', () => {
  it('Passport shows the wallet of ?principal= (the query is sent to account/access), with no axe violations', async () => {
    const { principals } = installApi();
    const { container } = renderOutside(`/universal-passport?principal=${TRUST}`);
    expect(await screen.findByRole('heading', { name: 'Passport' })).toBeInTheDocument();
    expect(await screen.findByText('Rivera Family Trust')).toBeInTheDocument();
    expect(screen.getByText('DELEGATE')).toBeInTheDocument();
    expect(principals).toEqual([TRUST]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Passport says so when the principal is not a wallet the user may act for', async () => {
    installApi();
    renderOutside('/universal-passport?principal=0xdead');
    expect(await screen.findByText('You cannot act for the wallet 0xdead.')).toBeInTheDocument();
  });

  it('Group Manager lists the accounts and switching asks account/access for the chosen principal', async () => {
    const { principals } = installApi();
    const user = userEvent.setup();
    const { store, container } = renderOutside('/group-manager');
    const list = await screen.findByRole('list', { name: 'Your accounts' });
    expect(await within(list).findByText('You are acting for this account.')).toBeInTheDocument();
    expect(within(list).getByText('2 authorised wallets')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(list).getByRole('button', { name: 'Act for Rivera Family Trust' }));
    await waitFor(() => expect(principals).toEqual([null, TRUST]));
    await waitFor(() => expect(store.getState().notifications.access?.account.name).toBe('Rivera Family Trust'));
    expect(within(list).getByRole('button', { name: 'Act for Dana Rivera' })).toBeInTheDocument();
  });

  it('Portfolio Manager is a page only where it is enabled', async () => {
    installApi();
    renderOutside('/portfolio');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('Portfolio Manager lists the lines and applications when the organisation enables it', async () => {
    installApi();
    const org = { ...sampleOrg, publicToggles: { ...sampleOrg.publicToggles, portfolioManagerEnabled: true } };
    const { container } = renderOutside('/portfolio', { org });
    expect(await screen.findByText('1 funded line, $50,000 in total; 1 in progress.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your lines and applications' });
    expect(within(table).getByText('12 Oak Lane, Austin, TX 78701')).toBeInTheDocument();
    expect(within(table).getByText('9.50%')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Pay shows each funded line’s monthly payment and how it is paid', async () => {
    installApi();
    const { container } = renderOutside('/pay');
    const list = await screen.findByRole('list', { name: 'Your payments' });
    expect(await within(list).findByRole('heading', { name: 'Loan HL-2026-000123' })).toBeInTheDocument();
    expect(within(list).getByText('Autopay from the account ending 6789')).toBeInTheDocument();
    // $50,000 over 10 years at 9.5%.
    expect(within(list).getByText('$646.99')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View your line' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/complete`,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Exchange shows the wallet and what it holds', async () => {
    installApi();
    const { container } = renderOutside('/exchange');
    const holdings = await screen.findByRole('list', { name: 'Your holdings' });
    expect(within(holdings).getByText(/Home equity line HL-2026-000123 of \$50,000/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('Marketplace is open to visitors; the other pages send a visitor to sign in and back', async () => {
    installApi();
    const { container } = renderOutside('/universal-marketplace', { authenticated: false });
    expect(await screen.findByRole('link', { name: 'Check your rate' })).toHaveAttribute('href', '/account/heloc');
    expect(await axeViolations(container)).toEqual([]);
    for (const path of ['/pay', '/exchange', '/universal-passport', '/group-manager', '/portfolio']) {
      const { history } = renderOutside(path, { authenticated: false });
      expect(history.location.pathname).toBe('/auth/login');
      expect(history.location.search).toBe(`?redirectUrl=${encodeURIComponent(path)}`);
    }
  });
});
