// Nothing jumps while a screen loads: the register page, a journey screen (start/profile) and the complete screen,
// each loaded afresh at a phone's width and a desktop's, stay within the CLS budget (DESIGN.md §13), read from the
// browser's own layout-shift entries.
import { expect } from '@wdio/globals';
import { APP_BASE } from '../pageobjects/page';
import { chooseAutopaySameAccount, linkDisbursementAccount } from '../support/closing/bank';
import { testPdf, testPng } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { verifyIncomeByLink } from '../support/closing/income';
import { uploadInsurance } from '../support/closing/insurance';
import { registerAndSubmit } from '../support/closing/journey';
import { completeEnotarySession } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { applicationUuid, expectScreen } from '../support/journeySteps';
import { CLS_BUDGET, VIEWPORTS, layoutShiftOfLoad } from '../support/layoutShift';

/** The screen is whole: its heading, nothing still loading, the footer in place. */
async function screenReady(): Promise<boolean> {
  return (
    (await $('main h1').isDisplayed()) &&
    !(await $('main [aria-label="Loading"]').isExisting()) &&
    (await $('footer').isExisting()) &&
    (await $('footer').getText()).length > 0
  );
}

async function expectNoShift(path: string, label: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    const report = await layoutShiftOfLoad(path, viewport, screenReady);
    const where = `${label} at ${viewport.width} px: CLS ${report.cls.toFixed(4)}\n  ${report.sources.join('\n  ')}`;
    console.log(where);
    expect(report.cls).toBeLessThanOrEqual(CLS_BUDGET);
  }
  await browser.setViewport({ width: 1440, height: 900 });
}

describe('layout shift', () => {
  let uuid = '';
  let street = '';
  let city = '';

  it('the register page does not shift as it loads', async () => {
    await expectNoShift(`${APP_BASE}/register`, 'register');
  });

  it('a journey screen does not shift as it loads', async () => {
    const registrant = await registerAndSubmit();
    street = registrant.street1;
    city = registrant.city;
    uuid = await applicationUuid();
    // The screen the submitted application is on (income's first screen), loaded afresh.
    const screen = new URL(await browser.getUrl()).pathname;
    expect(screen).toMatch(/\/income\/[a-z-]+$/);
    await expectNoShift(screen, screen.split(`${uuid}/`)[1]);
  });

  it('the complete screen does not shift as it loads', async () => {
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
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    await expectScreen('complete', 120000);
    await expectNoShift(`${APP_BASE}/${uuid}/complete`, 'complete');
  });
});
