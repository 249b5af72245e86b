// The default persona from register step 1 to a funded line with the keyboard alone (issue 27, WCAG 2.1.1 and
// 2.4.3, 2.4.7): Tab and Shift+Tab to each control, Enter, Space, the arrow keys and typing; no click, no setValue
// in the borrower's browser. Every focus stop passed must show its focus, and focus must never stick. At every new
// screen (a route change, a register step, the screen after a processing wait) focus is on its heading (or the
// first error), its title is its own and starts with the organisation's short name, and a polite live region said
// it. What the lender's side does (title, the notary's acceptance, rescission) the sandbox does by itself.
import { expect } from '@wdio/globals';
import { newRegistrant } from '../support/journey';
import { emulateLocation, SIGNING_LOCATION } from '../support/closing/signing';
import { testPdf, testPng } from '../support/closing/files';
import { browserFolder } from '../support/browsers';
import {
  activate,
  chooseFile,
  chooseOption,
  chooseRadio,
  focusLog,
  readToEnd,
  press,
  ScreenChecks,
  tabTo,
  tick,
  typeInto,
} from '../support/keyboard';
import { APP_BASE } from '../pageobjects/page';

const SUBMIT = { css: 'main button[type="submit"]' };
const field = (name: string) => ({ css: `[name="${name}"]` });

describe('journey: the default persona from register step 1 to a funded line, by keyboard alone', () => {
  const checks = new ScreenChecks();
  const registrant = newRegistrant();
  const started = Date.now();

  after(() => {
    console.log(
      `keyboard journey in ${browserFolder()}: ${Math.round((Date.now() - started) / 1000)} s, ` +
        `${focusLog.stops} focus stops, ${focusLog.withoutIndicator.length} without a visible indicator`,
    );
  });

  it('registers through the seven steps', async () => {
    // Storage cleared from a page of ours that runs no app; then the address typed in.
    await browser.url('/healthz');
    await browser.execute(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await browser.url(`${APP_BASE}/register`);
    const r = registrant;
    await checks.registerStep('property-info');
    // Next with nothing filled in: focus goes to the first field in error, which is then filled in.
    await activate('Next');
    await checks.firstError('register step property-info, sent empty');
    await typeInto(field('property.street1'), r.street1);
    await typeInto(field('property.city'), r.city);
    await chooseOption(field('property.state'), r.state);
    await typeInto(field('property.zip'), r.zip);
    await activate('Next');
    await checks.registerStep('sale-status');
    await chooseRadio('saleStatus', 'NOT_SELLING');
    await activate('Next');
    await checks.registerStep('income-info');
    await chooseOption(field('employmentType'), 'FULL_TIME');
    await typeInto(field('annualIncome'), '120000');
    await activate('Next');
    await checks.registerStep('name');
    // A typo in the first name, corrected by going back to it with Shift+Tab.
    await typeInto(field('firstName'), `${r.firstName}x`);
    await typeInto(field('lastName'), r.lastName);
    await tabTo(field('firstName'), { back: true, max: 3 });
    // Tabbing into a field selects its text: End first, then the typo's one character.
    await press('End');
    await press('Backspace');
    await expect($('[name="firstName"]')).toHaveValue(r.firstName);
    await activate('Next');
    await checks.registerStep('birthdate');
    await typeInto(field('dob'), r.dobDigits);
    await activate('Next');
    await checks.registerStep('contact-info');
    await typeInto(field('email'), r.email);
    await typeInto(field('phone'), r.phoneDigits);
    await activate('Next');
    await checks.registerStep('login-info');
    await typeInto(field('password'), r.password);
    await tick(field('agreeToTerms'));
    await activate('Create account');
    await checks.screen('start/profile', 30000);
  });

  it('applies: profile, liens, the offer, contact, HMDA, the summary read and submitted', async () => {
    await chooseRadio('ownership', 'SOLE');
    await tick(field('softCreditConsent'));
    await tick(field('esignAccessConfirmed'));
    await tick(field('esignConsent'));
    await tick(field('disclosuresReceived'));
    await activate(SUBMIT);

    await checks.screen('liens');
    if (await $('input[name="inquiryAttestation"]').isExisting()) await tick(field('inquiryAttestation'));
    await tick(field('confirmed'));
    await activate(SUBMIT);

    await checks.screen('product/select');
    await chooseRadio('term', '10');
    await typeInto(field('amount'), '75000');
    await activate(SUBMIT);

    await checks.screen('start/contact');
    await typeInto(field('phone'), '4155550123');
    await typeInto(field('ssn'), '123456789');
    await tick(field('hardCreditConsent'));
    await activate(SUBMIT);

    await checks.screen('start/hmda');
    await tick({ css: 'input[name="ethnicity"][value="2"]' });
    await tick({ css: 'input[name="race"][value="6"]' });
    await tick({ css: 'input[name="sex"][value="3"]' });
    await activate(SUBMIT);

    await checks.screen('start/app-summary');
    for (const type of ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'APPLICATION_SUMMARY']) {
      await readDocument(`[data-testid="summary-document-${type}"] button`);
      await expect($(`[data-testid="summary-document-${type}"]`)).toHaveText(
        expect.stringMatching(/Read to the end|Acknowledged/),
      );
    }
    await activate('I have read and acknowledge these documents');
    await tick(field('certify'));
    await activate(SUBMIT);
    await checks.screen('income/review', 120000);
  });

  it('links payroll and the bank account on the sandbox pages, and pays automatically', async () => {
    await activate({ css: '[data-testid="income-link-PAYROLL"]' });
    await checks.screen('income/link/PAYROLL');
    await activate('Continue to sign in');
    await onSandboxPage('/sandbox/income-link');
    await activate('Share my income');

    await checks.screen('bank/disburse', 60000);
    await activate('Link my bank account');
    await onSandboxPage('/sandbox/bank-link');
    await activate(/Sandbox Checking/);

    await checks.screen('bank/autopay', 60000);
    await chooseRadio('choice', 'SAME');
    await activate(SUBMIT);
  });

  it('verifies the ID front', async () => {
    await checks.screen('identity');
    await chooseRadio('idType', 'DRIVERS_LICENSE_FRONT');
    await chooseFile('main input[type="file"][name="file"]', testPng('id-front.png'));
    await activate(SUBMIT);
  });

  it('reads and signs the closing documents', async () => {
    await checks.screen('signing/intro', 120000);
    await activate('Review and sign');
    await checks.screen('signing/sign');
    await emulateLocation(SIGNING_LOCATION);
    for (const type of ['CLOSING_DISCLOSURE', 'NOTE']) {
      await readDocument(`[data-testid="signing-document-${type}"] button`);
      await expect($(`[data-testid="signing-document-${type}"]`)).toHaveText(
        expect.stringContaining('Read to the end'),
      );
    }
    await tick(field('agree'));
    await activate('Sign documents');
  });

  it('signs the deed with the eNotary', async () => {
    await checks.screen('notary/intro', 120000);
    await activate('Start my eNotary session');
    await checks.screen('notary/session', 30000);
    await $('button=Confirm my identity').waitForExist({ timeout: 30000 });
    // The questions in the order the vendor asks them: streets first, then cities.
    await chooseRadio('answer0', await answerLike(0, registrant.street1));
    await chooseRadio('answer1', await answerLike(1, registrant.city));
    await activate('Confirm my identity');
    await $('p*=Your identity is confirmed').waitForDisplayed({ timeout: 30000 });
    // The questions went with the button that had the focus; the deed's panel takes it.
    await checks.focusKept('notary/session, the deed shown after the identity questions');
    await emulateLocation(SIGNING_LOCATION);
    await tick(field('agreeDeed'));
    await activate('Sign my deed');
  });

  it('uploads the hazard declarations page and waits for the funded line', async () => {
    await checks.screen('insurance/upload', 120000);
    const form = '#insurance-hazard-insurance-form';
    await chooseFile(`${form} input[type="file"][name="file"]`, testPdf('hazard-declarations.pdf'));
    await $(`${form} [data-preview] canvas`).waitForExist({ timeout: 15000 });
    await activate({ css: `${form} button[type="submit"]` });

    await checks.screen('complete', 60000);
    await $('h1=Your line is funded').waitForDisplayed({ timeout: 180000, timeoutMsg: 'the line was not funded' });
    await expect($('dt=Loan number').nextElement()).toHaveText(expect.stringMatching(/^HL\d{9}$/));
    // The funded line's link onward is reachable by keyboard too.
    await tabTo('Go to your dashboard', { max: 120 });
    expect(focusLog.withoutIndicator).toEqual([]);
  });
});

/** Opens a document from its button, reads it to the end with End, closes the viewer with its Done button. */
async function readDocument(button: string): Promise<void> {
  await $(button).waitForExist({ timeout: 20000 });
  await activate({ css: button });
  const done = $('[role="dialog"]').$('button=Done');
  await readToEnd(() => done.isExisting());
  await activate('Done');
  await $('[role="dialog"]').waitForExist({ reverse: true, timeout: 5000 });
}

/** The vendor's page (server-rendered, outside the app) has opened at `path`. */
async function onSandboxPage(path: string): Promise<void> {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === path, {
    timeout: 20000,
    timeoutMsg: `the sandbox page ${path} did not open`,
  });
}

/** Question `index`'s choice equal to `text` (or else containing it): its value, read from the page. */
async function answerLike(index: number, text: string): Promise<string> {
  const values = await browser.execute(
    (i) => Array.from(document.querySelectorAll<HTMLInputElement>(`input[name="answer${i}"]`), (r) => r.value),
    index,
  );
  const wanted = text.toLowerCase();
  const value = values.find((v) => v.toLowerCase() === wanted) ?? values.find((v) => v.toLowerCase().includes(wanted));
  if (!value) throw new Error(`question ${index} has no choice like "${text}" (${values.join(', ')})`);
  return value;
}
