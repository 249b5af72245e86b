// Mail that leaves: with SMTP_URL set (the launcher's own SMTP server, wdio.conf.ts) the co-owner's invitation is
// sent as mail. The spec reads the message that arrived, opens its link in a second browser session (the co-owner's)
// and accepts the invitation there; the borrower is notified by mail too, and that link opens their application.
import { expect } from '@wdio/globals';
import SignerPage from '../pageobjects/signer.page';
import { CO_OWNER_PASSWORD, expectSignerScreen, openCoOwnerBrowser } from '../support/closing/coOwner';
import { registerAndSubmit } from '../support/closing/journey';
import { linkInMail, waitForMail } from '../support/mailbox';

describe('mail: the invitation arrives by SMTP and its link works in the co-owner’s browser', () => {
  const coOwner = { firstName: 'Robin', lastName: 'Vale', email: `robin.${Date.now()}@example.com` };
  let b: WebdriverIO.Browser;

  before(async () => {
    b = await openCoOwnerBrowser();
  });

  after(async () => {
    await b?.deleteSession();
  });

  it('the co-owner follows the mailed link, chooses a password and reaches the ID screen', async () => {
    const registrant = await registerAndSubmit({}, [coOwner]);
    const mail = await waitForMail(coOwner.email);
    expect(mail.subject).toContain('asked you to sign for');
    expect(mail.text).toContain(`Hello ${coOwner.firstName},`);
    const link = linkInMail(mail);
    expect(new URL(link).pathname).toBe('/account/heloc/heloc-signer/login');

    await b.url(link);
    await expectSignerScreen(b, 'login');
    const page = new SignerPage(b);
    await page.acceptInvitation.waitForDisplayed({ timeout: 30000 });
    await page.field('password').setValue(CO_OWNER_PASSWORD);
    await page.field('confirmPassword').setValue(CO_OWNER_PASSWORD);
    await page.field('agreeToTerms').click();
    await page.field('esignAccessConfirmed').click();
    await page.field('esignConsent').click();
    await page.acceptInvitation.click();
    await expectSignerScreen(b, 'identity');
    await expect(page.currentStep).toHaveText(expect.stringContaining('Identity verification'));

    // The borrower's own notice (income to verify) came by mail as well, linking to the application.
    const notice = await waitForMail(registrant.email);
    expect(linkInMail(notice)).toMatch(/\/account\/heloc\/[0-9a-f-]{36}$/);
  });
});
