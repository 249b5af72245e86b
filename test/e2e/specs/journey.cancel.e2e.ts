// The default persona signs everything, then cancels the line during the rescission period (Reg Z §1026.15): the
// complete screen says until when, in the borrower's zone, opens the notice of right to cancel in the PDF viewer,
// and "Cancel my line", once confirmed, takes the borrower to the cancelled line's screen (the dashboard), which
// says nothing will be funded. Every screen reached is checked with axe.
import { expect } from '@wdio/globals';
import dashboardPage from '../pageobjects/dashboard.page';
import { chooseAutopaySameAccount, linkDisbursementAccount } from '../support/closing/bank';
import { cancelDuringRescission } from '../support/closing/complete';
import { testPdf, testPng } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { verifyIncomeByLink } from '../support/closing/income';
import { uploadInsurance } from '../support/closing/insurance';
import { registerAndSubmit } from '../support/closing/journey';
import { completeEnotarySession } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { expectNoAxeViolations } from '../support/axe';
import { expectScreen } from '../support/journeySteps';

describe('journey: the borrower cancels the line during rescission', () => {
  let street = '';
  let city = '';

  it('applies, verifies income, links the accounts and the ID, signs and notarises', async () => {
    const registrant = await registerAndSubmit();
    street = registrant.street1;
    city = registrant.city;
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('bank/disburse');
    await linkDisbursementAccount('checking');
    await expectScreen('bank/autopay');
    await chooseAutopaySameAccount();
    await expectScreen('identity');
    await uploadId(testPng('id-front.png'));
    await expectScreen('signing/intro', 120000);
    await signClosingDocuments({ location: 'denied' });
    await expectScreen('notary/intro', 120000);
    await completeEnotarySession(street, city);
    await expectScreen('insurance/upload', 120000);
  });

  it('uploads the insurance, reads the notice and cancels while the right to cancel runs', async () => {
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    const { until, timings } = await cancelDuringRescission();
    console.log(`rescission cancel: "${until}"; ms after the insurance upload: ${JSON.stringify(timings)}`);
    expect(until).toMatch(
      /^You can cancel until \d{1,2}:\d{2} [AP]M on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, [A-Z][\w -]+\.$/,
    );
  });

  it('sees the cancelled line on the dashboard: nothing will be funded', async () => {
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.endsWith('/dashboard'), {
      timeout: 30000,
      timeoutMsg: `the cancelled line did not go to the dashboard (at ${await browser.getUrl()})`,
    });
    await dashboardPage.applications.waitForDisplayed({ timeout: 30000 });
    await browser.waitUntil(async () => (await dashboardPage.applications.getText()).includes('Cancelled.'), {
      timeout: 15000,
      timeoutMsg: 'the dashboard did not show the line as cancelled',
    });
    await expect(dashboardPage.applications).toHaveText(expect.stringContaining('Nothing will be funded'));
    await expect(dashboardPage.applications.$('a=Resume')).not.toBeExisting();
    await expectNoAxeViolations('dashboard, cancelled line');
  });
});
