// The soft-credit branches of the journey, each from registration as a new borrower (docs/SANDBOX.md).
import { expect } from '@wdio/globals';
import CreditSocialPage from '../pageobjects/journey/creditSocial.page';
import {
  completeProfile,
  confirmLiens,
  expectScreen,
  registerAsNewBorrower,
  reloadStaysOn,
} from '../support/journeySteps';

describe('journey: soft credit branches', () => {
  it('Nomatch: asks for the SSN, then the pull matches and the offers follow', async () => {
    await registerAsNewBorrower({ lastName: 'Nomatch' });
    await completeProfile();
    await expectScreen('credit/social');
    await reloadStaysOn('credit/social');
    await CreditSocialPage.submit.click();
    await expect(await CreditSocialPage.errorFor('ssn')).toHaveText(expect.stringContaining('Required'));
    await CreditSocialPage.ssn.setValue('123456789');
    await CreditSocialPage.submit.click();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');
  });

  for (const [lastName, screen] of [
    ['Frozen', 'credit/error'],
    ['Pinlock', 'review-app/incorrect-pin'],
    ['Thinfile', 'review-app/no-credit'],
  ] as const) {
    it(`${lastName}: lands on ${screen}, and a reload stays there`, async () => {
      await registerAsNewBorrower({ lastName });
      await completeProfile();
      await expectScreen(screen);
      await reloadStaysOn(screen);
    });
  }
});
