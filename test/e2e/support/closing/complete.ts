// The complete screen as a person watches it: rescission (3 sandbox business days, about 2 s each), recording,
// funding; the page refreshes by itself and stays open once the line is funded.
import { expect } from '@wdio/globals';
import completePage from '../../pageobjects/journey/complete.page';
import { expectNoAxeViolations } from '../axe';
import { expectScreen } from '../journeySteps';

/** From the complete screen until it says the line is funded, with the loan number; the borrower stays there. */
export async function waitForFunded(timeout = 120000): Promise<void> {
  await expectScreen('complete', timeout);
  await completePage.fundedHeading.waitForDisplayed({ timeout, timeoutMsg: 'the line was not funded in time' });
  await expect(completePage.step('Funding your line')).toHaveText(expect.stringContaining('Done'));
  // Assigned at closing (HL, eight digits and a check digit), not the application's id.
  await expect(completePage.loanNumber).toHaveText(expect.stringMatching(/^HL\d{9}$/));
  await expect(completePage.dashboardLink).toBeDisplayed();
  // Funded: the router leaves the borrower on the screen (COMPLETE would otherwise send them to the dashboard).
  await browser.pause(1000);
  expect(new URL(await browser.getUrl()).pathname).toMatch(/\/complete$/);
  await expectNoAxeViolations('complete, funded');
}

/**
 * On the complete screen during rescission: reads until when the borrower may cancel, opens the notice of right to
 * cancel in the PDF viewer, then cancels in the confirmation dialog (checked with axe while open). Rescission lasts
 * 3 sandbox business days (about 6 s here) from the insurance upload, so each step acts as soon as it can.
 * Returns the deadline text and how long each part took.
 */
export async function cancelDuringRescission(): Promise<{ until: string; timings: Record<string, number> }> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  const mark = (name: string) => {
    timings[name] = Date.now() - started;
  };
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.endsWith('/complete'), {
    timeout: 30000,
    timeoutMsg: 'the borrower did not reach the complete screen',
  });
  await completePage.cancelLine.waitForDisplayed({ timeout: 15000, timeoutMsg: 'Cancel my line was not offered' });
  mark('offered');
  const until = await completePage.cancelUntil.getText();

  await completePage.readNotice.click();
  await completePage.noticePdf.waitForExist({ timeout: 15000, timeoutMsg: 'the notice did not open in the viewer' });
  await expect(completePage.openDialogTitle).toHaveText('Notice of Right to Cancel');
  mark('notice open');
  await browser.keys('Escape');
  await completePage.openDialog.waitForExist({ reverse: true, timeout: 5000 });
  await expect(completePage.readNotice).toBeFocused();

  await completePage.cancelLine.click();
  await expect(completePage.openDialogTitle).toHaveText('Cancel your line of credit?');
  await expectNoAxeViolations('complete, confirming the cancellation');
  mark('confirm open');
  // A double click is one request (the saga takes the leading one).
  await completePage.confirmCancel.doubleClick();
  mark('confirmed');
  return { until, timings };
}
