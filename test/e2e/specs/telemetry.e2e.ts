// A borrower's visits leave one page-view event per screen on the server: the first location once, a change
// of query on the same screen nothing, each new screen one, read back through the application's events.
import { expect } from '@wdio/globals';
import { APP_BASE } from '../pageobjects/page';
import { applicationEvents } from '../support/operator';
import { openJourneyScreen, registerViaApi } from '../support/shell';

const ORG = 'HEARTH';

/** A client-side route change, as the app's own links make: history.pushState, then the popstate the router hears. */
async function navigateInApp(path: string): Promise<void> {
  await browser.execute((url: string) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await browser.waitUntil(async () => {
    const u = new URL(await browser.getUrl());
    return u.pathname + u.search === path;
  });
}

describe('telemetry page views', () => {
  it('records one page view per screen visited, in order, for the application', async () => {
    const borrower = await registerViaApi(ORG);
    const base = `${APP_BASE}/${borrower.applicationUuid}`;
    await openJourneyScreen(ORG, borrower);
    await $('[data-testid="application-shell"]').waitForDisplayed();

    // Same screen, new query: not a new view.
    await navigateInApp(`${base}/start/profile?utm_source=e2e`);
    await navigateInApp(`${base}/document/disclosures`);
    await $('h1').waitForDisplayed();
    await navigateInApp(`${base}/document/disclosures?tab=2`);
    await navigateInApp(`${base}/no-such-screen`);
    await expect($('h1=Page not found')).toBeDisplayed();

    const expected = [`${base}/start/profile`, `${base}/document/disclosures`, `${base}/no-such-screen`];
    await browser.waitUntil(
      async () =>
        (await applicationEvents(ORG, borrower.jwt, borrower.applicationUuid, 'PAGE_VIEW')).length >= expected.length,
      { timeoutMsg: 'the page views did not reach the server' },
    );
    // Give a late duplicate the time to arrive before counting.
    await browser.pause(1500);
    const views = await applicationEvents(ORG, borrower.jwt, borrower.applicationUuid, 'PAGE_VIEW');
    expect(views.map((v) => v.pagePath)).toEqual(expected);
    expect(views.every((v) => v.productType === 'HELOC' && v.applicationUuid === borrower.applicationUuid)).toBe(true);
  });
});
