// The borrower's browser driven by the keyboard alone, as a person without a mouse does it: Tab and Shift+Tab to a
// control (every stop passed must show a visible focus indicator, and focus must never stick), then Enter, Space,
// the arrow keys or typing. Nothing here clicks or sets a value: a file is chosen by sending its path to the focused
// file input, which is what the platform's file chooser does once the borrower presses Enter on it.
// And at every new screen: focus on its heading (or the first error), a title of its own, a polite announcement.
import { expect } from '@wdio/globals';
import { fileForInput } from './browsers';
import { waitForScreen } from './journeySteps';

/** A control: its accessible name (exact, whitespace collapsed), a pattern for it, or a CSS selector it matches. */
export type Target = string | RegExp | { css: string };

type WireTarget = { name: string } | { pattern: string; flags: string } | { css: string };

function wire(target: Target): WireTarget {
  if (typeof target === 'string') return { name: target };
  if (target instanceof RegExp) return { pattern: target.source, flags: target.flags };
  return target;
}

function show(target: Target): string {
  return typeof target === 'string' ? `"${target}"` : target instanceof RegExp ? String(target) : target.css;
}

/** What has the focus now: how it reads, whether it is `target`, and whether its focus can be seen. */
interface FocusStop {
  description: string;
  matches: boolean;
  /** Why no focus indicator shows, or null when one does. */
  noIndicator: string | null;
  onBody: boolean;
}

/** Runs in the page. Kept self-contained: WebDriver sends its source, not its closure. */
function readFocus(target: WireTarget | null): FocusStop {
  const el = document.activeElement as HTMLElement | null;
  const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (e: HTMLElement): string => {
    const labelledBy = e.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const aria = e.getAttribute('aria-label');
    if (aria) return collapse(aria);
    const labels = (e as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse(Array.from(labels, (l) => l.textContent).join(' '));
    if (e instanceof HTMLInputElement && ['button', 'submit'].includes(e.type)) return collapse(e.value);
    return collapse(e.textContent || e.getAttribute('title'));
  };
  if (!el || el === document.body || el === document.documentElement) {
    return { description: '<body>', matches: false, noIndicator: 'nothing focused', onBody: true };
  }
  const name = nameOf(el);
  const attrs = [
    el.id ? `#${el.id}` : '',
    el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : '',
    el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : '',
    el.getAttribute('value') && el instanceof HTMLInputElement ? `[value=${el.value}]` : '',
  ].join('');
  const description = `<${el.tagName.toLowerCase()}${attrs}> "${name.slice(0, 80)}"`;
  let matches = false;
  if (target && 'css' in target) matches = el.matches(target.css);
  else if (target && 'name' in target) matches = name === collapse(target.name);
  else if (target) matches = new RegExp(target.pattern, target.flags).test(name);

  // The indicator: the control's own outline or ring, or (a visually hidden input: a file drop zone, an offer card)
  // the outline its nearest drawn ancestor shows through :has(:focus-visible).
  const drawn = (e: Element) => {
    const s = getComputedStyle(e);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return outline || (e === el && s.boxShadow !== 'none');
  };
  const box = el.getBoundingClientRect();
  let noIndicator: string | null = null;
  // Out of the tab order (a heading the shell focused as a screen arrived): not a stop Tab lands on.
  if (el.tabIndex >= 0 && !drawn(el)) {
    let shown = false;
    if (box.width <= 2 || box.height <= 2) {
      let up = el.parentElement;
      for (let i = 0; up && i < 4 && !shown; i++, up = up.parentElement) shown = drawn(up);
    }
    if (!shown) {
      const s = getComputedStyle(el);
      noIndicator = `outline ${s.outlineStyle} ${s.outlineWidth}, box-shadow ${s.boxShadow}`;
    }
  }
  return { description, matches, noIndicator, onBody: false };
}

/** Every focus stop passed on the way (for the report), and the ones that showed no indicator. */
export const focusLog = { stops: 0, withoutIndicator: [] as string[] };

async function focusNow(target: Target | null): Promise<FocusStop> {
  return browser.execute(readFocus, target === null ? null : wire(target));
}

async function assertIndicator(stop: FocusStop): Promise<void> {
  focusLog.stops += 1;
  if (stop.onBody || stop.noIndicator === null) return;
  focusLog.withoutIndicator.push(`${stop.description}: ${stop.noIndicator}`);
  throw new Error(`no visible focus indicator on ${stop.description} (${stop.noIndicator})`);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element is `target`; fails after `max` presses naming the
 * stops passed, or when focus sticks on one element (a trap). Every stop passed must show its focus.
 */
export async function tabTo(target: Target, { max = 80, back = false } = {}): Promise<void> {
  const current = await focusNow(target);
  if (current.matches) return;
  const passed: string[] = [];
  let same = 0;
  let last = current.description;
  for (let i = 0; i < max; i++) {
    // keys() presses every key down, then releases them all: ['Shift', 'Tab'] is the chord.
    await browser.keys(back ? ['Shift', 'Tab'] : ['Tab']);
    const stop = await focusNow(target);
    passed.push(stop.description);
    await assertIndicator(stop);
    if (stop.matches) return;
    same = stop.description === last && !stop.onBody ? same + 1 : 0;
    if (same >= 3) throw new Error(`focus is trapped on ${stop.description} on the way to ${show(target)}`);
    last = stop.description;
  }
  throw new Error(
    `${show(target)} not reached after ${max} ${back ? 'Shift+Tab' : 'Tab'} presses at ${await browser.getUrl()}; ` +
      `focus went to: ${passed.join(' → ')}`,
  );
}

/** Presses a key (or a chord: ['Control', 'a']) in the focused element. */
export async function press(...keys: string[]): Promise<void> {
  await browser.keys(keys);
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(target: Target, options?: { max?: number; back?: boolean }): Promise<void> {
  await tabTo(target, options);
  await press('Enter');
}

/** Tabs to a text field, empties it with Ctrl+A and Backspace if it holds text, and types `text`. */
export async function typeInto(target: Target, text: string): Promise<void> {
  await tabTo(target);
  const value = await browser.execute(() => (document.activeElement as HTMLInputElement).value ?? '');
  if (value) {
    await browser.keys(['Control', 'a']);
    await browser.keys(['Backspace']);
  }
  await typeText(text);
}

/**
 * Types `text` into the focused element, each key pressed and released before the next (keys() would hold every
 * key down together, and a repeated digit would be one press).
 */
export async function typeText(text: string): Promise<void> {
  const typing = browser.action('key');
  for (const c of text) typing.down(c).up(c);
  await typing.perform();
}

/** Tabs to a checkbox and ticks it with Space (once: a ticked box is left as it is). */
export async function tick(target: Target): Promise<void> {
  await tabTo(target);
  const checked = () => browser.execute(() => (document.activeElement as HTMLInputElement).checked);
  if (!(await checked())) await press(' ');
  await browser.waitUntil(checked, { timeout: 5000, timeoutMsg: `Space did not tick ${show(target)}` });
}

/**
 * Chooses the radio `value` of group `name` as a person does: Tab into the group (it lands on the chosen radio, or
 * the first), then the arrow keys; Space chooses the first one when nothing was chosen.
 */
export async function chooseRadio(name: string, value: string, { max = 80 } = {}): Promise<void> {
  await tabTo({ css: `input[type="radio"][name="${name}"]` }, { max });
  const state = () =>
    browser.execute(() => {
      const el = document.activeElement as HTMLInputElement;
      return { value: el.value, checked: el.checked, name: el.name };
    });
  for (let i = 0; i < 20; i++) {
    const now = await state();
    if (now.name !== name) throw new Error(`the arrow keys left the radio group ${name} (${now.name})`);
    if (now.value === value) {
      if (!now.checked) await press(' ');
      await browser.waitUntil(async () => (await state()).checked, {
        timeout: 5000,
        timeoutMsg: `${name}=${value} was not chosen`,
      });
      return;
    }
    await press('ArrowDown');
  }
  throw new Error(`the arrow keys did not reach ${name}=${value}`);
}

/** Chooses the option whose value is `value` in a select with the arrow keys (the list stays closed). */
export async function chooseOption(target: Target, value: string): Promise<void> {
  await tabTo(target);
  const state = () =>
    browser.execute(() => {
      const el = document.activeElement as HTMLSelectElement;
      return { index: el.selectedIndex, values: Array.from(el.options, (o) => o.value) };
    });
  const start = await state();
  const wanted = start.values.indexOf(value);
  if (wanted < 0) throw new Error(`${show(target)} has no option "${value}"`);
  const key = wanted > start.index ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(wanted - start.index); i++) await press(key);
  await browser.waitUntil(async () => (await state()).index === wanted, {
    timeout: 5000,
    timeoutMsg: `the arrow keys did not choose "${value}" in ${show(target)}`,
  });
}

/**
 * Tabs to the file input `css` and chooses the file at `path`: the path is sent to the focused input, which is what
 * the file chooser the input opens on Enter does (the chooser itself is the platform's, outside the page).
 */
export async function chooseFile(css: string, path: string): Promise<void> {
  await tabTo({ css });
  await $(css).addValue(await fileForInput(path));
}

/**
 * Presses End (then Page Down) in a document viewer until `done()` says it was read to the end: the pages are
 * drawn as they come into view, so the end moves while they load.
 */
export async function readToEnd(done: () => Promise<boolean>, timeout = 30000): Promise<void> {
  const until = Date.now() + timeout;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('End and Page Down did not bring the document to its end');
    await press('End');
    await browser.pause(300);
  }
}

/** Runs in the page: starts recording what polite live regions say (once per page load); true when it started. */
function recordAnnouncements(): boolean {
  const w = window as unknown as { __kbAnnounced?: string[] };
  if (w.__kbAnnounced) return false;
  const log: string[] = [];
  w.__kbAnnounced = log;
  const regions = '[role="status"], [aria-live="polite"]';
  // A change inside a region already in the page is what a screen reader announces (not a region added whole).
  new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const text = node?.closest(regions)?.textContent?.replace(/\s+/g, ' ').trim();
      if (text) log.push(text);
    }
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  return true;
}

/**
 * The checks at every new screen (a route change, a register step, the screen after a processing wait): focus on
 * `main h1` (or the first invalid field when the screen shows an error), a document title of its own starting with
 * the organisation's short name, and a polite live region that said the heading. A failed check fails the test.
 */
export class ScreenChecks {
  private previousTitle = '';

  private fail(screen: string, check: 'focus' | 'title' | 'announcement', found: string): void {
    throw new Error(`${screen}: ${check} check failed: ${found}`);
  }

  /** Waits until `reached()`, the heading shown and no processing dialog, then checks the screen `screen`. */
  async arrive(screen: string, reached: () => Promise<boolean>, timeout = 60000): Promise<void> {
    await waitForScreen(screen, reached, timeout);
    const freshPage = await browser.execute(recordAnnouncements);
    const read = () =>
      browser.execute(() => {
        const heading = document.querySelector<HTMLElement>('main h1');
        const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
        const expected = invalid ?? heading;
        const active = document.activeElement as HTMLElement | null;
        const label = document.getElementById('private-label-data')?.textContent ?? '{}';
        const short = (JSON.parse(label) as { metadata?: { companyInfo?: { companyNameShort?: string } } }).metadata
          ?.companyInfo?.companyNameShort;
        const regions = Array.from(
          document.querySelectorAll('[role="status"], [aria-live="polite"]'),
          (r) => r.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        );
        const describe = (e: HTMLElement | null) =>
          !e || e === document.body
            ? '<body>'
            : `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('name') ? `[name=${e.getAttribute('name')}]` : ''}> "${(e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
        return {
          focused: active === expected,
          expected: invalid ? `the first error's field ${describe(invalid)}` : `main h1 ${describe(heading)}`,
          headingTabIndex: heading?.tabIndex ?? null,
          active: describe(active),
          heading: heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
          title: document.title,
          short: short ?? '',
          announced: (window as unknown as { __kbAnnounced?: string[] }).__kbAnnounced ?? [],
          loadedHere:
            new URL(
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? '/',
              location.href,
            ).pathname === location.pathname,
          regions,
        };
      });

    // Focus and the announcement may follow the screen's first paint by a moment (a lazy chunk, a settled router).
    let now = await read();
    const until = Date.now() + 5000;
    // The first screen of a page load is the page itself (a screen reader reads its title): nothing to announce.
    // After a load elsewhere (a vendor's page sending the borrower back), what was said before the recording began
    // is still in its region.
    const announced = (n: typeof now) =>
      (freshPage && n.loadedHere) ||
      (n.heading !== '' &&
        (n.announced.some((t) => t.includes(n.heading)) ||
          (freshPage && n.regions.some((t) => t.includes(n.heading)))));
    while ((!now.focused || !announced(now)) && Date.now() < until) {
      await browser.pause(250);
      now = await read();
    }
    if (!now.focused) {
      const tabIndex = now.expected.startsWith('main h1') ? ` (its tabIndex ${now.headingTabIndex})` : '';
      this.fail(screen, 'focus', `focus on ${now.active}, not on ${now.expected}${tabIndex}`);
    }
    if (!now.short || !now.title.startsWith(now.short) || now.title === this.previousTitle) {
      const why = !now.title.startsWith(now.short) ? `does not start with "${now.short}"` : 'same as the screen before';
      this.fail(screen, 'title', `"${now.title}" ${why}`);
    }
    this.previousTitle = now.title;
    if (!announced(now)) {
      const said = [...new Set(now.announced)].slice(-3).join(' | ') || 'nothing';
      this.fail(screen, 'announcement', `no polite region said "${now.heading}" (said: ${said.slice(0, 160)})`);
    }
    // What is said from here on belongs to the next screen.
    await browser.execute(() => {
      const log = (window as unknown as { __kbAnnounced?: string[] }).__kbAnnounced;
      if (log) log.length = 0;
    });
  }

  /**
   * A form refused on the spot (`where`): focus is on the first field marked invalid, and that field names its error
   * through aria-describedby. Not a new screen: the title and the announcement are the screen's own.
   */
  async firstError(where: string): Promise<void> {
    await browser.waitUntil(async () => $('main [aria-invalid="true"]').isExisting(), {
      timeout: 5000,
      timeoutMsg: `${where}: no field was marked invalid`,
    });
    const state = await browser.execute(() => {
      const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
      const described = (invalid?.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
      return { focused: document.activeElement === invalid, name: invalid?.getAttribute('name'), described };
    });
    if (!state.focused) this.fail(where, 'focus', `focus is not on the first invalid field (${state.name})`);
    expect(state.described).not.toBe('');
  }

  /** A panel replaced another on the same screen (`where`): the focus did not fall to the page's body. */
  async focusKept(where: string): Promise<void> {
    const onBody = await browser.execute(() => !document.activeElement || document.activeElement === document.body);
    if (onBody) this.fail(where, 'focus', 'focus fell to the page body');
  }

  /** The app screen at /{uuid}/`screen`. */
  screen(screen: string, timeout?: number): Promise<void> {
    return this.arrive(screen, async () => new URL(await browser.getUrl()).pathname.endsWith(`/${screen}`), timeout);
  }

  /** Register step `step` (?step= in the URL). */
  registerStep(step: string): Promise<void> {
    return this.arrive(`register step ${step}`, async () => (await browser.getUrl()).includes(`step=${step}`));
  }
}
