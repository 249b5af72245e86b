// A Texas (a)(6) borrower from registration to a funded line: the BPO Texas requires, the closing documents signed,
// then no remote eNotary: attorney review and the 12-day wait (notary/intro and the sidebar say until when), a closing
// in person at a title company's office (where the fair-market-value acknowledgment is signed), the hazard
// declarations page, rescission and funding. Every screen reached is checked with axe (expectScreen).
// The 12 calendar days pass on the sandbox clock: the engine fast-forwards an application's clock through calendar
// waits (docs/SANDBOX.md), so the wait lasts about 12 × SANDBOX_BUSINESS_DAY_MS.
import { expect } from '@wdio/globals';
import { acceptBpoEstimate, orderTexasBpo } from '../support/closing/bpo';
import { waitForFunded } from '../support/closing/complete';
import { testPdf } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { uploadInsurance } from '../support/closing/insurance';
import {
  expectMainText,
  expectProgressStep,
  registerAndSubmit,
  TEXAS,
  throughIncomeAndBank,
} from '../support/closing/journey';
import { reserveManualNotary } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { expectNoAxeViolations } from '../support/axe';
import { expectScreen } from '../support/journeySteps';

const WAIT_SENTENCE =
  /Texas law requires a 12-day wait: your closing can be scheduled from [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/;

describe('journey: a Texas home equity line from registration to funded', () => {
  it('applies, verifies income, bank and ID, and accepts the BPO Texas requires', async () => {
    await registerAndSubmit(TEXAS);
    await throughIncomeAndBank();
    await uploadId();
    await orderTexasBpo();
    await acceptBpoEstimate();
    await expectScreen('signing/intro', 120000);
  });

  it('signs the documents; no eNotary: attorney review and the 12-day wait say until when', async () => {
    await signClosingDocuments();
    await expectScreen('notary/intro', 120000);
    await expectMainText('Preparing your Texas closing');
    await browser.waitUntil(async () => WAIT_SENTENCE.test(await $('main').getText()), {
      timeout: 30000,
      timeoutMsg: 'notary/intro did not say until when the closing waits',
    });
    await expectProgressStep('Schedule Notary Session');
    const note = $('[data-testid="notary-step-note"]');
    await note.waitForDisplayed({ timeout: 30000 });
    await expect(note).toHaveText(expect.stringMatching(/closing from [A-Z][a-z]+day/));
    await expectNoAxeViolations('notary/intro, Texas wait');
  });

  it('once the wait ends, reserves the closing at a title company', async () => {
    // The page moves on by itself when the stage changes (the hold watch).
    await expectScreen('notary/reserve-manual', 170000);
    await expectMainText('Texas law requires a home equity line to close in person');
    await reserveManualNotary(7, '10:00', 'TITLE_COMPANY');
    await expectMainText("A title company's office");
  });

  it('after the closing (deed and fair-market-value acknowledgment signed), insures and is funded', async () => {
    await expectScreen('insurance/upload', 120000);
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    await waitForFunded(180000);
    await expectProgressStep('Funded');
    await expect($('main')).toHaveText(expect.stringContaining('Your line is funded'));
  });
});
