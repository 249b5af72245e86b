import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCurrency } from '../../../src/domain/format';
import { initialDraw, monthlyPayment, originationFee } from '../../../src/domain/offers';
import { FORM_DRAFT_PREFIX } from '../../../src/ui';
import { APP_PATH, APP_UUID, axeViolations, count, installJourneyServer, renderJourney } from './journeyServer';

// axe and the processing modal take their time on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

async function enter(overrides: Parameters<typeof installJourneyServer>[1] = {}) {
  const server = installJourneyServer('OFFER_SELECTION', overrides);
  const view = renderJourney('product/select');
  await screen.findByRole('heading', { level: 1, name: 'Choose your offer' });
  await waitFor(() => expect(view.store.getState().stage).toMatchObject({ settled: 'OFFER_SELECTION' }));
  await screen.findByRole('radiogroup', { name: 'Term' });
  return { server, ...view };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount of your line' });
const summary = () => within(screen.getByTestId('offer-summary'));
/** The figure beside a label in the summary. */
const figure = (label: string | RegExp) => summary().getByText(label).nextElementSibling?.textContent;

async function setAmount(digits: string) {
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), digits);
}

describe('product/select', () => {
  it('shows one choice per term with its APR and maximum line, and the home value, with no axe violations', async () => {
    const { server, container } = await enter();
    const group = within(screen.getByRole('radiogroup', { name: 'Term' }));
    const radios = group.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['term', 'term', 'term', 'term']);
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['5', '10', '15', '30']);
    expect(group.getByRole('radio', { name: '5-year term' })).toHaveAccessibleDescription(
      expect.stringContaining('7.60% APR · Borrow up to $302,500'),
    );
    expect(group.getByRole('radio', { name: '10-year term' })).toHaveAccessibleDescription(
      expect.stringContaining('8.35% APR · Borrow up to $250,000'),
    );
    expect(group.getByRole('radio', { name: '30-year term' })).toHaveAccessibleDescription(
      expect.stringContaining('9.60% APR · Borrow up to $180,000'),
    );
    expect(screen.getByText(/based on a home value of \$650,000/)).toBeInTheDocument();
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(summary().getByText('Choose a term and enter an amount to see your payment.')).toBeInTheDocument();
    expect(screen.queryByText(/revised after verification/)).not.toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/offers`)).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a term and an amount, within $15,000 and the chosen offer’s own maximum', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(screen.getByRole('radiogroup', { name: 'Term' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Choose a term'),
    );
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));

    await userEvent.click(screen.getByRole('radio', { name: '30-year term' }));
    await setAmount('14000');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Error: The amount must be at least $15,000'),
    );
    // Under the product's $400,000 but over this offer's maximum: the offer's message, as the server words it.
    await setAmount('200000');
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Error: The amount cannot be more than $180,000'),
    );
    expect(summary().getByText('Enter an amount from $15,000 to $180,000 to see your payment.')).toBeInTheDocument();
    // A longer-term offer's maximum is lower: moving to the 5-year term makes the same amount valid.
    await userEvent.click(screen.getByRole('radio', { name: '5-year term' }));
    expect(amountField()).not.toHaveAccessibleDescription(expect.stringContaining('Error'));
    expect(server.posts).toEqual([]);
  });

  it('the summary follows the term and the amount, with the shared offer maths', async () => {
    await enter();
    await userEvent.click(screen.getByRole('radio', { name: '10-year term' }));
    await setAmount('50000');
    expect(amountField()).toHaveValue('$50,000');
    // 50000 * (0.0835/12) / (1 - (1 + 0.0835/12)^-120) = 615.92; 0.99% of $50,000 is $495.
    expect(figure('Monthly payment')).toBe('$615.92');
    expect(figure('APR')).toBe('8.35%');
    expect(figure('Line amount')).toBe('$50,000');
    expect(figure('Origination fee (0.99%)')).toBe('$495');
    expect(figure('Initial draw')).toBe('$49,505');
    expect(figure('Fixed term')).toBe('10 years');

    await userEvent.click(screen.getByRole('radio', { name: '30-year term' }));
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(50_000, 9.6, 30), 2));
    expect(figure('Monthly payment')).toBe('$424.08');
    expect(figure('APR')).toBe('9.60%');
    expect(figure('Fixed term')).toBe('30 years');

    await setAmount('123456');
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(123_456, 9.6, 30), 2));
    expect(figure('Origination fee (0.99%)')).toBe(formatCurrency(originationFee(123_456, 0.99), 2));
    expect(figure('Initial draw')).toBe(formatCurrency(initialDraw(123_456, 0.99), 2));
  });

  it('the slider moves the same amount, and the figures are announced politely once they settle', async () => {
    await enter();
    await userEvent.click(screen.getByRole('radio', { name: '10-year term' }));
    const slider = screen.getByRole('slider', { name: 'Or slide to set the amount' });
    expect(slider).toHaveAttribute('min', '15000');
    expect(slider).toHaveAttribute('max', '250000');
    fireEvent.change(slider, { target: { value: '80000' } });
    expect(amountField()).toHaveValue('$80,000');
    expect(slider).toHaveAttribute('aria-valuetext', '$80,000');
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(80_000, 8.35, 10), 2));

    const live = summary().getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    // Not while the borrower is still moving…
    expect(live).toHaveTextContent('');
    // …but once the figures have stayed put.
    await waitFor(
      () =>
        expect(live).toHaveTextContent(
          `$80,000 over 10 years at 8.35% APR: monthly payment ${formatCurrency(monthlyPayment(80_000, 8.35, 10), 2)}, initial draw $79,208.`,
        ),
      { timeout: 3000, interval: 25 },
    );
  });

  it('posts the term and amount as numbers, and the router moves on', async () => {
    const { server, store } = await enter();
    server.stageAfterPost = 'COLLECT_ADDITIONAL_INFO';
    await userEvent.click(screen.getByRole('radio', { name: '15-year term' }));
    await setAmount('75000');
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toMatchObject({ path: 'offers/selection', body: { term: 15, amount: 75_000 } });
    expect(server.posts[0].idempotencyKey).toEqual(expect.any(String));
    await waitFor(() => expect(store.getState().router.location.pathname).toBe(`/${APP_UUID}/start/contact`), {
      timeout: 4000,
    });
    expect(window.sessionStorage.getItem(`${FORM_DRAFT_PREFIX}${APP_UUID}:product-select`)).toBeNull();
  });

  it('a server 400 lands on the amount field, and the offers are loaded again', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('radio', { name: '10-year term' }));
    await setAmount('240000');
    // Underwriting lowered the offer after this page loaded.
    server.offers = {
      ...server.offers,
      offers: server.offers.offers.map((o) => (o.term === 10 ? { ...o, maxLine: 200_000 } : o)),
    };
    server.postReply = {
      status: 400,
      data: {
        errors: ['amount: The amount cannot be more than $200,000'],
        message: 'amount: The amount cannot be more than $200,000',
      },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        expect.stringContaining('Error: The amount cannot be more than $200,000'),
      ),
    );
    expect(amountField()).toHaveFocus();
    await waitFor(() => expect(count(server.calls, `GET ${APP_PATH}/offers`)).toBe(2));
    expect(
      await screen.findByRole('radio', { name: '10-year term', description: /Borrow up to \$200,000/ }),
    ).toBeChecked();
  });

  it('preselects the server’s selection', async () => {
    await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    expect(screen.getByRole('radio', { name: '30-year term' })).toBeChecked();
    expect(amountField()).toHaveValue('$100,000');
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(100_000, 9.6, 30), 2));
  });

  it('keeps the choice in a draft across a reload, over the server’s selection', async () => {
    const first = await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    await userEvent.click(screen.getByRole('radio', { name: '5-year term' }));
    await setAmount('42000');
    first.unmount();

    await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    expect(screen.getByRole('radio', { name: '5-year term' })).toBeChecked();
    expect(amountField()).toHaveValue('$42,000');
  });

  it('back from signing with a verified offer, notes that the offer was revised', async () => {
    await enter({ application: { status: { uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'FINAL' } } });
    expect(await screen.findByText('Your offer was revised after verification')).toBeInTheDocument();
  });

  it('a failed load shows the error with a retry that loads the offers again', async () => {
    const server = installJourneyServer('OFFER_SELECTION');
    server.resourceFailure.offers = { status: 500, data: { errors: ['Pricing is unavailable'] } };
    renderJourney('product/select');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your offers');
    server.resourceFailure.offers = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: '10-year term' })).toBeInTheDocument();
  });
});
