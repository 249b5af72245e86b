// The borrower's steps from start/profile to a submitted application, as a person takes them: fill the form,
// submit, wait for the next screen (the server's vendors answer after the sandbox latency, so the router polls),
// and check every screen reached with axe.
import { expect } from '@wdio/globals';
import AppSummaryPage, { SUMMARY_DOCUMENTS } from '../pageobjects/journey/appSummary.page';
import ContactPage from '../pageobjects/journey/contact.page';
import HmdaPage from '../pageobjects/journey/hmda.page';
import LiensPage from '../pageobjects/journey/liens.page';
import OffersPage from '../pageobjects/journey/offers.page';
import ProfilePage from '../pageobjects/journey/profile.page';
import type { Registrant } from '../pageobjects/register.page';
import { expectNoAxeViolations } from './axe';
import { expectDesignWhenOn } from './design';
import { expectLauncherClear } from './launcher';
import { expectFitsPhone, phoneViewport } from './phone';
import { expectReflowsWhenOn } from './reflow';
import { screenshot } from './shell';
import { newRegistrant, registerNewUser } from './journey';

/** The application uuid in the current URL. */
export async function applicationUuid(): Promise<string> {
  const match = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(new URL(await browser.getUrl()).pathname);
  if (!match) throw new Error(`no application in ${await browser.getUrl()}`);
  return match[1];
}

/**
 * Waits until `reached()`, then for the screen's heading with nothing loading and no processing modal over it: the
 * moment a person sees the screen `screen`.
 */
export async function waitForScreen(screen: string, reached: () => Promise<boolean>, timeout = 60000): Promise<void> {
  await browser.waitUntil(reached, {
    timeout,
    timeoutMsg: `the borrower did not reach ${screen} (at ${await browser.getUrl()})`,
  });
  // Queried afresh on every try: right after the URL changes, the old screen can still be in the DOM (hidden by
  // Suspense while the new screen's chunk loads), and an element found then goes stale.
  await browser.waitUntil(async () => $('main h1').isDisplayed(), {
    timeout: 30000,
    timeoutMsg: `the heading of ${screen} was not shown`,
  });
  // The processing modal closes once the router has settled; checks run on the screen itself.
  await browser.waitUntil(async () => !(await $('[aria-modal="true"]').isExisting()), {
    timeout: 15000,
    timeoutMsg: `the processing modal stayed open on ${screen}`,
  });
}

/**
 * Waits until the borrower is on `screen` (e.g. 'liens'), its heading shown and nothing loading, then runs axe, checks
 * the layout in a phone-sized run, and saves a screenshot (test/e2e/screenshots/<browser>/journey-<screen>[-<size>]).
 */
export async function expectScreen(screen: string, timeout = 60000): Promise<void> {
  await waitForScreen(screen, async () => new URL(await browser.getUrl()).pathname.endsWith(`/${screen}`), timeout);
  await expectNoAxeViolations(screen);
  const phone = phoneViewport();
  if (phone) await expectFitsPhone(screen);
  await expectReflowsWhenOn(screen, Boolean(phone));
  await screenshot(`journey-${screen.replace(/\//g, '-')}${phone ? `-${phone.width}x${phone.height}` : ''}`);
  // Last: focusing each field (at phone size) marks it touched, so its validation message may show from here on.
  await expectLauncherClear(screen, { focusFields: Boolean(phone) });
  await expectDesignWhenOn(screen);
}

/** Reloads the page and expects the same screen back. */
export async function reloadStaysOn(screen: string): Promise<void> {
  await browser.refresh();
  await expectScreen(screen);
}

export async function completeProfile(ownership: 'SOLE' | 'JOINT' = 'SOLE'): Promise<void> {
  await ProfilePage.ownership(ownership).click();
  await ProfilePage.softCreditConsent.click();
  // E-SIGN: confirming the test document opened enables the consent.
  await ProfilePage.esignAccessConfirmed.click();
  await ProfilePage.esignConsent.click();
  await ProfilePage.disclosuresReceived.click();
  await ProfilePage.submit.click();
}

export async function confirmLiens(): Promise<void> {
  await LiensPage.confirmed.waitForExist();
  if (await LiensPage.inquiryAttestation.isExisting()) await LiensPage.inquiryAttestation.click();
  await LiensPage.confirmed.click();
  await LiensPage.submit.click();
}

export async function chooseOffer(term: number, amount: string): Promise<void> {
  await OffersPage.term(term).waitForExist();
  await OffersPage.term(term).click();
  await OffersPage.amount.clearValue();
  await OffersPage.amount.setValue(amount);
  // As a person does: choose once the figures show the amount typed. They follow the field after a pause, and in
  // WebKit the re-render that brings them scrolls the focused field back into view, under a click already aimed at
  // "Select this offer" below it (seen in CI: the form filled, the page back at the amount, the click lost).
  const typed = `$${Number(amount).toLocaleString('en-US')}`;
  await browser.waitUntil(async () => (await $('main').getText()).includes(`Figures for a line of ${typed},`), {
    timeout: 15000,
    timeoutMsg: `product/select's figures did not come to the amount typed (${typed})`,
  });
  await OffersPage.submit.click();
}

/** Another owner on the title, named on start/contact when the home is owned jointly. */
export interface CoOwner {
  firstName: string;
  lastName: string;
  email: string;
}

export async function completeContact(
  phoneDigits: string,
  ssnDigits: string | null,
  coOwners: readonly CoOwner[] = [],
): Promise<void> {
  await ContactPage.field('phone').waitForExist();
  await ContactPage.field('phone').clearValue();
  await ContactPage.field('phone').setValue(phoneDigits);
  if (ssnDigits) await ContactPage.field('ssn').setValue(ssnDigits);
  for (const [i, owner] of coOwners.entries()) {
    if (i > 0) await ContactPage.addCoOwner.click();
    await ContactPage.coOwner(i, 'firstName').setValue(owner.firstName);
    await ContactPage.coOwner(i, 'lastName').setValue(owner.lastName);
    await ContactPage.coOwner(i, 'email').setValue(owner.email);
  }
  if (coOwners.length > 0) await expectNoAxeViolations('start/contact, with co-owners');
  await ContactPage.hardCreditConsent.click();
  await ContactPage.submit.click();
}

/** Not Hispanic or Latino (code 2), and 'I do not wish to provide this information' for race (6) and sex (3). */
export async function completeHmda(): Promise<void> {
  await HmdaPage.answer('ethnicity', '2').click();
  await HmdaPage.answer('race', '6').click();
  await HmdaPage.answer('sex', '3').click();
  await HmdaPage.submit.click();
}

/** From start/profile to the offers screen on the happy path. */
export async function throughToOffers(): Promise<void> {
  await expectScreen('start/profile');
  await completeProfile();
  await expectScreen('liens');
  await confirmLiens();
  await expectScreen('product/select');
}

export async function expectHeading(text: string | RegExp): Promise<void> {
  const heading = await $('main h1').getText();
  if (typeof text === 'string') expect(heading).toBe(text);
  else expect(heading).toMatch(text);
}

/** A new visitor registers (as the persona `overrides` make them) and lands on start/profile. */
export async function registerAsNewBorrower(overrides: Partial<Registrant> = {}): Promise<Registrant> {
  // Cleared from a page of ours that runs no app: the app could navigate away while a previous borrower's
  // storage is cleared under it.
  await browser.url('/healthz');
  await browser.execute(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const registrant = newRegistrant(overrides);
  await registerNewUser(registrant);
  await expectScreen('start/profile');
  return registrant;
}

/** Reads each summary document to its end, acknowledges them together and submits the application. */
export async function readAcknowledgeAndSubmit(): Promise<void> {
  for (const type of SUMMARY_DOCUMENTS) {
    await AppSummaryPage.readButton(type).waitForClickable();
    await AppSummaryPage.readButton(type).click();
    await AppSummaryPage.endOfDocument.waitForExist({ timeout: 30000 });
    await AppSummaryPage.endOfDocument.scrollIntoView({ block: 'end' });
    await AppSummaryPage.closeViewer.waitForExist({ timeoutMsg: `${type} was not marked as read at its end` });
    await AppSummaryPage.closeViewer.click();
    // The early disclosure and the brochure were acknowledged when they were given, on start/profile.
    await expect(AppSummaryPage.document(type)).toHaveText(expect.stringMatching(/Read to the end|Acknowledged/));
  }
  await AppSummaryPage.acknowledgeAll.waitForEnabled();
  await AppSummaryPage.acknowledgeAll.click();
  await AppSummaryPage.certify.waitForExist();
  await expectNoAxeViolations('app summary, ready to submit');
  await AppSummaryPage.certify.click();
  await AppSummaryPage.submit.click();
}
