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
  await expect(completePage.loanNumber).not.toHaveText('Issued when your line is funded');
  await expect(completePage.dashboardLink).toBeDisplayed();
  // Funded: the router leaves the borrower on the screen (COMPLETE would otherwise send them to the dashboard).
  await browser.pause(1000);
  expect(new URL(await browser.getUrl()).pathname).toMatch(/\/complete$/);
  await expectNoAxeViolations('complete, funded');
}
