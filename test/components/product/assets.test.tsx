import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleOrg } from '../../utils/sampleOrg';
import { APP_UUID, axeViolations, installJourneyServer, renderJourney } from './journeyServer';

const lender = sampleOrg.metadata.companyInfo.companyNameShort;
const ATTESTATION = `I allow ${lender} to count my liquid assets as income for this application, and I confirm they are mine and available to me`;

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter() {
  const server = installJourneyServer('ASSETS_PREQUAL', {
    application: { status: { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } },
  });
  const view = renderJourney('product/assets');
  await screen.findByRole('heading', { level: 1, name: 'Count your assets toward your offer' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'ASSETS_PREQUAL' }));
  return { server, ...view };
}

describe('product/assets', () => {
  it('explains asset depletion over 360 months, links back to the dashboard, with no axe violations', async () => {
    const { container } = await enter();
    expect(screen.getByText(/above 45% of your monthly income/)).toBeInTheDocument();
    expect(screen.getByText(/spread evenly over 360 months \(30 years\)/)).toBeInTheDocument();
    expect(screen.getByText(/\$360,000 in liquid assets counts as \$1,000 of income a month/)).toBeInTheDocument();
    // Outside the app: a full navigation, not a route change.
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('checkbox', { name: ATTESTATION })).not.toBeChecked();
    expect(document.title).toContain('Count your assets toward your offer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for the attestation before anything is sent', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Use my assets' }));
    const box = screen.getByRole('checkbox', { name: ATTESTATION });
    expect(box).toHaveAccessibleDescription('Error: You must confirm your assets to continue');
    expect(box).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('posts the attestation, and the router moves on to the repriced offers', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'OFFER_SELECTION';
    await userEvent.click(screen.getByRole('checkbox', { name: ATTESTATION }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my assets' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({ path: 'assets', body: { attestation: true } });
    expect(server.posts[0].idempotencyKey).toEqual(expect.any(String));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/product/select`), {
      timeout: 4000,
    });
  });

  it('a server 400 lands on its field', async () => {
    const { server } = await enter();
    server.postReply = {
      status: 400,
      data: {
        errors: ['attestation: You must confirm your assets to continue'],
        message: 'attestation: You must confirm your assets to continue',
      },
    };
    await userEvent.click(screen.getByRole('checkbox', { name: ATTESTATION }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my assets' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: ATTESTATION })).toHaveAccessibleDescription(
        'Error: You must confirm your assets to continue',
      ),
    );
  });

  it('a step the server has moved past (409) shows its message above the button', async () => {
    const { server } = await enter();
    server.postReply = {
      status: 409,
      data: {
        errors: ['This step is not open: the application is at OFFER_SELECTION'],
        message: 'This step is not open: the application is at OFFER_SELECTION',
      },
    };
    await userEvent.click(screen.getByRole('checkbox', { name: ATTESTATION }));
    await userEvent.click(screen.getByRole('button', { name: 'Use my assets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This step is not open: the application is at OFFER_SELECTION',
    );
  });
});
