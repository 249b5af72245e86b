import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { FeedbackModal } from '../../../src/shell/feedback/FeedbackModal';
import { flagsLoaded, FLAGS } from '../../../store/flags';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { installRoutes, NOT_FOUND } from '../support/mswServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import {
  ACCESS,
  ACCOUNTS,
  OPS_PHONE_HOURS,
  PHONE_HOURS,
  setViewportWidth,
  STATE_LICENSES,
  stateLicenses,
} from './helpers';

// Lazy chunks and sagas on a busy two-core machine: more room than the 1 s default.
const SLOW = { timeout: 5000 };

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function api() {
  installRoutes({
    [`GET /service-application/api/v1/application/heloc/${APP_UUID}`]: {
      data: makeApplication({
        uuid: APP_UUID,
        term: 10,
        rate: 8.5,
        amount: 90000,
        property: { uuid: 'p', street1: '1 Elm St', city: 'Austin', state: 'TX', zip: '78701' },
      }),
    },
    'GET /service-profile/api/v1/profile': { data: makeProfile() },
    [STATE_LICENSES]: { data: stateLicenses(['CA', 'TX']) },
    [PHONE_HOURS]: { data: OPS_PHONE_HOURS },
    [ACCOUNTS]: { data: [] },
    [ACCESS]: { data: { account: { name: 'Pat', address: '0x1234567890abcdef' }, authorizedWallet: null } },
    // The next-step router's question, which these tests leave unanswered.
    [`GET /service-application/api/v1/application/heloc/${APP_UUID}/stage`]: NOT_FOUND,
  });
}

describe('axe on the shell', () => {
  it.each([375, 1440])(
    'a journey screen with shell, navigation and footer at %i px has no violations',
    async (width) => {
      setViewportWidth(width);
      api();
      const { container, store } = renderWithProviders(<AppRoutes />, {
        path: `/${APP_UUID}/start/profile`,
        authenticated: true,
        runSagas: true,
      });
      store.dispatch(flagsLoaded({ [FLAGS.ceoFeedback]: { flagEnabled: true, variables: {} } }));
      await screen.findByTestId('offer-section', {}, SLOW);
      await screen.findByTestId('phone-hours', {}, SLOW);
      await screen.findByTestId('top-nav', {}, SLOW);
      expect(await violations(container)).toEqual([]);
    },
  );

  it('the open navigation drawer has no violations', async () => {
    setViewportWidth(375);
    api();
    renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/start/profile`, authenticated: true, runSagas: true });
    fireEvent.click(await screen.findByTestId('menu-drawer-button', {}, SLOW));
    await screen.findByRole('dialog', { name: 'Menu' }, SLOW);
    expect(await violations(document.body)).toEqual([]);
  });

  it('the feedback modal showing errors has no violations', async () => {
    api();
    renderWithProviders(<FeedbackModal open onClose={() => undefined} applicationUuid={null} />, {
      authenticated: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findAllByText('Required');
    expect(await violations(document.body)).toEqual([]);
  });
});
