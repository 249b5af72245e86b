// product/select as a borrower compares the terms: an example line before any amount, every card following the
// amount as it is typed (figures from the same amortisation the server stores with), the lowest total cost marked,
// the choice made with the arrow keys or a tap anywhere on a card, and the cards in one column on a phone with
// nothing of the screen past the edge at 320 px. Screenshots at 1440, 375 and 320 px go to test/e2e/screenshots.
import { expect } from '@wdio/globals';
import { formatCurrency } from '../../../src/domain/format';
import { monthlyPayment } from '../../../src/domain/offers';
import OffersPage from '../pageobjects/journey/offers.page';
import { expectNoAxeViolations } from '../support/axe';
import { runViewport, setViewport } from '../support/browsers';
import { registerAsNewBorrower, throughToOffers } from '../support/journeySteps';
import { screenshot } from '../support/shell';

const TERMS = [5, 10, 15, 30] as const;

/** A term's APR as its card states it ("7.60% APR"). */
async function aprOf(term: number): Promise<number> {
  const name = (await OffersPage.term(term).getAttribute('aria-label')) ?? '';
  const match = /, ([\d.]+)% APR/.exec(name);
  if (!match) throw new Error(`the ${term}-year card names no APR: "${name}"`);
  return Number(match[1]);
}

/** Cards in the same grid row share a top; one column means every card starts at the same left. */
async function cardBoxes() {
  return browser.execute(() =>
    [...document.querySelectorAll('[data-testid^="offer-card-"]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right) };
    }),
  );
}

/**
 * The page's width against the viewport's, and what in `within` sticks out past its right edge (named in a failure).
 */
async function pageWidth(within = 'body') {
  return browser.execute((scope: string) => {
    const client = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll(`${scope} *`)]
      .filter((el) => el.getBoundingClientRect().right > client + 1)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > client + 1))
      .slice(0, 5)
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).slice(0, 30)}" to ${Math.round(el.getBoundingClientRect().right)} px`,
      );
    return { scroll: document.documentElement.scrollWidth, client, wide };
  }, within);
}

/** Scrolls the page down to a card (only down: a screenshot shows the screen from its left edge). */
async function scrollToCard(term: number) {
  await browser.execute((selector: string) => {
    const top = document.querySelector(selector)?.getBoundingClientRect().top ?? 0;
    window.scrollTo(0, window.scrollY + top - 40);
  }, `[data-testid="offer-card-${term}"]`);
}

describe('offers: the terms compared at the amount being considered', () => {
  after(async () => {
    const { width, height } = runViewport();
    await setViewport(width, height);
  });

  it('shows every term on an example line, the lowest total cost marked, and an example at a glance', async () => {
    await registerAsNewBorrower();
    await throughToOffers();
    await expect(OffersPage.cards).toBeElementsArrayOfSize(TERMS.length);
    const badges = await $$('[data-testid^="offer-card-"]').filter(async (c) =>
      (await c.getText()).includes('Lowest total cost'),
    );
    expect(badges).toHaveLength(1);
    await expect(OffersPage.summary).toHaveText(expect.stringContaining('Example:'));
    await expect(OffersPage.summary).toHaveText(expect.stringContaining('Monthly payment'));
    await expectNoAxeViolations('product/select with an example line');
    await screenshot('offers-compare-1440-example');
  });

  it('updates every card as the amount is typed, with the domain’s payment', async () => {
    await OffersPage.amount.click();
    await OffersPage.amount.clearValue();
    // Typed key by key: the figures follow each one.
    await browser.keys('5000'.split(''));
    await expect(OffersPage.card(10)).toHaveText(expect.stringContaining('Lines start at $15,000'));
    await browser.keys(['0']);
    for (const term of TERMS) {
      const payment = formatCurrency(monthlyPayment(50_000, await aprOf(term), term), 2);
      await expect(OffersPage.card(term)).toHaveText(expect.stringContaining(payment));
      await expect(OffersPage.term(term)).toHaveAttribute('aria-label', expect.stringContaining(`${payment} a month`));
    }
    const text = await $('main').getText();
    expect(text).not.toMatch(/NaN|\$0\.00/);
  });

  it('chooses with a tap anywhere on a card and with the arrow keys, and marks the chosen card', async () => {
    await OffersPage.card(15).click();
    await expect(OffersPage.term(15)).toBeSelected();
    await expect(OffersPage.card(15).$('[data-icon="check"]')).toBeExisting();
    await browser.keys(['ArrowUp']);
    await expect(OffersPage.term(10)).toBeSelected();
    await expect(OffersPage.term(10)).toBeFocused();
    await expect(OffersPage.card(10).$('[data-icon="check"]')).toBeExisting();
    await expect(OffersPage.card(15).$('[data-icon="check"]')).not.toBeExisting();
    await expect(OffersPage.summary).not.toHaveText(expect.stringContaining('Example:'));
    await expect(OffersPage.summary).toHaveText(expect.stringContaining('$50,000'));
    await expectNoAxeViolations('product/select with a term chosen');
    // Side by side on a desktop: two cards share the first row.
    const boxes = await cardBoxes();
    expect(boxes[0].top).toBe(boxes[1].top);
    await screenshot('offers-compare-1440-chosen');
  });

  it('stacks the cards in one column at 375 px and runs nothing of the screen past the edge at 320 px', async () => {
    await setViewport(375, 812);
    const phone = await cardBoxes();
    expect(new Set(phone.map((b) => b.left)).size).toBe(1);
    expect(new Set(phone.map((b) => b.top)).size).toBe(TERMS.length);
    const at375 = await pageWidth();
    expect({ width: at375.scroll, wide: at375.wide }).toEqual({ width: at375.client, wide: [] });
    await scrollToCard(10);
    await screenshot('offers-compare-375');

    await setViewport(320, 640);
    // The screen's own content: headless Chromium's scrollbar takes 15 px of the 320 (a phone's overlays), and the
    // shell's header is another area's.
    const at320 = await pageWidth('main');
    expect(at320.wide).toEqual([]);
    for (const box of await cardBoxes()) expect(box.right).toBeLessThanOrEqual(at320.client);
    await scrollToCard(5);
    await screenshot('offers-compare-320');
  });
});
