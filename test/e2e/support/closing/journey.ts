// The closing specs' common road: a new borrower from registration to a submitted application (part 1 of the
// journey, as a person takes it), and the sidebar's progress step checked on the way.
import { expect } from '@wdio/globals';
import ShellPage from '../../pageobjects/shell.page';
import type { Registrant } from '../../pageobjects/register.page';
import {
  applicationUuid,
  chooseOffer,
  completeContact,
  completeHmda,
  completeProfile,
  confirmLiens,
  expectScreen,
  readAcknowledgeAndSubmit,
  registerAsNewBorrower,
  type CoOwner,
} from '../journeySteps';
import { APP_BASE } from '../../pageobjects/page';
import { applicationEvents } from '../operator';
import { chooseAutopaySameAccount, linkDisbursementAccount } from './bank';
import { verifyIncomeByLink } from './income';

export const SSN = '123456789';
export const PHONE = '4155550123';

export const TEXAS: Partial<Registrant> = { street1: '500 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' };

/** The step the progress sidebar marks as current reads `label` (e.g. 'Link Income Sources'). */
export async function expectProgressStep(label: string): Promise<void> {
  await browser.waitUntil(async () => (await ShellPage.currentStep.getText()).includes(label), {
    timeout: 20000,
    timeoutMsg: `the sidebar's current step is not '${label}'`,
  });
  await expect(ShellPage.currentStep).toHaveText(expect.stringContaining(label));
}

/**
 * Registers `overrides` and takes them through part 1 to income/review (the hard pull passed). With `coOwners`, the
 * home is owned jointly and they are named on start/contact (each is invited to sign the deed).
 */
export async function registerAndSubmit(
  overrides: Partial<Registrant> = {},
  coOwners: readonly CoOwner[] = [],
): Promise<Registrant> {
  const registrant = await registerAsNewBorrower(overrides);
  await expectProgressStep('Basic Info');
  await completeProfile(coOwners.length > 0 ? 'JOINT' : 'SOLE');
  await expectScreen('liens');
  await confirmLiens();
  await expectScreen('product/select');
  await expectProgressStep('Select Offer');
  await chooseOffer(10, '75000');
  await expectScreen('start/contact');
  await expectProgressStep('Provide More Info');
  await completeContact(PHONE, SSN, coOwners);
  await expectScreen('start/hmda');
  await completeHmda();
  await expectScreen('start/app-summary');
  await readAcknowledgeAndSubmit();
  await expectScreen('income/review');
  await expectProgressStep('Link Income Sources');
  return registrant;
}

/** From income/review on the default road: payroll linked, the checking account for the draw and autopay. */
export async function throughIncomeAndBank(): Promise<void> {
  await verifyIncomeByLink('PAYROLL');
  await expectScreen('bank/disburse');
  await linkDisbursementAccount('checking');
  await expectScreen('bank/autopay');
  await chooseAutopaySameAccount();
  await expectScreen('identity');
}

/** Waits until `main` says `text` (a message the borrower must read). */
export async function expectMainText(text: string, timeout = 30000): Promise<void> {
  await browser.waitUntil(async () => (await $('main').getText()).includes(text), {
    timeout,
    timeoutMsg: `the page did not say "${text}"`,
  });
}

/**
 * The screens this borrower's browser showed for the current application, from its page-view events on the server:
 * for a screen the router passes through in a moment (the flood certificate's one sandbox business day).
 */
export async function screensVisited(org = 'HEARTH'): Promise<string[]> {
  const uuid = await applicationUuid();
  const stored = await browser.execute(() => window.localStorage.getItem('jwt'));
  const jwt = (stored ?? '').replace(/^Bearer /, '');
  const views = await applicationEvents(org, jwt, uuid, 'PAGE_VIEW');
  return views.map((v) => v.pagePath.replace(`${APP_BASE}/${uuid}/`, ''));
}
