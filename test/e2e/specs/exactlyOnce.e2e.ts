// Exactly once after a network fault: a proxy in front of the server drops the answers to a submission (the
// server has acted, the browser hears nothing). The app sends it again on its own under the same Idempotency-Key
// (5 attempts, 1 s doubling), says so in a toast, and when every answer was lost the borrower presses again: the
// same key once more, the server's first answer replayed, and exactly one record in the database.
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect } from '@wdio/globals';
import ShellPage from '../pageobjects/shell.page';
import { APP_BASE } from '../pageobjects/page';
import { expectNoAxeViolations } from '../support/axe';
import { startCuttingProxy, type CuttingProxy } from '../support/cuttingProxy';
import { registerViaApi, setWidth } from '../support/shell';

const FEEDBACK = '/service-profile/api/v1/feedback/ceo';
const PROXY_PORT = Number(process.env.E2E_PORT || 4455) + 1;

function notesWith(message: string): number {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set (wdio.conf.ts sets it)');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select count(*) as n from ceo_feedback where message = ?').get(message) as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('exactly once after a dropped answer', () => {
  let proxy: CuttingProxy;

  before(async () => {
    proxy = await startCuttingProxy(String(browser.options.baseUrl), PROXY_PORT);
  });
  after(async () => {
    await proxy.close();
  });

  it('retries on its own, then a second press: one note to the CEO, not two', async () => {
    const borrower = await registerViaApi('HEARTH');
    await setWidth(1440);
    // Everything through the proxy: its origin is the page's, so the token is stored there.
    await browser.url(`${proxy.url}/healthz`);
    await browser.execute(() => window.localStorage.clear());
    await browser.url(`${proxy.url}${APP_BASE}/register?org=HEARTH`);
    await $('[data-testid="site-footer"]').waitForExist();
    await browser.execute((jwt: string) => window.localStorage.setItem('jwt', `Bearer ${jwt}`), borrower.jwt);
    await browser.url(`${proxy.url}${APP_BASE}/${borrower.applicationUuid}/start/profile?org=HEARTH`);

    await ShellPage.feedbackLink.waitForDisplayed({ timeout: 30000 });
    await ShellPage.feedbackLink.click();
    await ShellPage.dialog.waitForDisplayed();
    const message = `Exactly once, please ${randomUUID()}`;
    await ShellPage.radio('Improve our product').click();
    await ShellPage.field('message').setValue(message);
    await ShellPage.radio('No').click();

    // The press and all four automatic retries lose their answers.
    proxy.cut('POST', FEEDBACK, 5);
    await ShellPage.dialogSubmit.click();
    await $('[data-testid="toast-viewport"] [data-variant="warning"]').waitForDisplayed({ timeout: 5000 });
    await expect($('[data-testid="toast-viewport"]')).toHaveText(
      expect.stringContaining('Connection lost. Trying again'),
    );
    await $('[data-testid="toast-viewport"] [data-variant="error"]').waitForDisplayed({ timeout: 30000 });
    expect(proxy.seen('POST', FEEDBACK)).toEqual({ requests: 5, cut: 5 });
    // The server acted on the first and replayed it to the others: one note so far.
    expect(notesWith(message)).toBe(1);
    await expectNoAxeViolations('feedback after a dropped answer');

    // The second press: the same key, the first answer replayed.
    await ShellPage.dialogSubmit.click();
    await expect(ShellPage.dialog).toHaveText(
      expect.stringContaining('Thank you. Your feedback has been sent to our CEO.'),
      {
        wait: 15000,
      },
    );
    expect(proxy.seen('POST', FEEDBACK)).toEqual({ requests: 6, cut: 5 });
    expect(notesWith(message)).toBe(1);
  });
});
