// The stages of issue 28, each from registration as a new borrower (docs/SANDBOX.md "Stages and the path to
// each"): a §605A alert the lender's agent clears (Fraudalert), a minor's credit file (Minor), a bureau that does not
// answer until the borrower tries again (Bureaudown), verified income lower than stated (Lowerincome), and a line
// disbursed to a digital-asset account (Crypto). Every screen reached is checked with axe (expectScreen).
import { expect } from '@wdio/globals';
import { chooseManualPayments } from '../support/closing/bank';
import { uploadId } from '../support/closing/identity';
import { verifyIncomeByLink } from '../support/closing/income';
import { expectMainText, registerAndSubmit } from '../support/closing/journey';
import { operatorToken } from '../support/operator';
import {
  applicationUuid,
  chooseOffer,
  completeProfile,
  confirmLiens,
  expectHeading,
  expectScreen,
  registerAsNewBorrower,
  reloadStaysOn,
} from '../support/journeySteps';

const api = (path: string) => new URL(path, browser.options.baseUrl);

/** The lender's agent decides the identity check from the operator endpoint (the agents' console's call). */
async function decideFactaReview(uuid: string, decision: 'CONFIRM' | 'DECLINE'): Promise<void> {
  const token = await operatorToken('HEARTH');
  const response = await fetch(api(`/service-pipeline/operator/api/v1/applications/${uuid}/facta-review`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-org': 'HEARTH', authorization: `Bearer ${token}` },
    body: JSON.stringify({ decision, note: 'Called the borrower at the number on the credit file' }),
  });
  if (!response.ok) throw new Error(`facta-review ${decision} failed: ${response.status} ${await response.text()}`);
}

function button(text: string) {
  return $(`//main//button[normalize-space(.)="${text}"]`);
}

/**
 * After the agent's decision the borrower moves on: pushed by the server when the page listens, otherwise by
 * "Check again" (pressed while it is still there).
 */
async function checkAgainUntil(screen: string): Promise<void> {
  await browser.waitUntil(
    async () => {
      if (new URL(await browser.getUrl()).pathname.endsWith(`/${screen}`)) return true;
      const again = await button('Check again');
      if ((await again.isExisting()) && (await again.isClickable())) await again.click().catch(() => undefined);
      return false;
    },
    { timeout: 60000, interval: 1000, timeoutMsg: `the borrower did not move on to ${screen}` },
  );
  await expectScreen(screen);
}

describe('journey: stages reached by their personas', () => {
  it('Fraudalert: the identity check holds the application until the agent confirms it; then the liens', async () => {
    await registerAsNewBorrower({ lastName: 'Fraudalert' });
    await completeProfile();
    await expectScreen('error/timeout');
    await expectHeading('We need to confirm your identity');
    await expectMainText('section 605A');
    await reloadStaysOn('error/timeout');
    await decideFactaReview(await applicationUuid(), 'CONFIRM');
    await checkAgainUntil('liens');
    await confirmLiens();
    await expectScreen('product/select');
  });

  it('Fraudalert declined: the agent could not verify the identity; the decline and its notice', async () => {
    await registerAsNewBorrower({ lastName: 'Fraudalert' });
    await completeProfile();
    await expectScreen('error/timeout');
    await decideFactaReview(await applicationUuid(), 'DECLINE');
    await checkAgainUntil('error/decline');
    await expectMainText('Unable to verify identity');
  });

  it('Minor: the credit file is a minor’s, and the application stops there', async () => {
    await registerAsNewBorrower({ lastName: 'Minor' });
    await completeProfile();
    await expectScreen('error/timeout');
    await expectHeading('We cannot continue your application');
    await reloadStaysOn('error/timeout');
    await expectHeading('We cannot continue your application');
  });

  it('Bureaudown: after the retries the bureau is down; the borrower’s retry reaches it and the liens follow', async () => {
    await registerAsNewBorrower({ lastName: 'Bureaudown' });
    await completeProfile();
    await expectScreen('error/timeout', 90000);
    await expectHeading('We could not reach the credit bureau');
    await button('Try the credit check again').click();
    await expectScreen('liens', 90000);
  });

  it('Lowerincome: verified income is half the stated, so the offer is chosen again on product/select', async () => {
    await registerAndSubmit({ lastName: 'Lowerincome' });
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('product/select', 90000);
    await expectMainText('Your offer changed after we verified your income');
    await expectMainText('$60,000');
    await expectMainText('$120,000');
    const text = await $('main').getText();
    expect(text).toMatch(/maximum line went from \$[\d,]+ to \$[\d,]+/);
    await chooseOffer(10, '40000');
    await expectScreen('bank/disburse', 90000);
  });

  it('Crypto: the line goes to the digital-asset account, so no bank/disburse; on to identity and signing', async () => {
    await registerAndSubmit({ lastName: 'Crypto' });
    await verifyIncomeByLink('PAYROLL');
    await expectScreen('bank/autopay', 90000);
    await expectMainText('Your line goes to your digital-asset account');
    await chooseManualPayments();
    await expectScreen('identity', 90000);
    await uploadId();
    await expectScreen('signing/intro', 120000);
  });
});
