// The default persona from registration to a submitted application, reloading on every screen on the way to
// prove nothing typed is lost; and Hardfrozen, whose hard pull at submission finds a frozen file.
import { expect } from '@wdio/globals';
import OffersPage from '../pageobjects/journey/offers.page';
import ProfilePage from '../pageobjects/journey/profile.page';
import ShellPage from '../pageobjects/shell.page';
import {
  chooseOffer,
  completeContact,
  completeHmda,
  completeProfile,
  confirmLiens,
  expectScreen,
  readAcknowledgeAndSubmit,
  registerAsNewBorrower,
  reloadStaysOn,
} from '../support/journeySteps';

const SSN = '123456789';
const PHONE = '4155550123';

describe('journey: from basic info to a submitted application', () => {
  it('keeps what the borrower typed on start/profile across a reload', async () => {
    await registerAsNewBorrower();
    await ProfilePage.field('middleName').setValue('Quinn');
    await ProfilePage.ownership('JOINT').click();
    await reloadStaysOn('start/profile');
    await expect(ProfilePage.field('middleName')).toHaveValue('Quinn');
    await expect(ProfilePage.ownership('JOINT')).toBeSelected();
    await expect(ProfilePage.field('property.street1')).toHaveValue('123 Main Street');
  });

  it('the default persona reaches the stage after the hard pull with the chosen offer in the sidebar', async () => {
    await completeProfile();
    await expectScreen('liens');
    await reloadStaysOn('liens');
    await confirmLiens();

    await expectScreen('product/select');
    await OffersPage.term(10).click();
    await OffersPage.amount.clearValue();
    await OffersPage.amount.setValue('75000');
    await reloadStaysOn('product/select');
    await expect(OffersPage.term(10)).toBeSelected();
    await expect(OffersPage.amount).toHaveValue(expect.stringContaining('75,000'));
    await OffersPage.submit.click();

    await expectScreen('start/contact');
    await reloadStaysOn('start/contact');
    await completeContact(PHONE, SSN);
    await expectScreen('start/hmda');
    await reloadStaysOn('start/hmda');
    await completeHmda();

    await expectScreen('start/app-summary');
    await reloadStaysOn('start/app-summary');
    await readAcknowledgeAndSubmit();

    // The hard pull passed: the application moved on to income verification (part 2 of the journey).
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.endsWith('/income/review'), {
      timeout: 60000,
      timeoutMsg: 'the submitted application did not move on to income verification',
    });
    const offer = $('[data-testid="offer-section"]');
    await offer.waitForDisplayed();
    // The sidebar's offer: the APR with two decimals and the fixed term chosen.
    await expect(offer).toHaveText(expect.stringMatching(/\d+\.\d{2}%/));
    await expect(offer).toHaveText(expect.stringContaining('10 years'));
    await expect(ShellPage.shell).toBeDisplayed();
  });

  it('Hardfrozen: the hard pull at submission finds the file frozen (credit/error)', async () => {
    await registerAsNewBorrower({ lastName: 'Hardfrozen' });
    await completeProfile();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');
    await chooseOffer(10, '50000');
    await expectScreen('start/contact');
    await completeContact(PHONE, SSN);
    await expectScreen('start/hmda');
    await completeHmda();
    await expectScreen('start/app-summary');
    await readAcknowledgeAndSubmit();
    await expectScreen('credit/error');
    await reloadStaysOn('credit/error');
  });
});
