import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCurrency } from '../../../src/domain/format';
import { drawCost, initialDraw, monthlyPayment, originationFee, type OfferTerm } from '../../../src/domain/offers';
import { SUMMARY_ANNOUNCE_DELAY_MS } from '../../../src/screens/product/SelectScreen';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
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

/** A term's card, and the figure beside a label on it. */
const card = (term: OfferTerm) => within(screen.getByTestId(`offer-card-${term}`));
const cardFigure = (term: OfferTerm, label: string | RegExp) =>
  card(term).getByText(label).nextElementSibling?.textContent;
const radio = (term: OfferTerm) => screen.getByRole('radio', { name: new RegExp(`^${term}-year term,`) });
const badges = () => screen.queryAllByText('Lowest total cost');
/** Whole dollars as such, cents when there are any: how the cards and the summary print dollar figures. */
const money = (n: number) => formatCurrency(n, Number.isInteger(n) ? 0 : 2);

async function setAmount(digits: string) {
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), digits);
}

describe('product/select', () => {
  it('compares every term on an example line before anything is entered, with no axe violations', async () => {
    const { server, container } = await enter();
    const group = within(screen.getByRole('radiogroup', { name: 'Term' }));
    const radios = group.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['term', 'term', 'term', 'term']);
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['5', '10', '15', '30']);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    // The example is the largest line every term lends (the 30-year term's $180,000), so all four compare on it.
    expect(screen.getByRole('radiogroup', { name: 'Term' })).toHaveAccessibleDescription(
      expect.stringContaining('Figures for an example line of $180,000'),
    );
    // Each radio's name carries the figures to compare, its description the rest; the visible label starts the name.
    // 180000 * (0.076/12) / (1 - (1 + 0.076/12)^-60) = 3615.39; 60 of them less the $178,218 received = $38,705.40.
    const fiveYear = drawCost({ term: 5, apr: 7.6, originationFeePercent: 0.99 }, 180_000);
    expect(fiveYear).toMatchObject({ monthlyPayment: 3_615.39, interestAndFees: 38_705.4 });
    expect(group.getByRole('radio', { name: '5-year term, 7.60% APR, $3,615.39 a month, lowest total cost' })).toBe(
      radios[0],
    );
    expect(radios[0]).toHaveAccessibleDescription(
      'Origination fee (0.99%) $1,782 You receive $178,218 Interest and fees over the term $38,705.40 Borrow up to $302,500',
    );
    expect(
      group.getByRole('radio', { name: '10-year term, 8.35% APR, $2,217.33 a month' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Borrow up to $250,000'));
    expect(radios[3]).toHaveAccessibleName(
      `30-year term, 9.60% APR, ${formatCurrency(monthlyPayment(180_000, 9.6, 30), 2)} a month`,
    );
    expect(badges()).toHaveLength(1);
    expect(card(5).getByText('Lowest total cost')).toBeVisible();
    expect(screen.getByText(/based on a home value of \$650,000/)).toBeInTheDocument();
    expect(screen.queryByText(/revised after verification/)).not.toBeInTheDocument();
    expect(count(server.calls, `GET ${APP_PATH}/offers`)).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('“Your line at a glance” shows the lowest-cost term as a labelled example, then follows the choice', async () => {
    await enter();
    expect(summary().getByTestId('offer-summary-example')).toHaveTextContent(
      'Example: the 5-year term, the lowest total cost, on a $180,000 line. Choose a term to make it yours.',
    );
    expect(figure('APR')).toBe('7.60%');
    expect(figure('Line amount')).toBe('$180,000');
    expect(figure('Monthly payment')).toBe('$3,615.39');
    expect(figure('Initial draw')).toBe('$178,218');
    expect(figure('Interest and fees over the term')).toBe('$38,705.40');

    // A term without an amount: that term, still as an example.
    await userEvent.click(radio(30));
    expect(summary().getByTestId('offer-summary-example')).toHaveTextContent(
      'Example: the 30-year term on a $180,000 line. Enter your amount to see your own figures.',
    );
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(180_000, 9.6, 30), 2));

    // The borrower's own line: no longer an example.
    await setAmount('60000');
    expect(summary().queryByTestId('offer-summary-example')).not.toBeInTheDocument();
    expect(figure('Line amount')).toBe('$60,000');
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(60_000, 9.6, 30), 2));
  });

  it('an amount without a term: the example follows the amount, and nothing is announced', async () => {
    await enter();
    await setAmount('40000');
    expect(summary().getByTestId('offer-summary-example')).toHaveTextContent(
      'Example: the 5-year term, the lowest total cost, on a $40,000 line.',
    );
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(40_000, 7.6, 5), 2));
    await new Promise((resolve) => setTimeout(resolve, SUMMARY_ANNOUNCE_DELAY_MS + 200));
    expect(summary().getByRole('status')).toHaveTextContent('');
  });

  it.each([
    [15_000, [5, 10, 15, 30]],
    [50_000, [5, 10, 15, 30]],
    [123_456, [5, 10, 15, 30]],
    [180_000, [5, 10, 15, 30]],
    [250_000, [5, 10]],
  ] as const)('at %p every card’s payment and fee are the domain’s amortisation', async (amount, lending) => {
    await enter();
    await setAmount(String(amount));
    const offers = { 5: 7.6, 10: 8.35, 15: 8.85, 30: 9.6 } as const;
    for (const term of [5, 10, 15, 30] as const) {
      if (!lending.includes(term as never)) {
        expect(card(term).getByText(/This term lends up to/)).toBeInTheDocument();
        continue;
      }
      const apr = offers[term];
      expect(card(term).getByText(formatCurrency(monthlyPayment(amount, apr, term), 2))).toBeInTheDocument();
      expect(cardFigure(term, 'Origination fee (0.99%)')).toBe(money(originationFee(amount, 0.99)));
      expect(cardFigure(term, 'You receive')).toBe(money(initialDraw(amount, 0.99)));
      // What the term costs: every payment, less what the borrower receives (the line less the fee).
      const payments = monthlyPayment(amount, apr, term) * term * 12;
      expect(cardFigure(term, 'Interest and fees over the term')).toBe(
        formatCurrency(payments - initialDraw(amount, 0.99), 2),
      );
    }
    // Hand-worked: $50,000 over 10 years at 8.35% is $615.92 a month, 120 of them $73,910.40; the fee 0.99% is $495.
    if (amount === 50_000) {
      expect(card(10).getByText('$615.92')).toBeInTheDocument();
      expect(cardFigure(10, 'Origination fee (0.99%)')).toBe('$495');
      expect(cardFigure(10, 'You receive')).toBe('$49,505');
      expect(cardFigure(10, 'Interest and fees over the term')).toBe('$24,405.40');
    }
  });

  it('every card updates as the amount is typed; an amount no term lends shows a dash and why, never $0', async () => {
    await enter();
    const field = amountField();
    await userEvent.clear(field);
    // On the way to $50,000: 5, 50, 500 and 5,000 are below every line's minimum.
    await userEvent.type(field, '5000');
    expect(screen.getByRole('radiogroup', { name: 'Term' })).toHaveAccessibleDescription(
      expect.stringContaining('Figures for a line of $5,000'),
    );
    for (const term of [5, 10, 15, 30] as const) {
      expect(card(term).getByText('Lines start at $15,000')).toBeInTheDocument();
      expect(cardFigure(term, 'You receive')).toBe('—');
      expect(radio(term)).toHaveAccessibleDescription(expect.stringContaining('Lines start at $15,000'));
    }
    expect(badges()).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/NaN|\$0\.00/);

    await userEvent.type(field, '0');
    for (const term of [5, 10, 15, 30] as const) {
      const apr = { 5: 7.6, 10: 8.35, 15: 8.85, 30: 9.6 }[term];
      expect(radio(term)).toHaveAccessibleName(
        expect.stringContaining(`${formatCurrency(monthlyPayment(50_000, apr, term), 2)} a month`),
      );
    }
    expect(card(5).getByText('Lowest total cost')).toBeInTheDocument();

    // Past the 30-year term's $180,000 that card says so, and the others go on comparing.
    await setAmount('200000');
    expect(card(30).getByText('This term lends up to $180,000')).toBeInTheDocument();
    expect(radio(30)).toHaveAccessibleName('30-year term, 9.60% APR');
    expect(card(15).getByText(formatCurrency(monthlyPayment(200_000, 8.85, 15), 2))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|\$0\.00/);

    // The slider moves the cards as well.
    fireEvent.change(screen.getByRole('slider', { name: 'Or slide to set the amount' }), {
      target: { value: '20000' },
    });
    expect(card(30).getByText(formatCurrency(monthlyPayment(20_000, 9.6, 30), 2))).toBeInTheDocument();
  });

  it('marks the lowest total cost among the terms that lend the amount, in words', async () => {
    // A 5-year offer capped at $100,000 and a 10-year one with a larger fee: above $100,000 the 5-year term no
    // longer competes, and the 10-year term's payments and fee still add up to less than the 15-year term's.
    const offers = [
      { term: 5, apr: 7.6, minLine: 15_000, maxLine: 100_000, originationFeePercent: 0.99 },
      { term: 10, apr: 8.35, minLine: 15_000, maxLine: 250_000, originationFeePercent: 2.99 },
      { term: 15, apr: 8.85, minLine: 15_000, maxLine: 200_000, originationFeePercent: 0.99 },
      { term: 30, apr: 9.6, minLine: 15_000, maxLine: 180_000, originationFeePercent: 0.99 },
    ] as const;
    await enter({
      offers: {
        offers: offers.map((o) => ({
          ...o,
          originationFee: originationFee(o.maxLine, o.originationFeePercent),
          initialDraw: initialDraw(o.maxLine, o.originationFeePercent),
          monthlyPayment: monthlyPayment(o.maxLine, o.apr, o.term),
        })),
      },
    });
    const total = (o: (typeof offers)[number], amount: number) => {
      const cost = drawCost(o, amount);
      return cost.totalOfPayments + cost.originationFee;
    };
    await setAmount('80000');
    expect(badges()).toHaveLength(1);
    expect(card(5).getByText('Lowest total cost')).toBeInTheDocument();
    expect(radio(5)).toHaveAccessibleName(expect.stringMatching(/, lowest total cost$/));

    await setAmount('150000');
    const lending = offers.filter((o) => o.maxLine >= 150_000);
    const cheapest = lending.reduce((a, b) => (total(b, 150_000) < total(a, 150_000) ? b : a));
    expect(cheapest.term).toBe(10);
    expect(total(offers[1], 150_000)).toBeLessThan(total(offers[2], 150_000));
    expect(badges()).toHaveLength(1);
    expect(card(10).getByText('Lowest total cost')).toBeInTheDocument();
    expect(radio(10)).toHaveAccessibleName(expect.stringMatching(/, lowest total cost$/));
    expect(radio(5)).toHaveAccessibleName('5-year term, 7.60% APR');
    expect(cardFigure(10, 'Origination fee (2.99%)')).toBe('$4,485');
  });

  it('the keyboard moves the choice with the arrow keys, and the chosen card is marked with a check', async () => {
    await enter();
    expect(screen.queryAllByTestId(/^offer-card-/).some((c) => c.querySelector('[data-icon="check"]'))).toBe(false);
    radio(5).focus();
    await userEvent.keyboard(' ');
    expect(radio(5)).toBeChecked();
    expect(card(5).getByRole('radio').closest('[data-testid]')?.querySelector('[data-icon="check"]')).not.toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio(10)).toBeChecked();
    expect(radio(10)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radio(15)).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(radio(10)).toBeChecked();
    expect(radio(5)).not.toBeChecked();
    // Only the chosen card carries the check.
    const checked = screen.getAllByTestId(/^offer-card-/).filter((c) => c.querySelector('[data-icon="check"]'));
    expect(checked.map((c) => c.getAttribute('data-testid'))).toEqual(['offer-card-10']);
    expect(summary().getByTestId('offer-summary-example')).toHaveTextContent('the 10-year term');
  });

  it('the chosen card, the badge and a card without figures have no axe violations', async () => {
    const { container } = await enter();
    await userEvent.click(radio(10));
    await setAmount('200000');
    expect(card(30).getByText('This term lends up to $180,000')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a term and an amount, within $15,000 and the chosen offer’s own maximum', async () => {
    const { server } = await enter();
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(screen.getByRole('radiogroup', { name: 'Term' })).toHaveAccessibleDescription(
      expect.stringContaining('Error: Choose a term'),
    );
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining('Error: Required'));

    await userEvent.click(radio(30));
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
    await userEvent.click(radio(5));
    expect(amountField()).not.toHaveAccessibleDescription(expect.stringContaining('Error'));
    expect(server.posts).toEqual([]);
  });

  it('the summary follows the term and the amount, with the shared offer maths', async () => {
    await enter();
    await userEvent.click(radio(10));
    await setAmount('50000');
    expect(amountField()).toHaveValue('$50,000');
    // 50000 * (0.0835/12) / (1 - (1 + 0.0835/12)^-120) = 615.92; 0.99% of $50,000 is $495.
    expect(figure('Monthly payment')).toBe('$615.92');
    expect(figure('APR')).toBe('8.35%');
    expect(figure('Line amount')).toBe('$50,000');
    expect(figure('Origination fee (0.99%)')).toBe('$495');
    expect(figure('Initial draw')).toBe('$49,505');
    expect(figure('Fixed term')).toBe('10 years');

    await userEvent.click(radio(30));
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
    await userEvent.click(radio(10));
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
    await userEvent.click(radio(15));
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
    await userEvent.click(radio(10));
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
      await screen.findByRole('radio', { name: /^10-year term,/, description: /Borrow up to \$200,000/ }),
    ).toBeChecked();
  });

  it('preselects the server’s selection', async () => {
    await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    expect(radio(30)).toBeChecked();
    expect(amountField()).toHaveValue('$100,000');
    expect(figure('Monthly payment')).toBe(formatCurrency(monthlyPayment(100_000, 9.6, 30), 2));
  });

  it('keeps the choice in a draft across a reload, over the server’s selection', async () => {
    const first = await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    await userEvent.click(radio(5));
    await setAmount('42000');
    first.unmount();

    await enter({ offers: { selection: { term: 30, amount: 100_000, rate: 9.6 } } });
    expect(radio(5)).toBeChecked();
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
    expect(await screen.findByRole('radio', { name: /^10-year term,/ })).toBeInTheDocument();
  });
});
