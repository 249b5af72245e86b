import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { browserLocation } from '../../../sagas/effects';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { installFakeApi } from '../../utils/fakeApi';
import { renderWithProviders } from '../../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('start/profile', () => {
  it('loads the application named in the URL and shows its summary from the server', async () => {
    const application = makeApplication({
      uuid: APP_UUID,
      property: { uuid: 'p1', street1: '12 OAK lane', street2: null, city: 'austin', state: 'tx', zip: '78701' },
      status: { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' },
      auditFields: { createdDate: '2024-03-05T10:00:00' },
    });
    const { calls } = installFakeApi({
      [`GET ${APP_PATH}`]: { data: application },
      'GET /service-profile/api/v1/profile': { data: makeProfile() },
    });
    const { store } = renderWithProviders(<AppRoutes />, {
      path: `/${APP_UUID}/start/profile`,
      authenticated: true,
      runSagas: true,
    });
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    // Within the summary: the shell's property card repeats the address.
    const summary = within(screen.getByText('Property').closest('dl') as HTMLElement);
    expect(summary.getByText('12 Oak Lane')).toBeInTheDocument();
    expect(summary.getByText('Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('Waiting for soft credit')).toBeInTheDocument();
    expect(screen.getByText('03/05/2024')).toBeInTheDocument();
    expect(calls).toContain(`GET ${APP_PATH}`);
    expect(window.localStorage.getItem('heloc_uuid')).toBe(APP_UUID);
    expect(store.getState().applications.currentUuid).toBe(APP_UUID);
  });

  it('asks the next-step router, which moves a borrower whose stage is further on to that screen', async () => {
    installFakeApi({
      [`GET ${APP_PATH}`]: { data: makeApplication({ uuid: APP_UUID }) },
      [`GET ${APP_PATH}/stage`]: { data: { stage: 'HMDA', status: { checklistStatus: 'HMDA' } } },
      'GET /service-profile/api/v1/profile': { data: makeProfile() },
    });
    const { store } = renderWithProviders(<AppRoutes />, {
      path: `/${APP_UUID}/start/profile`,
      authenticated: true,
      runSagas: true,
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/hmda`));
    expect(store.getState().stage).toMatchObject({ settled: 'HMDA', polling: 'settled' });
  });

  it('stays on start/profile when that is where the stage says the borrower belongs', async () => {
    const { calls } = installFakeApi({
      [`GET ${APP_PATH}`]: { data: makeApplication({ uuid: APP_UUID }) },
      [`GET ${APP_PATH}/stage`]: { data: { stage: 'BASIC_INFO', status: { checklistStatus: 'BASIC_INFO' } } },
      'GET /service-profile/api/v1/profile': { data: makeProfile() },
    });
    const { store } = renderWithProviders(<AppRoutes />, {
      path: `/${APP_UUID}/start/profile`,
      authenticated: true,
      runSagas: true,
    });
    await waitFor(() => expect(calls).toContain(`GET ${APP_PATH}/stage`));
    await waitFor(() => expect(store.getState().stage).toMatchObject({ settled: 'BASIC_INFO', polling: 'settled' }));
    expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/profile`);
  });

  it('an application that is not yours (404) sends you to the dashboard', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    installFakeApi({ [`GET ${APP_PATH}`]: { status: 404, data: { errors: ['Not found'] } } });
    renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/start/profile`, authenticated: true, runSagas: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  });
});
