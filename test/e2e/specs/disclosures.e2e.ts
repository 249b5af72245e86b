// Disclosures at application (Regulation Z §1026.40(b)): the early disclosure and the brochure are offered on
// start/profile, openable in the PDF viewer, before the soft pull, the offers or any decision; a Texas home gets the
// §50(g) notice there too; an applicant declined at pre-qualification still has them, acknowledged, on
// document/disclosures.
import { expect } from '@wdio/globals';
import DisclosuresPage from '../pageobjects/disclosures.page';
import { APP_BASE } from '../pageobjects/page';
import ProfilePage from '../pageobjects/journey/profile.page';
import { expectNoAxeViolations } from '../support/axe';
import {
  applicationUuid,
  completeProfile,
  confirmLiens,
  expectScreen,
  registerAsNewBorrower,
} from '../support/journeySteps';
import { screenshot } from '../support/shell';

const EARLY = 'Home Equity Line of Credit Early Disclosure';
const BROCHURE = 'What you should know about home equity lines of credit';
const TEXAS_NOTICE = 'Texas home equity notice (Section 50(a)(6), Article XVI, Texas Constitution)';

/** Opens one application disclosure from start/profile, waits for pdf.js to draw it, and closes the viewer. */
async function readOnProfile(title: string): Promise<void> {
  const link = ProfilePage.disclosureLink(title);
  await link.waitForDisplayed();
  await link.click();
  const dialog = $('[role="dialog"][aria-modal="true"]');
  await dialog.waitForDisplayed();
  await expect(dialog).toHaveText(expect.stringContaining(title));
  await browser.waitUntil(async () => (await $$('[role="dialog"] .react-pdf__Page canvas').length) > 0, {
    timeout: 30000,
    timeoutMsg: `no page of the ${title} was rendered`,
  });
  await expectNoAxeViolations(`start/profile with the ${title} open`);
  await screenshot(`disclosures-profile-${title.slice(0, 24).replace(/\W+/g, '-')}`);
  await dialog.$('button=Done').click();
  await dialog.waitForExist({ reverse: true });
  await expect(link).toBeFocused();
}

describe('disclosures at application', () => {
  it('offers the early disclosure and the brochure on start/profile, before the offers appear', async () => {
    await registerAsNewBorrower();
    // No offer exists yet: the borrower is still at the application itself.
    await expect($('main')).not.toHaveText(expect.stringContaining('Select your offer'));
    await expect(ProfilePage.disclosureLink(TEXAS_NOTICE)).not.toBeExisting();
    await readOnProfile(EARLY);
    await readOnProfile(BROCHURE);
    await expect($('main')).toHaveText(
      expect.stringContaining('refunded if you decide not to open the line within 3 business days'),
    );

    // The confirmation of receipt is required before the rates are checked.
    await ProfilePage.ownership('SOLE').click();
    await ProfilePage.softCreditConsent.click();
    // E-SIGN first (the disclosures are given electronically under it): the test document, then the consent.
    await ProfilePage.esignAccessConfirmed.click();
    await ProfilePage.esignConsent.click();
    await ProfilePage.submit.click();
    await expect(ProfilePage.disclosuresReceived).toBeFocused();
    await ProfilePage.disclosuresReceived.click();
    await ProfilePage.submit.click();

    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('product/select');

    // Already given and acknowledged when the offers appear.
    const uuid = await applicationUuid();
    await browser.url(DisclosuresPage.path(uuid));
    for (const type of ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE']) {
      await DisclosuresPage.row(type).waitForDisplayed();
      await expect(DisclosuresPage.row(type)).not.toHaveText(expect.stringContaining('Not yet acknowledged'));
    }
  });

  it('gives a Texas home the §50(g) notice with them', async () => {
    await registerAsNewBorrower({ street1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701' });
    await readOnProfile(TEXAS_NOTICE);
  });

  it('leaves an applicant declined at pre-qualification with the disclosures, acknowledged, to open again', async () => {
    await registerAsNewBorrower({ lastName: 'Decline' });
    await completeProfile();
    await expectScreen('liens');
    await confirmLiens();
    await expectScreen('error/decline');
    const uuid = await applicationUuid();
    await browser.url(`${APP_BASE}/${uuid}/document/disclosures`);
    await DisclosuresPage.row('HELOC_EARLY_DISCLOSURE').waitForDisplayed({ timeout: 30000 });
    await expect(DisclosuresPage.row('HELOC_EARLY_DISCLOSURE')).not.toHaveText(
      expect.stringContaining('Not yet acknowledged'),
    );
    await DisclosuresPage.openButton('HELOC_EARLY_DISCLOSURE').click();
    await DisclosuresPage.viewer.waitForDisplayed();
    await browser.waitUntil(async () => (await DisclosuresPage.pages.length) > 0, {
      timeout: 30000,
      timeoutMsg: 'no page of the early disclosure was rendered',
    });
    await expectNoAxeViolations('document/disclosures of a declined applicant');
  });
});
