// A home owned jointly, with two browsers: the borrower's (the spec's own) and the co-owner's (a second session made
// with remote()). The borrower names the co-owner on start/contact; the co-owner opens the invitation from the
// sandbox outbox, chooses a password, verifies their ID (a blurry photo is refused first) and waits; the borrower
// signs the closing documents and waits on signing/additional, which shows who still has to sign; the co-owner signs
// the deed with their eNotary; the borrower's journey moves on to their own notary session and funding.
import { expect } from '@wdio/globals';
import SignerPage from '../pageobjects/signer.page';
import { SigningAdditional } from '../pageobjects/journey/signing.page';
import {
  acceptInvitation,
  expectSignerScreen,
  expectSignerText,
  openCoOwnerBrowser,
  signDeedAsCoOwner,
  uploadCoOwnerId,
} from '../support/closing/coOwner';
import { waitForFunded } from '../support/closing/complete';
import { testPdf, testPng } from '../support/closing/files';
import { uploadId } from '../support/closing/identity';
import { uploadInsurance } from '../support/closing/insurance';
import { expectProgressStep, registerAndSubmit, throughIncomeAndBank } from '../support/closing/journey';
import { completeEnotarySession } from '../support/closing/notary';
import { signClosingDocuments } from '../support/closing/signing';
import { expectScreen } from '../support/journeySteps';

describe('journey: a co-owner on the title signs the deed from their own browser', () => {
  const coOwner = { firstName: 'Jamie', lastName: 'Okafor', email: `jamie.${Date.now()}@example.com` };
  let b: WebdriverIO.Browser;
  let street = '';
  let city = '';

  before(async () => {
    b = await openCoOwnerBrowser();
  });

  after(async () => {
    await b?.deleteSession();
  });

  it('the borrower owns the home jointly, names the co-owner and submits', async () => {
    const registrant = await registerAndSubmit({}, [coOwner]);
    street = registrant.street1;
    city = registrant.city;
  });

  it('the co-owner opens the invitation in another browser, chooses a password and verifies their ID', async () => {
    await acceptInvitation(b, coOwner.email);
    const page = new SignerPage(b);
    await expect(page.currentStep).toHaveText(expect.stringContaining('Identity verification'));
    await uploadCoOwnerId(b, testPng('blurry-co-owner-id.png'));
    await expectSignerText(b, 'We could not read your ID', 60000);
    await uploadCoOwnerId(b);
    // Verified, with nothing to sign until the borrower has signed the closing documents.
    await expectSignerScreen(b, 'intro', 60000);
    await expect(b.$('[data-testid="signer-progress"]')).toHaveText(expect.stringContaining('Verified'));
    // A co-owner has no dashboard of their own.
    expect(await b.$('a=Dashboard').isExisting()).toBe(false);
  });

  it('the borrower signs the closing documents and sees who still has to sign', async () => {
    await throughIncomeAndBank();
    await uploadId(testPng('id-front.png'));
    await expectScreen('signing/intro', 120000);
    await signClosingDocuments();
    await expectScreen('signing/additional', 120000);
    await expectProgressStep('Sign Documents');
    const name = `${coOwner.firstName} ${coOwner.lastName}`;
    await expect(SigningAdditional.coDeedStatus).toHaveText(expect.stringContaining(`Still to sign: ${name}`));
    await expect(SigningAdditional.coOwnerProgress(name)).toHaveText(expect.stringContaining('Identity verified'));
  });

  it('the co-owner is asked to sign, and signs the deed with their eNotary', async () => {
    // The intro refreshes by itself and moves on once the deed is ready.
    await expectSignerScreen(b, 'sign', 60000);
    await expect(new SignerPage(b).currentStep).toHaveText(expect.stringContaining('Talk to eNotary'));
    await signDeedAsCoOwner(b, street, city);
    await expectSignerScreen(b, 'documents', 60000);
    await expectSignerText(b, 'You have signed');
  });

  it('the co-owner reads their signed deed as text: its HTML version, with real headings', async () => {
    await b.$('button[aria-label="Read Deed of Trust (Open-End Mortgage)"]').click();
    const dialog = b.$('[role="dialog"]');
    await dialog.waitForDisplayed();
    const toggle = dialog.$('button=Read as text');
    await toggle.waitForDisplayed({ timeout: 30000 });
    await toggle.click();
    const text = dialog.$('[data-testid="pdf-text-version"]');
    await text.waitForDisplayed();
    // Under the dialog's h2: the deed's own title and sections.
    await expect(text.$('h3')).toHaveText('Deed of Trust (Open-End Mortgage)');
    expect((await text.$$('h4').map((h) => h.getText())).slice(0, 2)).toEqual([
      'Definitions',
      'What a co-owner agrees to',
    ]);
    await expect(text).toHaveText(
      expect.stringContaining(`Signed electronically by ${coOwner.firstName} ${coOwner.lastName}`),
    );
    await expect(dialog.$('a[download="deed.pdf"]')).toBeExisting();
    await dialog.$('button=Done').click();
    await dialog.waitForDisplayed({ reverse: true });
  });

  it('the borrower moves on to their notary, signs, and the line is funded', async () => {
    await expectScreen('notary/intro', 60000);
    await completeEnotarySession(street, city);
    await expectScreen('insurance/upload', 120000);
    await uploadInsurance('HAZARD_INSURANCE', testPdf('hazard-declarations.pdf'));
    await waitForFunded(180000);
    await expect($('main')).toHaveText(expect.stringContaining('Your line is funded'));
  });
});
