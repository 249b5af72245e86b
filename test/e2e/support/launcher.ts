// The chat launcher never covers what the borrower works on (src/chat/launcher.tsx): on a screen, the launcher's
// box, while it shows, must not meet the page's primary button (as the screen opens, and scrolled into view) or
// any field of the screen once it has the focus. The focus goes back where it was afterwards (the heading).
import { expect } from '@wdio/globals';

/**
 * Fails with each field or button of `screen` the shown launcher overlaps; passes where there is no launcher. With
 * `focusFields`, each field of the screen is focused in turn (and so marked touched: its validation message shows).
 */
export async function expectLauncherClear(screen: string, { focusFields = true } = {}): Promise<void> {
  const problems = await browser.executeAsync((withFields: boolean, done: (problems: string[]) => void) => {
    const root = document.querySelector('aside[aria-label="Chat"]');
    const button = root?.querySelector('button[aria-haspopup="dialog"]');
    if (!root || !button) return done([]);
    const nextFrames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || el.id || '').trim().slice(0, 40)}"`;
    const meets = (el: Element) => {
      // Faded out (stepped aside) or not shown: it covers nothing.
      if (root.hasAttribute('data-give-way') || getComputedStyle(root).visibility === 'hidden') return false;
      const a = button.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return (
        b.width > 0 && b.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      );
    };
    const main = document.querySelector('main');
    const primaries = Array.from(main?.querySelectorAll('button[type="submit"], [data-variant="primary"]') ?? []);
    const fields = Array.from(
      withFields ? (main?.querySelectorAll('input:not([type="hidden"]), select, textarea') ?? []) : [],
    ).filter((el) => !(el as HTMLInputElement).disabled && (el as HTMLElement).offsetParent !== null);
    const before = document.activeElement as HTMLElement | null;
    const scrolled = window.scrollY;
    const found: string[] = [];
    (async () => {
      await nextFrames();
      for (const el of primaries)
        if (meets(el)) found.push(`${describe(el)} is under the launcher as the screen opens`);
      for (const el of primaries) {
        el.scrollIntoView({ block: 'end' });
        await nextFrames();
        if (meets(el)) found.push(`${describe(el)} is under the launcher scrolled into view`);
      }
      for (const el of fields) {
        (el as HTMLElement).focus();
        await nextFrames();
        if (meets(el)) found.push(`focused ${describe(el)} is under the launcher`);
      }
      before?.focus({ preventScroll: true });
      window.scrollTo(0, scrolled);
      done(found);
    })();
  }, focusFields);
  expect(problems.map((p) => `${screen}: ${p}`)).toEqual([]);
}
