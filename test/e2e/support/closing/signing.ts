// Signing as a person does it: the location the browser shares (emulated in headless Chrome), both closing
// documents read to their end in the PDF viewer, the agreement ticked, Sign. The next screen is the caller's to
// expect (the router moves on to notary/intro, or notary/reserve-manual for a manual notary).
import { expect } from '@wdio/globals';
import { Sign, SigningIntro, SIGNING_DOCUMENTS } from '../../pageobjects/journey/signing.page';
import { expectNoAxeViolations } from '../axe';

/** Where the sandbox borrower signs from (any real coordinates will do). */
export const SIGNING_LOCATION = { latitude: 38.2919, longitude: -122.458, accuracy: 25 };

/**
 * The page's navigator.geolocation answers `answer`: a position, or a refusal (PositionError code 1, what a
 * person's "Block" gives). Installed twice: in the current document (a single-page app does not reload between
 * screens) and, through WebDriver BiDi (`browser.emulate('geolocation')`, WebdriverIO 9), as a preload script for
 * any later page load. Headless Chrome has no location of its own, so without this signing is refused. `on`: another
 * browser session than the spec's own (a co-owner's).
 */
export async function emulateLocation(
  answer: { latitude: number; longitude: number; accuracy?: number } | 'denied',
  on: WebdriverIO.Browser = browser,
): Promise<void> {
  await on.execute((a) => {
    const patched = {
      getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
        if (a === 'denied') {
          fail?.({
            code: 1,
            message: 'User denied Geolocation',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          });
          return;
        }
        ok({
          coords: { accuracy: 25, altitude: null, altitudeAccuracy: null, heading: null, speed: null, ...a },
          timestamp: Date.now(),
        } as unknown as GeolocationPosition);
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, 'geolocation', { value: patched, configurable: true });
  }, answer);
  if (answer !== 'denied' && on.isBidi) {
    await on.emulate('geolocation', { accuracy: 25, ...answer });
  }
}

/** On signing/sign: opens each closing document, scrolls to its end, closes the viewer. */
export async function readClosingDocuments(): Promise<void> {
  for (const type of SIGNING_DOCUMENTS) {
    await Sign.readButton(type).waitForClickable({ timeout: 20000 });
    await Sign.readButton(type).click();
    await Sign.endOfDocument.waitForExist({ timeout: 30000 });
    await Sign.endOfDocument.scrollIntoView({ block: 'end' });
    await Sign.closeViewer.waitForExist({ timeoutMsg: `${type} was not marked as read at its end` });
    await Sign.closeViewer.click();
    await expect(Sign.document(type)).toHaveText(expect.stringContaining('Read to the end'));
  }
}

/**
 * From signing/intro: on to signing/sign, both documents read to the end, the agreement, Sign, with the location
 * shared. With `location: 'denied'` the borrower refuses first: the 'Why We Need Your Location' alert must show
 * and nothing is signed, then they allow it and try again.
 */
export async function signClosingDocuments({
  location = SIGNING_LOCATION,
}: { location?: typeof SIGNING_LOCATION | 'denied' } = {}): Promise<void> {
  await SigningIntro.startSigning.waitForClickable({ timeout: 30000 });
  await SigningIntro.startSigning.click();
  await Sign.sign.waitForExist({ timeout: 30000 });
  await emulateLocation(location);
  await readClosingDocuments();
  await Sign.agree.click();
  await Sign.sign.waitForEnabled();
  await expectNoAxeViolations('signing/sign, ready to sign');
  await Sign.sign.click();
  if (location === 'denied') {
    await Sign.locationAlert.waitForDisplayed({ timeout: 10000, timeoutMsg: 'no "Why We Need Your Location" alert' });
    await expectNoAxeViolations('signing/sign, location refused');
    await emulateLocation(SIGNING_LOCATION);
    await Sign.retryLocation.click();
  }
}
