import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import ApplicationShell from '../../../src/shell/ApplicationShell';
import { applicationLoaded } from '../../../store/applications';
import { stagePolled } from '../../../store/stage';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { installRoutes, NOT_FOUND } from '../support/mswServer';
import { TEST_IDENTITY, renderWithProviders } from '../../utils/renderWithProviders';
import { setViewportWidth } from './helpers';

// Lazy chunks and sagas on a busy two-core machine: more room than the 1 s default.
const SLOW = { timeout: 5000 };

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1440);
});

describe('application shell', () => {
  it('wraps the journey screens, with progress, property, help, encryption notice and the footer', async () => {
    const application = makeApplication({
      uuid: APP_UUID,
      property: { uuid: 'p1', street1: '12 OAK lane', street2: null, city: 'austin', state: 'tx', zip: '78701' },
    });
    installRoutes({
      [`GET /service-application/api/v1/application/heloc/${APP_UUID}`]: { data: application },
      'GET /service-profile/api/v1/profile': { data: makeProfile() },
      // The next-step router's question, which this test leaves unanswered.
      [`GET /service-application/api/v1/application/heloc/${APP_UUID}/stage`]: NOT_FOUND,
    });
    renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/start/profile`, authenticated: true, runSagas: true });
    const shell = await screen.findByTestId('application-shell', {}, SLOW);
    expect(
      await within(shell).findByRole('heading', { name: 'Tell us about yourself', level: 1 }, SLOW),
    ).toBeInTheDocument();
    const progress = within(shell).getByRole('navigation', { name: 'Application progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
      'Funded',
    ]);
    expect(within(progress).getByText('Basic Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(shell).getByTestId('property-card')).toHaveTextContent('12 Oak Lane');
    expect(within(shell).getByText(/in as little as five days/)).toBeInTheDocument();
    expect(within(shell).getByTestId('encryption-notice')).toHaveTextContent('256-bit encryption');
    expect(within(shell).getByRole('link', { name: '(888) 555-0100' })).toHaveAttribute('href', 'tel:8885550100');
    expect(await screen.findByTestId('site-footer', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByTestId('site-footer'));
  });

  it('is not around the register screens, which still get the footer', async () => {
    installRoutes({});
    renderWithProviders(<AppRoutes />, { path: '/register/support' });
    expect(await screen.findByTestId('site-footer', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('application-shell')).not.toBeInTheDocument();
  });

  it('reads Schedule Notary Session when a manual notary is used', async () => {
    const { store } = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, { authenticated: true });
    store.dispatch(applicationLoaded(makeApplication({ status: { manualNotary: true } })));
    expect(await screen.findByText('Schedule Notary Session')).toBeInTheDocument();
    expect(screen.queryByText('Talk to eNotary')).not.toBeInTheDocument();
  });

  it('reads Schedule Notary Session as soon as a stage poll says a manual notary is used', async () => {
    const { store } = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, { authenticated: true });
    const application = makeApplication({ status: { checklistStatus: 'NOTE_SIGNING' } });
    store.dispatch(applicationLoaded(application));
    expect(await screen.findByText('Talk to eNotary')).toBeInTheDocument();
    // The loaded application is not fetched again: the router's poll brings the new status.
    store.dispatch(
      stagePolled({
        applicationUuid: application.uuid,
        stage: 'MANUAL_DEED_SIGNING',
        status: { ...application.status, checklistStatus: 'MANUAL_DEED_SIGNING', manualNotary: true },
        attempt: 1,
      }),
    );
    expect(await screen.findByText('Schedule Notary Session')).toBeInTheDocument();
  });

  it('shows an additional signer the co-borrower steps', () => {
    const { store } = renderWithProviders(<ApplicationShell>screen</ApplicationShell>, {
      preloadedState: {
        session: {
          status: 'established',
          error: null,
          authenticated: true,
          identity: { ...TEST_IDENTITY, type: 'CO_DEEDER' },
          trackerUuid: 't',
          sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
        },
      },
    });
    store.dispatch(applicationLoaded(makeApplication()));
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Identity verification', 'Talk to eNotary']);
  });
});

describe('progress follows the flow', () => {
  it.each([
    ['profile', 'Basic Info'],
    ['product', 'Select Offer'],
    ['incomeReview', 'Link Income Sources'],
    ['sign', 'Sign Documents'],
    ['notary', 'Talk to eNotary'],
  ] as const)('flow state %s marks %s as the current step', (current, label) => {
    renderWithProviders(<ApplicationShell>screen</ApplicationShell>, {
      authenticated: true,
      preloadedState: { flow: { applicationUuid: null, current, transitions: [] } },
    });
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    expect(within(progress).getByText(label).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(
      within(progress)
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
