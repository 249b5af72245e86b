// The phone-sized run (E2E_VIEWPORT=390x844, `npm run e2e:phone`): on every journey screen, touch targets of at least
// 24 x 24 CSS px (WCAG 2.5.8), nothing wider than the screen or cut off, nothing a person can press hidden under
// something fixed when the browser scrolls it into view; and the shell's drawers usable.
import { expect } from '@wdio/globals';
import ShellPage from '../pageobjects/shell.page';
import { expectNoAxeViolations } from './axe';
import { screenshot } from './shell';

/** The viewport of a phone-sized run, or null at desktop sizes. */
export function phoneViewport(): { width: number; height: number } | null {
  const m = /^(\d+)x(\d+)$/.exec(process.env.E2E_VIEWPORT ?? '');
  if (!m || Number(m[1]) > 600) return null;
  return { width: Number(m[1]), height: Number(m[2]) };
}

interface LayoutProblems {
  overflow: string | null;
  small: string[];
  cut: string[];
  covered: string[];
}

/** Checks the current screen's layout at phone size; fails with every problem found, by element. */
export async function expectFitsPhone(screen: string): Promise<void> {
  const phone = phoneViewport();
  const size = await browser.execute(() => `${window.innerWidth}x${window.innerHeight}`);
  if (phone && size !== `${phone.width}x${phone.height}`)
    throw new Error(`${screen} was shown in a ${size} viewport, not the phone's ${phone.width}x${phone.height}`);
  const problems = (await browser.execute(() => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 1 && r.height > 1;
    };
    const vw = document.documentElement.clientWidth;
    // With a modal open (a drawer), only what is in it can be reached: the page behind is inert.
    const scope = document.querySelector('[aria-modal="true"]') ?? document.body;

    // Wider than the screen: the page scrolls sideways.
    const overflow =
      document.documentElement.scrollWidth > vw
        ? `the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px viewport`
        : null;

    // Cut off: text that runs past the screen's edges, or past a box that hides its overflow.
    const cut: string[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim() || !shown(el)) continue;
      seen.add(el);
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < -1 || r.right > vw + 1) {
        cut.push(`${describe(el)} runs from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
        continue;
      }
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (!/hidden|clip/.test(style.overflowX + style.overflowY)) continue;
        const b = box.getBoundingClientRect();
        // A visually hidden text for screen readers (a 1 px clipped box) is meant to be unseen.
        if (b.width <= 1 || b.height <= 1) break;
        if (r.right > b.right + 1 || r.left < b.left - 1 || r.bottom > b.bottom + 1 || r.top < b.top - 1)
          cut.push(`${describe(el)} is clipped by ${describe(box)}`);
        break;
      }
    }

    // Touch targets: what can be pressed, with the labels that press it, at least 24 x 24 px. Links inside a
    // sentence are excepted, as WCAG 2.5.8 does.
    const small: string[] = [];
    const covered: string[] = [];
    const targets = scope.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]',
    );
    for (const el of Array.from(targets)) {
      const labels = Array.from((el as HTMLInputElement).labels ?? []).filter(shown);
      const own = shown(el);
      if (!own && labels.length === 0) continue;
      const rects = [...(own ? [el] : []), ...labels].map((e) => e.getBoundingClientRect());
      const width = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      const height = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        Array.from(el.parentElement?.childNodes ?? []).some((n) => n !== el && n.textContent?.trim());
      if (!inSentence && (width < 23.5 || height < 23.5))
        small.push(`${describe(el)} is ${Math.round(width)} x ${Math.round(height)} px`);

      // Scrolled into view as the keyboard's focus or a tap would bring it, its middle must be the target itself
      // (or its label), not something fixed over it.
      const target = own ? el : labels[0];
      target.scrollIntoView({ block: 'end', inline: 'nearest' });
      const r = target.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      const mine = (n: Element | null) =>
        !!n && (el.contains(n) || n.contains(el) || labels.some((l) => l.contains(n)));
      if (hit && !mine(hit)) covered.push(`${describe(el)} is under ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return { overflow, small, cut, covered };
  })) as LayoutProblems;
  const lines = [
    ...(problems.overflow ? [problems.overflow] : []),
    ...problems.small.map((p) => `small touch target: ${p}`),
    ...problems.cut.map((p) => `cut off: ${p}`),
    ...problems.covered.map((p) => `covered: ${p}`),
  ];
  if (lines.length > 0) throw new Error(`${screen} does not fit a phone:\n- ${lines.join('\n- ')}`);
}

/**
 * The shell's navigation and notifications drawers at phone size: each opens from its button over the whole width,
 * takes the focus, is checked with axe and for its layout, and Escape closes it and gives the focus back.
 */
export async function expectDrawersUsable(screen: string): Promise<void> {
  const drawers = [
    { button: ShellPage.menuDrawerButton, text: 'Logout', name: 'menu' },
    { button: ShellPage.notificationsDrawerButton, text: 'Notifications', name: 'notifications' },
  ];
  for (const drawer of drawers) {
    await drawer.button.waitForClickable({ timeoutMsg: `no ${drawer.name} drawer button on ${screen}` });
    await drawer.button.click();
    await ShellPage.dialog.waitForDisplayed({ timeoutMsg: `the ${drawer.name} drawer did not open on ${screen}` });
    await expect(ShellPage.dialog).toHaveText(expect.stringContaining(drawer.text));
    try {
      const { width, focusInside } = await browser.execute(() => {
        const dialog = document.querySelector('[role="dialog"]')!;
        return {
          width: Math.round(dialog.getBoundingClientRect().width),
          focusInside: dialog.contains(document.activeElement),
        };
      });
      expect(width).toBeGreaterThanOrEqual((phoneViewport()?.width ?? 390) - 20);
      expect(focusInside).toBe(true);
      await expectNoAxeViolations(`${drawer.name} drawer on ${screen}`);
      await expectFitsPhone(`${drawer.name} drawer on ${screen}`);
      await screenshot(`drawer-${drawer.name}-${phoneViewport()?.width}x${phoneViewport()?.height}`);
    } finally {
      // Closed also when a check fails, so the journey's next steps are not blocked by it.
      await browser.keys('Escape');
    }
    await ShellPage.dialog.waitForExist({
      reverse: true,
      timeoutMsg: `Escape did not close the ${drawer.name} drawer`,
    });
    const focusBack = await browser.execute(() => document.activeElement?.getAttribute('data-testid'));
    expect(focusBack).toBe(await drawer.button.getAttribute('data-testid'));
  }
}
