// Debt payoff at closing, as a person does it (the Payoff persona, after the ID and title): tick the debts to pay
// from the initial draw on merchant/review, continue, then on merchant/lien-attestation tick the attestation and
// the authorisations and authorize. The lead's specs check the screens that follow.
import { MerchantLienAttestation, MerchantReview } from '../../pageobjects/journey/merchant.page';
import { expectScreen } from '../journeySteps';

/** The sandbox's two credit cards and the solar loan (its fixture filing asks for the lien release too). */
export const DEFAULT_PAYOFFS = ['tl-1', 'tl-2', 'tl-4'] as const;

/** Chooses `debtIds` on merchant/review (none: the whole draw goes to the borrower and there is no attestation). */
export async function chooseDebtsToPayOff(debtIds: readonly string[] = DEFAULT_PAYOFFS): Promise<void> {
  await expectScreen(MerchantReview.screen);
  await MerchantReview.debts[0].waitForExist();
  for (const id of debtIds) {
    const box = MerchantReview.debt(id);
    if (!(await box.isSelected())) await box.click();
  }
  await MerchantReview.submit.click();
}

/** Attests the accounts and authorizes the payoffs (and the lien release when it is asked). */
export async function attestDebtPayoffs(): Promise<void> {
  await expectScreen(MerchantLienAttestation.screen);
  await MerchantLienAttestation.attestAccounts.click();
  await MerchantLienAttestation.authorizePayment.click();
  if (await MerchantLienAttestation.authorizeLienRelease.isExisting()) {
    await MerchantLienAttestation.authorizeLienRelease.click();
  }
  await MerchantLienAttestation.submit.click();
}

/** Both merchant screens; returns once the borrower has left the attestation for the closing documents. */
export async function payOffDebtsAtClosing(debtIds: readonly string[] = DEFAULT_PAYOFFS): Promise<void> {
  await chooseDebtsToPayOff(debtIds);
  if (debtIds.length > 0) await attestDebtPayoffs();
  await browser.waitUntil(async () => !new URL(await browser.getUrl()).pathname.includes('/merchant/'), {
    timeout: 60000,
    timeoutMsg: `the borrower stayed on the debt payoff screens (at ${await browser.getUrl()})`,
  });
}
