import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_PATH, APP_UUID, axeViolations, count, installClosingServer, renderClosing } from './closingServer';

// The hold screen asks the router again every 5 s: one test waits for that.
jest.setTimeout(25_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(stage: string, screenPath = 'bpo/hold') {
  const server = installClosingServer(stage, { application: { status: { bpo: 'BPO_PROCESSING' } } });
  const view = renderClosing(screenPath);
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: stage }));
  return { server, ...view };
}

describe('bpo/hold', () => {
  it('says an agent is valuing the home and roughly how long, with no axe violations', async () => {
    const { container } = await enter('NAV_BPO_PROCESSING');
    expect(await screen.findByRole('heading', { level: 1, name: 'An agent is valuing your home' })).toBeVisible();
    expect(screen.getByText(/broker price opinion \(BPO\)/)).toBeInTheDocument();
    expect(screen.getByText('This usually takes 2 to 5 business days.')).toBeInTheDocument();
    expect(screen.getByText(/moves on by itself/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toContain('An agent is valuing your home');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('at final title it says the title is being checked', async () => {
    await enter('FINAL_TITLE_PROCESSING');
    expect(await screen.findByRole('heading', { level: 1, name: 'We are checking your home’s title' })).toBeVisible();
    expect(screen.getByText(/a few minutes, and at most one business day/)).toBeInTheDocument();
  });

  it('"Check again" moves the borrower on once the estimate is back', async () => {
    const { server, store } = await enter('NAV_BPO_PROCESSING');
    server.stage = 'NAV_BPO_ESTIMATE';
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/estimate-value`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your home’s value' })).toBeVisible();
  });

  it('moves on by itself while open, without a click', async () => {
    const { server, store } = await enter('NAV_BPO_PROCESSING');
    const polls = count(server.calls, `GET ${APP_PATH}/stage`);
    server.stage = 'NAV_BPO_ESTIMATE';
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/estimate-value`), {
      timeout: 9000,
    });
    expect(count(server.calls, `GET ${APP_PATH}/stage`)).toBeGreaterThan(polls);
  });

  it('bpo/waiting is the same wait', async () => {
    await enter('NAV_RESI_EVAL_PROCESSING', 'bpo/waiting');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your home’s evaluation is on its way' }),
    ).toBeVisible();
  });
});

describe('payoff/hold', () => {
  it('says a payoff statement is awaited and roughly how long, with no axe violations, and checks again', async () => {
    const { server, store, container } = await enter('PAYOFF_REQUEST_PENDING', 'payoff/hold');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are waiting for a payoff statement' }),
    ).toBeVisible();
    expect(screen.getByText(/within 3 to 5 business days/)).toBeInTheDocument();
    expect(document.title).toContain('We are waiting for a payoff statement');
    expect(await axeViolations(container)).toEqual([]);
    server.stage = 'RESCISSION';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/complete`));
  });

  it('an unknown sub-path shows the not-found page', async () => {
    installClosingServer('PAYOFF_REQUEST_PENDING');
    renderClosing('payoff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
