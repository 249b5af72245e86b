// What differs between the browsers the suite runs in (Chromium through ChromeDriver, WebKit through
// WebKitWebDriver), kept here so the specs read the same in both.
import { remote } from 'webdriverio';
import { config } from '../../../wdio.conf';

/**
 * WebKit: every click first brings its element to the middle of the viewport, as a person scrolls to what they
 * press. WebKitWebDriver does not always do it itself: after a page has changed height, an element below the fold
 * was clicked at a point outside the viewport, and nothing happened (CI: "Select this offer" on product/select,
 * once in a run). ChromeDriver scrolls reliably; Chromium runs are left as they are.
 */
export function scrollBeforeClick(on: WebdriverIO.Browser = browser): void {
  if (!isWebKit(on)) return;
  on.overwriteCommand(
    'click',
    async function (this: WebdriverIO.Element, click: (options?: never) => Promise<void>, options?: never) {
      // As click itself does: wait for the element to be there (it may be on its way after a navigation).
      await this.waitForExist();
      try {
        await on.execute((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }), this as never);
      } catch {
        // Re-rendered between the two calls: the click finds it again and clicks it as WebKit would anyway.
      }
      return click(options);
    },
    true,
  );
}

/** The run's viewport: E2E_VIEWPORT (e.g. 390x844), or a desktop's 1440x900. */
export function runViewport(): { width: number; height: number } {
  const m = /^(\d+)x(\d+)$/.exec(process.env.E2E_VIEWPORT ?? '1440x900');
  if (!m) throw new Error(`E2E_VIEWPORT must read like 390x844, not ${process.env.E2E_VIEWPORT}`);
  return { width: Number(m[1]), height: Number(m[2]) };
}

/** WebKitGTK's MiniBrowser (Safari's engine). `on`: another browser session than the spec's own. */
export function isWebKit(on: WebdriverIO.Browser = browser): boolean {
  const name = (on.capabilities as WebdriverIO.Capabilities).browserName ?? '';
  return /minibrowser|webkit|safari/i.test(name);
}

/** The folder a browser's screenshots go to under test/e2e/screenshots: chromium or webkit. */
export function browserFolder(on: WebdriverIO.Browser = browser): string {
  return isWebKit(on) ? 'webkit' : 'chromium';
}

/**
 * The path a file input is given to choose `localPath`. ChromeDriver takes the file through Selenium's upload
 * endpoint (`browser.uploadFile`, which WebKitWebDriver does not have); WebKitWebDriver runs on this machine and reads
 * the path as it is, as the WebDriver standard's Element Send Keys does for a file input. Give it with `addValue`,
 * not `setValue`: the upload drop zone's input is visually hidden (its zone is what shows), and Send Keys to a file
 * input needs no interactability, while the Element Clear that setValue does first refuses a hidden element.
 */
export async function fileForInput(localPath: string, on: WebdriverIO.Browser = browser): Promise<string> {
  return isWebKit(on) ? localPath : on.uploadFile(localPath);
}

/**
 * Sizes the window so the page's viewport (window.innerWidth x innerHeight) is `width` x `height`: Set Window Rect
 * sizes the outer window, and how much of it the browser's own frame takes differs (none in headless Chromium, the
 * MiniBrowser's toolbar in WebKit), so the difference is measured and made up.
 */
export async function setViewport(width: number, height: number, on: WebdriverIO.Browser = browser): Promise<void> {
  await on.setWindowSize(width, height);
  for (let attempt = 0; attempt < 3; attempt++) {
    const outer = await on.getWindowSize();
    const inner = await settledViewport(on, outer);
    if (inner.w === width && inner.h === height) return;
    await on.setWindowSize(
      Math.max(width, outer.width + width - inner.w),
      Math.max(height, outer.height + height - inner.h),
    );
  }
  const inner = await on.execute(() => ({ w: window.innerWidth, h: window.innerHeight }));
  if (inner.w !== width || inner.h !== height)
    throw new Error(`the viewport is ${inner.w}x${inner.h}, not the ${width}x${height} asked for`);
}

/**
 * The page's viewport once it has taken the window's new size. Set Window Rect can answer before the page is laid
 * out again (WebKit under load: a 1440 px viewport in a 375 px window, which made the next size asked for negative),
 * so it is read until it fits in the window and reads the same twice running.
 */
async function settledViewport(
  on: WebdriverIO.Browser,
  outer: { width: number; height: number },
): Promise<{ w: number; h: number }> {
  const read = () => on.execute(() => ({ w: window.innerWidth, h: window.innerHeight }));
  let last = await read();
  for (let i = 0; i < 50; i++) {
    await on.pause(100);
    const now = await read();
    if (now.w === last.w && now.h === last.h && now.w <= outer.width && now.h <= outer.height) return now;
    last = now;
  }
  return last;
}

/**
 * A second browser of the same kind as the spec's own, with storage of its own (a co-owner, a chat agent). Chromium:
 * no profile directory given, so ChromeDriver makes a fresh one. WebKit: the launcher's second WebKitWebDriver (one driver runs one session), whose
 * automation session keeps no website data between sessions.
 */
export async function openSecondBrowser(): Promise<WebdriverIO.Browser> {
  const [capabilities] = config.capabilities as WebdriverIO.Capabilities[];
  const options = { baseUrl: browser.options.baseUrl, logLevel: 'warn' as const, waitforTimeout: 15000 };
  let second: WebdriverIO.Browser;
  if (isWebKit()) {
    const port = Number(process.env.E2E_WEBKIT_SECOND_PORT);
    if (!port) throw new Error('no second WebKitWebDriver: the launcher sets E2E_WEBKIT_SECOND_PORT');
    second = await remote({ ...options, capabilities, hostname: '127.0.0.1', port });
  } else {
    const chrome = capabilities['goog:chromeOptions'] ?? {};
    const args = (chrome.args ?? []).filter((a) => !a.startsWith('--user-data-dir='));
    second = await remote({ ...options, capabilities: { ...capabilities, 'goog:chromeOptions': { ...chrome, args } } });
  }
  // The same viewport as the spec's own browser (the MiniBrowser opens at a size of its own).
  const { width, height } = runViewport();
  await setViewport(width, height, second);
  scrollBeforeClick(second);
  return second;
}
