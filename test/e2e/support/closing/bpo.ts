// The valuation screens as a person takes them: order the Texas BPO (the home's condition and who lets the agent
// in), accept the agent's estimate, or, with no AVM, order the $180 residential evaluation. Each step starts on its
// screen and ends once the borrower has moved on.
import { expect } from '@wdio/globals';
import { bpoConditionPage, estimateValuePage } from '../../pageobjects/journey/bpo.page';
import { expectScreen } from '../journeySteps';

export const BPO_CONTACT = { name: 'Dana Rivera', phone: '5125550142' };

/** Waits until the borrower has left `screen` (the router moved them on). */
async function leaves(screen: string, timeout = 60000): Promise<void> {
  await browser.waitUntil(async () => !new URL(await browser.getUrl()).pathname.endsWith(`/${screen}`), {
    timeout,
    timeoutMsg: `the borrower stayed on ${screen}`,
  });
}

/** bpo/condition (Texas): condition Good, the contact who lets the agent in → the BPO is ordered (bpo/hold). */
export async function orderTexasBpo(): Promise<void> {
  await expectScreen('bpo/condition');
  await expect(bpoConditionPage.texasRules).toBeDisplayed();
  await bpoConditionPage.condition('GOOD').click();
  await bpoConditionPage.contactName.setValue(BPO_CONTACT.name);
  await bpoConditionPage.contactPhone.setValue(BPO_CONTACT.phone);
  await bpoConditionPage.submit.click();
  // bpo/hold, then (after the sandbox latency) bpo/estimate-value: the hold can be too short to catch.
  await leaves('bpo/condition');
}

/** bpo/estimate-value at NAV_BPO_ESTIMATE: the agent's $650,000 accepted → final title (bpo/hold) and on. */
export async function acceptBpoEstimate(): Promise<void> {
  await expectScreen('bpo/estimate-value');
  await estimateValuePage.estimatedValue.waitForDisplayed({ timeout: 20000 });
  await expect(estimateValuePage.estimatedValue).toHaveText('$650,000');
  await estimateValuePage.accept.click();
  await estimateValuePage.submit.click();
  await leaves('bpo/estimate-value');
}

/**
 * bpo/estimate-value at NO_AVM_FOUND (the `Noavm` street): the $180 fee consented to → the evaluation is ordered
 * (bpo/hold) → its value stands in for the AVM → liens.
 */
export async function orderValuationFor180(): Promise<void> {
  await expectScreen('bpo/estimate-value');
  await expect(estimateValuePage.fee).toHaveText('$180');
  await estimateValuePage.acceptFee.click();
  await estimateValuePage.submit.click();
  await expectScreen('liens', 120000);
}
