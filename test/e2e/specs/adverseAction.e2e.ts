// A declined applicant opens the adverse action notice kept with their application (Regulation B §1002.9) from
// the decline screen: the PDF the server generated, drawn by pdf.js in the viewer, whose text layer carries the
// specific reasons, the FCRA §615(a) block and the agency for a non-bank lender (the FTC).
import { expect } from '@wdio/globals';
import { expectNoAxeViolations } from '../support/axe';
import { expectDesign } from '../support/design';
import { completeProfile, confirmLiens, expectScreen, registerAsNewBorrower } from '../support/journeySteps';
import { screenshot } from '../support/shell';
import { expectReflows } from '../support/reflow';

const TITLE = 'Notice of Action Taken and Statement of Reasons';

/** The text pdf.js laid over the pages shown in the open dialog. */
function dialogText(): Promise<string> {
  return browser.execute(() =>
    Array.from(document.querySelectorAll('[role="dialog"] .react-pdf__Page__textContent'))
      .map((layer) => layer.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' '),
  );
}

describe('adverse action notice as a document', () => {
  it('Lowscore: opens the notice’s PDF from error/credit and reads its reasons, the FCRA block and the agency', async () => {
    await registerAsNewBorrower({ lastName: 'Lowscore' });
    await completeProfile();
    await expectScreen('liens');
    // The score is first used after the soft pull: the FCRA §609(g) notice is given on the liens screen.
    const scoreNotice = $('button=Read your credit score notice');
    await scoreNotice.waitForDisplayed();
    await scoreNotice.click();
    await $('[role="dialog"]').waitForDisplayed();
    await browser.waitUntil(
      async () => {
        const text = await dialogText();
        return text.includes('Notice to the Home Loan Applicant') && text.includes('a low of 300 to a high of 850');
      },
      { timeout: 30000, timeoutMsg: 'the §609(g) notice’s text layer lacks its title or the score range' },
    );
    await $('[role="dialog"]').$('button=Done').click();
    await $('[role="dialog"]').waitForDisplayed({ reverse: true });
    await confirmLiens();
    await expectScreen('error/credit');
    // A decline notice at 375 and 1440 px: no step indicator, the launcher clear, the brand's heading font.
    await expectDesign('error-credit');
    await expect($('nav[aria-label="Application progress"]')).not.toBeExisting();
    await expect($('[data-testid="funding-promise"]')).not.toBeExisting();
    // The spec's texts stay: the heading, then the notice on the page.
    await expect($('h1')).toHaveText('Your credit score does not meet our minimum');
    await $('[data-testid="adverse-action-notice"]').waitForDisplayed();
    // A decline shows no application progress and promises no funding; the help beside it stays.
    await expect($('nav[aria-label="Application progress"]')).not.toBeExisting();
    await expect($('aside[aria-label="Your application"]')).not.toHaveText(
      expect.stringContaining('Funding in as little'),
    );
    await expect($('aside[aria-label="Your application"]')).toHaveText(expect.stringContaining('Need help?'));
    // The notice's facts (a label and value grid) reflow at 320 px and with 200% text.
    await expectReflows('error/credit');

    const open = $('button=Open your notice (PDF)');
    await open.waitForDisplayed();
    await open.click();
    const dialog = $('[role="dialog"]');
    await dialog.waitForDisplayed();
    await expect(dialog).toHaveText(expect.stringContaining(TITLE));
    // pdf.js drew the server's PDF (fetched with the bearer token) and laid its text over the canvas.
    await browser.waitUntil(async () => (await $$('[role="dialog"] .react-pdf__Page canvas').length) > 0, {
      timeout: 30000,
      timeoutMsg: 'no page of the notice was rendered',
    });
    await browser.waitUntil(
      async () => {
        const text = await dialogText();
        return (
          text.includes('Limited credit experience') &&
          text.includes('Sandbox Credit Bureau') &&
          text.includes('Federal Trade Commission')
        );
      },
      { timeout: 30000, timeoutMsg: 'the notice’s text layer lacks its reasons, bureau or agency' },
    );
    await screenshot('adverse-action-pdf-open');
    await expectNoAxeViolations('decline screen with the notice’s PDF open');

    // Done closes it and gives the focus back to the button that opened it.
    await dialog.$('button=Done').click();
    await dialog.waitForDisplayed({ reverse: true });
    await expect(open).toBeFocused();
  });
});
