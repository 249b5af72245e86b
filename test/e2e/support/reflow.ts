// Reflow (WCAG 1.4.10): a screen never scrolls sideways at 320 CSS px wide, nor with the text at 200%.
//
// Text-only zoom is emulated as a browser's text-size setting works: the root font size goes to 200% of the
// default, so everything sized in rem or em (all of the theme's text: it has no px font sizes) doubles while px
// boxes, images and px media queries stay as they are. Page zoom (CDP, or Ctrl +) would also change the viewport's
// CSS width, which is the 320 px check; and CDP is not there in WebKit, this works in every browser.
import { expect } from '@wdio/globals';
import { runViewport, setViewport } from './browsers';

/** The narrowest viewport WCAG 1.4.10 asks content to reflow in (1280 px at 400%). */
export const REFLOW_WIDTH = 320;
/** Text-only zoom asked for by WCAG 1.4.4 (resize text), with no loss of content. */
export const TEXT_ZOOM = 2;

/** Sets the root font size to `factor` × the browser's default (1: back to the page's own). */
export async function setTextZoom(factor: number): Promise<void> {
  await browser.executeAsync((f: number, done: () => void) => {
    document.documentElement.style.fontSize = f === 1 ? '' : `${f * 100}%`;
    // Laid out again before anything is measured.
    requestAnimationFrame(() => requestAnimationFrame(() => done()));
  }, factor);
}

/**
 * What runs past the viewport's right edge: the page's width if it scrolls sideways, then each element of the
 * header, main and footer whose box ends beyond the edge (the innermost ones, by tag and text). An element inside
 * a box that scrolls or clips sideways is that box's business, not the page's.
 */
export async function sidewaysOverflow(): Promise<string[]> {
  return browser.execute(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > vw) problems.push(`the page is ${width} px wide in a ${vw} px viewport`);
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('alt') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };
    const clippedSideways = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
        if (!/visible/.test(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const offenders: Element[] = [];
    const regions = Array.from(document.querySelectorAll('header, main, footer')).filter(
      (r) => !r.closest('aside[aria-label="Chat"]'),
    );
    for (const region of regions)
      for (const el of [region, ...Array.from(region.querySelectorAll('*'))]) {
        const r = el.getBoundingClientRect();
        // Unseen (display: none, or a visually hidden 1 px text for screen readers) takes no room.
        if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
        if (r.right > vw + 1 && !clippedSideways(el)) offenders.push(el);
      }
    // The innermost: an element that only holds an offender is not one itself.
    const innermost = offenders.filter((el) => !offenders.some((o) => o !== el && el.contains(o)));
    for (const el of innermost.slice(0, 15)) {
      const r = el.getBoundingClientRect();
      problems.push(`${describe(el)} runs from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
    }
    if (innermost.length > 15) problems.push(`and ${innermost.length - 15} more`);
    return problems;
  });
}

/**
 * The current screen reflows: at 320 px wide, then at the run's own size with 200% text, nothing scrolls sideways
 * or runs past the right edge. The size and text zoom are restored afterwards, also when a check fails.
 */
export async function expectReflows(screen: string): Promise<void> {
  const normal = runViewport();
  const found: string[] = [];
  try {
    await setViewport(REFLOW_WIDTH, normal.height);
    found.push(...(await sidewaysOverflow()).map((p) => `at ${REFLOW_WIDTH} px: ${p}`));
    await setViewport(normal.width, normal.height);
    await setTextZoom(TEXT_ZOOM);
    found.push(...(await sidewaysOverflow()).map((p) => `at ${normal.width} px, text ${TEXT_ZOOM * 100}%: ${p}`));
  } finally {
    await setTextZoom(1);
    await setViewport(normal.width, normal.height);
  }
  expect(found.map((p) => `${screen} ${p}`)).toEqual([]);
}

let reflowChecksEnabled = false;

/**
 * Turns the reflow check on for every screen of the enclosing `describe` at the run's own size (call it at describe
 * level): the default persona's journey at 1440 px, where the shell's sidebars meet 200% text.
 */
export function withReflowChecks(): void {
  before(() => {
    reflowChecksEnabled = true;
  });
  after(() => {
    reflowChecksEnabled = false;
  });
}

/** The reflow check of one screen where the spec turned it on, and in every phone-sized run (expectScreen). */
export async function expectReflowsWhenOn(screen: string, phone: boolean): Promise<void> {
  if (phone || reflowChecksEnabled) await expectReflows(screen);
}
