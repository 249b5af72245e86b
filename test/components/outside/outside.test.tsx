import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { browserLocation } from '../../../sagas/effects';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { installRoutes } from '../support/mswServer';
import {
  renderWithProviders,
  TEST_IDENTITY,
  TEST_SESSION_UUID,
  TEST_TRACKER_UUID,
} from '../../utils/renderWithProviders';
import { DashboardPage } from '../../../src/outside/DashboardPage';
import { LoginPage } from '../../../src/outside/LoginPage';
import { LicensesPage } from '../../../src/outside/InfoPages';
import { makeStore } from '../../../store';
import { createMemoryHistory } from 'history';
import { OutsideApp } from '../../../src/outside/OutsideApp';
import { render } from '@testing-library/react';
import { sampleOrg } from '../../utils/sampleOrg';
import { initialSessionState } from '../../../store/session';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
let assign: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderOutside(path: string, authenticated: boolean) {
  // A signed-in borrower has a stored token (the profile query needs one).
  if (authenticated) window.localStorage.setItem('jwt', 'Bearer test-token');
  const history = createMemoryHistory({ initialEntries: [path] });
  const store = makeStore({
    org: sampleOrg,
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
  render(<OutsideApp store={store} history={history} />);
  return { store, history };
}

describe('outside pages', () => {
  it('signs in and leaves for a safe redirectUrl', async () => {
    installRoutes({ 'POST /identity/api/v1/login': { data: { jwt: 'tok', identity: TEST_IDENTITY } } });
    const user = userEvent.setup();
    renderWithProviders(<Route path="/auth/login" component={LoginPage} />, {
      path: `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${APP_UUID}/start/profile`)}`,
      runSagas: true,
      entry: 'outside',
    });
    await user.type(screen.getByLabelText(/email/i), 'pat@example.test');
    await user.type(screen.getByLabelText(/password/i), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/account/heloc/${APP_UUID}/start/profile`));
    expect(window.localStorage.getItem('jwt')).toBe('Bearer tok');
  });

  it('shows the server message on a wrong password', async () => {
    installRoutes({ 'POST /identity/api/v1/login': { status: 401, data: { errors: ['Invalid email or password'] } } });
    const user = userEvent.setup();
    renderWithProviders(<Route path="/auth/login" component={LoginPage} />, {
      path: '/auth/login',
      runSagas: true,
      entry: 'outside',
    });
    await user.type(screen.getByLabelText(/email/i), 'pat@example.test');
    await user.type(screen.getByLabelText(/password/i), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a funded line as funded, with its loan number and a link to where it stands', async () => {
    installRoutes({
      'GET /service-application/api/v1/application/heloc/all': {
        data: [
          makeApplication({
            uuid: APP_UUID,
            loanNumber: 'HL-2026-000123',
            property: { uuid: 'p', street1: '12 oak lane', city: 'austin', state: 'TX', zip: '78701' },
            status: { checklistStatus: 'COMPLETE' },
          }),
        ],
      },
      'POST /service-optimize/external/api/v1/feature': { data: { enabled: true } },
    });
    renderWithProviders(<Route path="/dashboard" component={DashboardPage} />, {
      path: '/dashboard',
      authenticated: true,
      runSagas: true,
      entry: 'outside',
    });
    const list = await screen.findByRole('list', { name: 'Your applications' });
    expect(await within(list).findByText('Funded: loan number HL-2026-000123')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View your line' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/complete`,
    );
  });

  it('shows a line cancelled during rescission as cancelled, with nothing to fund and nothing to resume', async () => {
    installRoutes({
      'GET /service-application/api/v1/application/heloc/all': {
        data: [
          makeApplication({
            uuid: APP_UUID,
            property: { uuid: 'p', street1: '12 oak lane', city: 'austin', state: 'TX', zip: '78701' },
            status: { checklistStatus: 'CANCELLED' },
          }),
        ],
      },
      'POST /service-optimize/external/api/v1/feature': { data: { enabled: true } },
    });
    renderWithProviders(<Route path="/dashboard" component={DashboardPage} />, {
      path: '/dashboard',
      authenticated: true,
      runSagas: true,
      entry: 'outside',
    });
    const list = await screen.findByRole('list', { name: 'Your applications' });
    expect(await within(list).findByText(/You cancelled this line during the rescission period/)).toHaveTextContent(
      'Cancelled. You cancelled this line during the rescission period. Nothing will be funded',
    );
    expect(within(list).queryByRole('link', { name: 'Resume' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'View your line' })).not.toBeInTheDocument();
  });

  it('lists the applications with a Resume link and starts a new one', async () => {
    const created = makeApplication({ uuid: 'bbbbbbbb-bbbb-4ccc-8ddd-eeeeeeeeeeee' });
    installRoutes({
      'GET /service-application/api/v1/application/heloc/all': {
        data: [
          makeApplication({
            uuid: APP_UUID,
            property: { uuid: 'p', street1: '12 oak lane', city: 'austin', state: 'TX', zip: '78701' },
            status: { checklistStatus: 'OFFER_SELECTION' },
          }),
        ],
      },
      'POST /service-application/api/v1/application/heloc': { data: created },
      // fe-relative-url-heloc on: links into the app stay relative.
      'POST /service-optimize/external/api/v1/feature': { data: { enabled: true } },
    });
    const user = userEvent.setup();
    renderWithProviders(<Route path="/dashboard" component={DashboardPage} />, {
      path: '/dashboard',
      authenticated: true,
      runSagas: true,
      entry: 'outside',
    });
    const list = await screen.findByRole('list', { name: 'Your applications' });
    expect(await within(list).findByText('12 Oak Lane')).toBeInTheDocument();
    expect(within(list).getByText('Stage: Offer selection')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      `/account/heloc/${APP_UUID}/start/profile`,
    );

    await user.click(screen.getByRole('button', { name: 'Start a new application' }));
    await user.type(screen.getByLabelText(/street address/i), '5 Elm St');
    await user.type(screen.getByLabelText(/^city/i), 'Dallas');
    await user.selectOptions(screen.getByLabelText(/^state/i), 'TX');
    await user.type(screen.getByLabelText(/zip code/i), '75201');
    await user.click(screen.getByRole('radio', { name: /not planning to sell/i }));
    await user.click(screen.getByRole('button', { name: 'Start application' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/account/heloc/${created.uuid}/start/profile`));
  });

  it('links to the main company site when fe-relative-url-heloc is off', async () => {
    installRoutes({
      'GET /service-application/api/v1/application/heloc/all': { data: [makeApplication({ uuid: APP_UUID })] },
      'POST /service-optimize/external/api/v1/feature': (config) => ({
        data: { enabled: JSON.parse(String(config.data)).featureKey !== 'fe-relative-url-heloc' },
      }),
    });
    renderWithProviders(<Route path="/dashboard" component={DashboardPage} />, {
      path: '/dashboard',
      authenticated: true,
      runSagas: true,
      entry: 'outside',
    });
    const list = await screen.findByRole('list', { name: 'Your applications' });
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'Resume' })).toHaveAttribute(
        'href',
        `${sampleOrg.baseUrl}/account/heloc/${APP_UUID}/start/profile`,
      ),
    );
  });

  it('signing out removes the token and goes to /auth/login', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    installRoutes({ 'GET /service-application/api/v1/application/heloc/all': { data: [] } });
    const user = userEvent.setup();
    renderWithProviders(<Route path="/dashboard" component={DashboardPage} />, {
      path: '/dashboard',
      authenticated: true,
      runSagas: true,
      entry: 'outside',
    });
    expect(await screen.findByText('You have no applications yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login'));
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('an unauthenticated visit to /dashboard goes to /auth/login with the way back', async () => {
    installRoutes({});
    const { history } = renderOutside('/dashboard/settings', false);
    await waitFor(() => expect(history.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(history.location.search).get('redirectUrl')).toBe('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('settings show the email, name and phone of the signed-in borrower', async () => {
    installRoutes({
      'GET /service-profile/api/v1/profile': {
        data: makeProfile({
          name: { uuid: 'n', firstName: 'Pat', middleName: null, lastName: 'Lee', suffix: null },
          email: 'pat@example.test',
          phoneNumbers: ['5551234567'],
        }),
      },
    });
    renderOutside('/dashboard/settings', true);
    expect(await screen.findByText('Pat Lee')).toBeInTheDocument();
    expect(screen.getByText('pat@example.test')).toBeInTheDocument();
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
  });

  it('licenses list the organisation licensed states and NMLS', () => {
    renderWithProviders(<LicensesPage />, { path: '/licenses' });
    const states = screen.getByRole('list', { name: 'Licensed states' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CA', 'TX']);
    expect(screen.getByText(/NMLS #123456/)).toBeInTheDocument();
  });
});
