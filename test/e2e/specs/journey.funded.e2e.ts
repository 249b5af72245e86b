// The default persona from registration to a funded line, in one spec, as a person takes it: income linked
// through the sandbox's payroll page, the disbursement account through its bank page, autopay from the same
// account, the ID front (after a renamed file is refused), the closing documents read and signed with the
// location shared, the eNotary session, the hazard declarations page, then rescission, recording and funding.
// The sidebar's progress is checked at every step; every screen reached is checked with axe (expectScreen). Run with
// E2E_VIEWPORT=390x844 (`npm run e2e:phone`) it is a phone's journey: every screen's layout is checked too, and the
// shell's drawers are opened and closed on the way.
import { expect } from '@wdio/globals';
import { linkDisbursementAccount, chooseAutopaySameAccount } from '../support/closing/bank';
import completePage from '../pageobjects/journey/complete.page';
import { waitForFunded } from '../support/closing/complete';
import { notAllowedFile, testPdf, testPng } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { verifyIncomeByLink } from '../support/closing/income';
import { uploadInsurance } from '../support/closing/insurance';
import { expectProgressStep, registerAndSubmit } from '../support/closing/journey';
import { completeEnotarySession } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { expectDesign, withDesignChecks } from '../support/design';
import { expectScreen } from '../support/journeySteps';
import { expectDrawersUsable, phoneViewport } from '../support/phone';
import { withReflowChecks } from '../support/reflow';

describe('journey: the default persona from registration to a funded line', () => {
  // Every screen at 375 and 1440 px (screenshots, the launcher, the brand's font), and its reflow at 320 px and with
  // 200% text beside the shell's sidebars; the phone-sized run has them.
  if (!phoneViewport()) {
    withDesignChecks();
    withReflowChecks();
  }
  let street = '';
  let city = '';

  it('applies, and the submitted application asks for income', async () => {
    const registrant = await registerAndSubmit();
    street = registrant.street1;
    city = registrant.city;
  });

  it('verifies income by linking payroll on the sandbox page', async () => {
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('bank/disburse');
    // The bank accounts are linked under the income step (the flow state is already the ID's).
    await expectProgressStep('Link Income Sources');
  });

  if (phoneViewport()) {
    it('opens and closes the navigation and notifications drawers at phone size', async () => {
      await expectDrawersUsable('bank/disburse');
    });
  }

  it('links the disbursement account and pays automatically from it', async () => {
    await linkDisbursementAccount('checking');
    await expectScreen('bank/autopay');
    await chooseAutopaySameAccount();
    await expectScreen('identity');
    await expectProgressStep('Verify Identity');
  });

  it('refuses a renamed file with a clear message, then verifies the ID front', async () => {
    await uploadId(notAllowedFile('renamed-id.png'));
    await browser.waitUntil(async () => (await $('main').getText()).includes('This file type is not allowed'), {
      timeout: 30000,
      timeoutMsg: 'the refused file had no message',
    });
    await expectScreen('identity');
    await uploadId(testPng('id-front.png'));
    // Title and the closing disclosure are prepared (bpo/hold, review-app/signdocs on the way), then signing.
    await expectScreen('signing/intro', 120000);
    await expectProgressStep('Sign Documents');
  });

  it('signs the closing disclosure and the note after allowing the location', async () => {
    await signClosingDocuments({ location: 'denied' });
    await expectScreen('notary/intro', 120000);
    await expectProgressStep('Talk to eNotary');
  });

  it('signs the deed with the eNotary', async () => {
    await completeEnotarySession(street, city);
    await expectScreen('insurance/upload', 120000);
    // Proof of insurance is on the way to funding, past the notary step.
    await expectProgressStep('Funded');
  });

  it('uploads the hazard declarations page, and the line is funded only after the right to cancel has ended', async () => {
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    // The deadline the complete screen gives while the borrower may still cancel…
    await expectScreen('complete');
    const offer = $('[aria-labelledby="right-to-cancel"]');
    await offer.waitForDisplayed({ timeout: 10000, timeoutMsg: 'the right to cancel was not offered' });
    const deadlineText = await offer.getText();
    const deadline = /until 11:59 PM on \w+day, (\w+ \d{1,2}, \d{4})/.exec(deadlineText)?.[1];
    expect(deadline).toBeDefined();
    await waitForFunded(180000);
    await expectProgressStep('Funded');
    await expect($('main')).toHaveText(expect.stringContaining('Your line is funded'));
    await expectDesign('complete-funded');
    // …has passed on the sandbox clock when the draw is sent: funding is dated after the deadline day.
    const steps = await completePage.steps.getText();
    const funded = /sent to your account on (\d{2})\/(\d{2})\/(\d{4})/.exec(steps);
    expect(funded).not.toBeNull();
    const [, month, day, year] = funded!;
    const fundedOn = Date.UTC(Number(year), Number(month) - 1, Number(day));
    const lastDayToCancel = Date.parse(`${deadline} 00:00 UTC`);
    expect(fundedOn).toBeGreaterThan(lastDayToCancel);
  });
});
