// The underwriting branches: decided once the liens are confirmed. Declines carry the adverse action notice.
import { expect } from '@wdio/globals';
import AssetsPage from '../pageobjects/journey/assets.page';
import {
  completeProfile,
  confirmLiens,
  expectScreen,
  registerAsNewBorrower,
  reloadStaysOn,
} from '../support/journeySteps';

async function toUnderwriting(lastName: string): Promise<void> {
  await registerAsNewBorrower({ lastName });
  await completeProfile();
  await expectScreen('liens');
  await confirmLiens();
}

describe('journey: underwriting branches', () => {
  for (const [lastName, screen, credit] of [
    ['Decline', 'error/decline', true],
    ['Highdti', 'error/income', false],
    ['Lowscore', 'error/credit', true],
  ] as const) {
    it(`${lastName}: lands on ${screen} with the adverse action notice`, async () => {
      await toUnderwriting(lastName);
      await expectScreen(screen);
      const main = $('main');
      await expect(main).toHaveText(expect.stringContaining('Equal Credit Opportunity Act'));
      await expect(main).toHaveText(expect.stringContaining('Hearth'));
      if (credit) await expect(main).toHaveText(expect.stringMatching(/credit score/i));
      await reloadStaysOn(screen);
    });
  }

  it('Delinquent: lands on the delinquency review, and a reload stays there', async () => {
    await toUnderwriting('Delinquent');
    await expectScreen('review-app/delinquency');
    await reloadStaysOn('review-app/delinquency');
  });

  it('Assets: asset depletion, then offers once the assets are counted', async () => {
    await toUnderwriting('Assets');
    await expectScreen('product/assets');
    await reloadStaysOn('product/assets');
    await AssetsPage.submit.click();
    await expect(await AssetsPage.errorFor('attestation')).toBeDisplayed();
    await AssetsPage.attestation.click();
    await AssetsPage.submit.click();
    await expectScreen('product/select');
  });
});
