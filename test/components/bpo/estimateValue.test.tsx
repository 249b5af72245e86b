import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_UUID, axeViolations, count, installClosingServer, renderClosing, APP_PATH } from './closingServer';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const FEE_CONSENT =
  'I agree to pay the $180 valuation fee for a residential evaluation of my home, refundable as stated above.';
const CALIFORNIA = {
  application: {
    property: { uuid: 'p1', street1: '8 Oak Lane', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' },
  },
};
const ACCEPT = 'I accept $650,000 as the value of my home for this line of credit.';

async function enter(stage: string, overrides: Parameters<typeof installClosingServer>[1] = {}) {
  const server = installClosingServer(stage, overrides);
  const view = renderClosing('bpo/estimate-value');
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: stage }));
  return { server, ...view };
}

describe('bpo/estimate-value with no automated valuation (NO_AVM_FOUND)', () => {
  it('states the $180 fee, refundable for three business days (§1026.40(h)), and asks consent, with no axe violations', async () => {
    const { container } = await enter('NO_AVM_FOUND', CALIFORNIA);
    await screen.findByRole('heading', { level: 1, name: 'We need to value your home' });
    expect(screen.getByText('Valuation fee').nextElementSibling).toHaveTextContent('$180');
    expect(
      screen.getByText(/within 3 business days after you receive the early disclosure and the brochure/),
    ).toHaveTextContent(
      'will refund every fee you paid in connection with your application, including the valuation fee',
    );
    expect(screen.getByRole('checkbox', { name: FEE_CONSENT })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Order the valuation for $180' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not now' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toContain('We need to value your home');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Texas, where the 2% cap counts it, the lender pays the fee', async () => {
    const { container } = await enter('NO_AVM_FOUND');
    await screen.findByRole('heading', { level: 1, name: 'We need to value your home' });
    expect(screen.getByText('Valuation fee').nextElementSibling).toHaveTextContent('no charge to you');
    expect(screen.getByRole('checkbox', { name: 'I ask for a residential evaluation of my home.' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Order the valuation' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends nothing without the consent to the fee', async () => {
    const { server } = await enter('NO_AVM_FOUND', CALIFORNIA);
    await userEvent.click(await screen.findByRole('button', { name: 'Order the valuation for $180' }));
    const box = screen.getByRole('checkbox', { name: FEE_CONSENT });
    expect(box).toHaveAccessibleDescription('Error: You must accept the valuation fee to continue');
    expect(box).toHaveFocus();
    expect(server.posts).toEqual([]);
  });

  it('orders the evaluation with the fee accepted, and the router moves on to the wait', async () => {
    const { server, store } = await enter('NO_AVM_FOUND', CALIFORNIA);
    server.stageAfterPost = 'NAV_RESI_EVAL_PROCESSING';
    await userEvent.click(await screen.findByRole('checkbox', { name: FEE_CONSENT }));
    await userEvent.click(screen.getByRole('button', { name: 'Order the valuation for $180' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: 'valuation/order',
      body: { acceptFee: true },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/hold`), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your home’s evaluation is on its way' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 to 3 business days/)).toBeInTheDocument();
  });
});

describe('bpo/estimate-value with the agent’s estimate (NAV_BPO_ESTIMATE)', () => {
  it('shows the estimate with the Texas rule, with no axe violations', async () => {
    const { container } = await enter('NAV_BPO_ESTIMATE');
    await screen.findByRole('heading', { level: 1, name: 'Review your home’s value' });
    expect(await screen.findByText('Estimated value of your home')).toBeInTheDocument();
    expect(screen.getByText('Estimated value of your home').nextElementSibling).toHaveTextContent('$650,000');
    expect(screen.getByText(/Under Texas home equity rules/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ACCEPT })).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('accepts the estimate only when the box is ticked, and the router moves on', async () => {
    const { server, store } = await enter('NAV_BPO_ESTIMATE');
    server.stageAfterPost = 'FINAL_TITLE_PROCESSING';
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the value' }));
    expect(screen.getByRole('checkbox', { name: ACCEPT })).toHaveAccessibleDescription(
      'Error: Accept the valuation to continue',
    );
    expect(server.posts).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept the value' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: 'bpo/valuation',
      body: { accept: true },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/bpo/hold`), {
      timeout: 5000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are checking your home’s title' })).toBeVisible();
  });

  it('a failed load of the estimate can be tried again', async () => {
    const server = installClosingServer('NAV_BPO_ESTIMATE');
    server.resourceFailure.bpo = { status: 500, data: { errors: ['The BPO service is down'] } };
    renderClosing('bpo/estimate-value');
    expect(await screen.findByText('We could not load the estimate')).toBeInTheDocument();
    expect(screen.getByText('The BPO service is down.')).toBeInTheDocument();
    server.resourceFailure.bpo = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: ACCEPT })).toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/bpo`)).toBe(2);
  });

  it('a refused acceptance (409) says why, and the estimate is read again', async () => {
    const { server } = await enter('NAV_BPO_ESTIMATE');
    server.postReply = { status: 409, data: { errors: ['No BPO was ordered'], message: 'No BPO was ordered' } };
    await userEvent.click(await screen.findByRole('checkbox', { name: ACCEPT }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept the value' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No BPO was ordered');
    await waitFor(() => expect(count(server.calls, `GET ${APP_PATH}/bpo`)).toBe(2));
  });
});

describe('bpo/estimate-value once the evaluation is in (NAV_RESI_EVAL_ESTIMATE)', () => {
  it('says the offers are being updated, with no axe violations', async () => {
    const { container } = await enter('NAV_RESI_EVAL_ESTIMATE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your home’s value' })).toBeInTheDocument();
    expect(screen.getByText(/Your home’s evaluation is in/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Updating your offers' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
