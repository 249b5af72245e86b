// start/hmda in a real browser: the 2018 form's demographic addendum takes two races, a subcategory and a
// write-in (several boxes ticked), refuses the decline beside an answer, and the application summary the server
// then generates prints them.
import { expect } from '@wdio/globals';
import AppSummaryPage from '../pageobjects/journey/appSummary.page';
import HmdaPage from '../pageobjects/journey/hmda.page';
import { expectNoAxeViolations } from '../support/axe';
import {
  chooseOffer,
  completeContact,
  completeProfile,
  confirmLiens,
  expectScreen,
  registerAsNewBorrower,
  reloadStaysOn,
} from '../support/journeySteps';

describe('HMDA: the demographic information addendum', () => {
  it('takes two races and a write-in, and the summary prints them', async () => {
    await registerAsNewBorrower();
    await completeProfile();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');
    await chooseOffer(10, '60000');
    await expectScreen('start/contact');
    await completeContact('4155550123', '123456789');
    await expectScreen('start/hmda');
    await expectNoAxeViolations('start/hmda');

    await HmdaPage.answer('ethnicity', '2').click();
    // Asian with Other Asian written in, and White: two races.
    await HmdaPage.answer('race', '2').click();
    await HmdaPage.answer('race', '27').click();
    await HmdaPage.writeIn('raceOtherAsian').setValue('Hmong');
    await HmdaPage.answer('race', '5').click();
    await HmdaPage.answer('sex', '2').click();
    // Contradictory: the decline beside two races is refused on the form.
    await HmdaPage.answer('race', '6').click();
    await HmdaPage.submit.click();
    await expect(HmdaPage.question('race')).toHaveText(expect.stringContaining('choose one or the other'));
    await HmdaPage.answer('race', '6').click();
    await reloadStaysOn('start/hmda');
    await expect(HmdaPage.answer('race', '2')).toBeSelected();
    await expect(HmdaPage.answer('race', '5')).toBeSelected();
    await expect(HmdaPage.writeIn('raceOtherAsian')).toHaveValue('Hmong');
    await HmdaPage.submit.click();

    await expectScreen('start/app-summary');
    await AppSummaryPage.readButton('APPLICATION_SUMMARY').waitForClickable();
    await AppSummaryPage.readButton('APPLICATION_SUMMARY').click();
    await AppSummaryPage.endOfDocument.waitForExist({ timeout: 30000 });
    await AppSummaryPage.endOfDocument.scrollIntoView({ block: 'end' });
    await browser.waitUntil(
      async () =>
        (
          (await browser.execute(() =>
            Array.from(document.querySelectorAll('.textLayer'))
              .map((l) => l.textContent ?? '')
              .join(' '),
          )) as string
        ).includes('Other Asian (Hmong)'),
      { timeout: 30000, timeoutMsg: 'the summary does not print the races and the write-in' },
    );
  });
});
