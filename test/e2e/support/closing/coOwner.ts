// A co-owner on the title as a person takes it, in their own browser session: the invitation opened from the
// sandbox outbox, a password chosen, the ID verified, and the deed signed in their eNotary session (answers: the
// property's street and city, as for the borrower) with the location shared. Every screen is checked with axe.
import SignerPage, { SIGNER_BASE } from '../../pageobjects/signer.page';
import { expectNoAxeViolations } from '../axe';
import { testPng } from './files';
import { emulateLocation, SIGNING_LOCATION } from './signing';
import { fileForInput, openSecondBrowser } from '../browsers';

export const CO_OWNER_PASSWORD = 'Co-owner-pass-2026';

/** The co-owner's own browser session, of the same kind as the borrower's, with storage of its own. */
export function openCoOwnerBrowser(): Promise<WebdriverIO.Browser> {
  return openSecondBrowser();
}

/** Waits until the co-owner is on /heloc-signer/`screen`, its heading shown, then runs axe in their browser. */
export async function expectSignerScreen(b: WebdriverIO.Browser, screen: string, timeout = 60000): Promise<void> {
  await b.waitUntil(async () => new URL(await b.getUrl()).pathname === `${SIGNER_BASE}/${screen}`, {
    timeout,
    timeoutMsg: `the co-owner did not reach heloc-signer/${screen} (at ${await b.getUrl()})`,
  });
  await b.waitUntil(async () => b.$('main h1').isDisplayed(), {
    timeout: 30000,
    timeoutMsg: `the heading of heloc-signer/${screen} was not shown`,
  });
  await expectNoAxeViolations(`heloc-signer/${screen}`, b);
}

/** Waits until the co-owner's page says `text`. */
export async function expectSignerText(b: WebdriverIO.Browser, text: string, timeout = 30000): Promise<void> {
  await b.waitUntil(async () => (await b.$('main').getText()).includes(text), {
    timeout,
    timeoutMsg: `the co-owner's page did not say "${text}"`,
  });
}

/** From the outbox: opens the newest invitation to `email`, chooses a password; lands on the ID screen. */
export async function acceptInvitation(b: WebdriverIO.Browser, email: string): Promise<void> {
  const page = new SignerPage(b);
  await page.openOutbox(email);
  await page.openInvitation.waitForDisplayed();
  await expectNoAxeViolations('sandbox outbox', b);
  await page.openInvitation.click();
  await expectSignerScreen(b, 'login');
  await page.acceptInvitation.waitForDisplayed({ timeout: 30000 });
  await page.field('password').setValue(CO_OWNER_PASSWORD);
  await page.field('confirmPassword').setValue(CO_OWNER_PASSWORD);
  await page.field('agreeToTerms').click();
  // The same E-SIGN disclosures and test document as the borrower's.
  await page.field('esignAccessConfirmed').click();
  await page.field('esignConsent').click();
  await page.acceptInvitation.click();
  await expectSignerScreen(b, 'identity');
}

/** On heloc-signer/identity: uploads the front of a driver's licence (`file`: a blurry* name fails). */
export async function uploadCoOwnerId(b: WebdriverIO.Browser, file = testPng('co-owner-id.png')): Promise<void> {
  const page = new SignerPage(b);
  await page.idType('DRIVERS_LICENSE_FRONT').waitForExist({ timeout: 20000 });
  await page.idType('DRIVERS_LICENSE_FRONT').click();
  await page.idFile.addValue(await fileForInput(file, b));
  await page.uploadId.click();
}

/** Question `index`'s choice equal to (or else containing) `text`, chosen by clicking its label. */
async function choose(b: WebdriverIO.Browser, index: number, text: string): Promise<void> {
  const radios = await b.$$(`input[name="answer${index}"]`);
  const wanted = text.toLowerCase();
  const choices: { id: string; value: string }[] = [];
  for (const radio of radios) {
    choices.push({
      id: (await radio.getAttribute('id')) ?? '',
      value: ((await radio.getAttribute('value')) ?? '').toLowerCase(),
    });
  }
  const choice = choices.find((c) => c.value === wanted) ?? choices.find((c) => c.value.includes(wanted));
  if (!choice) throw new Error(`question ${index} has no choice like "${text}"`);
  await b.$(`label[for="${choice.id}"]`).click();
}

/** On heloc-signer/sign: the eNotary session answered with the property's `street` and `city`, the deed signed. */
export async function signDeedAsCoOwner(b: WebdriverIO.Browser, street: string, city: string): Promise<void> {
  const page = new SignerPage(b);
  await page.startSession.waitForClickable({ timeout: 30000 });
  await page.startSession.click();
  await page.confirmIdentity.waitForDisplayed({ timeout: 30000 });
  await expectNoAxeViolations('heloc-signer/sign, identity questions', b);
  await choose(b, 0, street);
  await choose(b, 1, city);
  await page.confirmIdentity.click();
  await page.agreeDeed.waitForExist({ timeout: 30000 });
  await emulateLocation(SIGNING_LOCATION, b);
  await page.agreeDeed.click();
  await page.signDeed.waitForEnabled();
  await expectNoAxeViolations('heloc-signer/sign, deed to sign', b);
  await page.signDeed.click();
}
