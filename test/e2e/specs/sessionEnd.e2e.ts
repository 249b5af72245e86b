// A session that ends takes its chat with it (issue 20): on a shared computer a borrower starts a chat, then
// signs out; the chat widget (also on the sign-in page) has no transcript to show and no stored chat to resume,
// and the server refuses the old chat token. And a session that runs out is announced before it ends and loses
// nothing (issue 27, WCAG 2.2.1): a warning with "Stay signed in", then sign-in with why, back to the same screen.
import { expect } from '@wdio/globals';
import { SignJWT } from 'jose';
import ChatPage from '../pageobjects/chat.page';
import DashboardPage from '../pageobjects/dashboard.page';
import { expectNoAxeViolations } from '../support/axe';
import { agentToken, setChatHours } from '../support/chat';
import { openJourneyScreen, PASSWORD, registerViaApi, type RegisteredBorrower } from '../support/shell';
import { E2E_JWT_SECRET } from '../../../wdio.conf';

const ORG = 'HEARTH';
const FIRST_LINE = 'A private question about my statement.';

describe('session end and the chat', () => {
  let operator: string;
  let borrower: RegisteredBorrower;

  before(async () => {
    operator = await agentToken(ORG);
    await setChatHours(ORG, operator, 'OPEN');
    borrower = await registerViaApi(ORG);
  });

  after(async () => {
    await setChatHours(ORG, operator, null);
  });

  it('signing out leaves no transcript in the widget, and the old chat token is refused', async () => {
    await openJourneyScreen(ORG, borrower);
    await ChatPage.launcher.waitForDisplayed();
    await ChatPage.launcher.click();
    await ChatPage.field('friendlyName').waitForDisplayed();
    await ChatPage.field('friendlyName').setValue('Sam Shared');
    await ChatPage.field('initialMessage').setValue(FIRST_LINE);
    await ChatPage.startButton.click();
    await ChatPage.waitingLine.waitForDisplayed();
    const stored = await browser.execute(() => window.localStorage.getItem('webchat_session'));
    const chatToken = (JSON.parse(String(stored)) as { token: string }).token;
    expect(chatToken).toMatch(/\S+\.\S+\.\S+/);

    await browser.url('/dashboard');
    await DashboardPage.signOut.waitForDisplayed();
    await DashboardPage.signOut.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/auth/login');
    expect(await browser.execute(() => window.localStorage.getItem('webchat_session'))).toBeNull();
    expect(await browser.execute(() => window.sessionStorage.getItem('webchat_nonce'))).toBeNull();

    // The next person at this computer opens the widget: a new chat's form, not the last one's transcript.
    await ChatPage.launcher.waitForDisplayed();
    await ChatPage.launcher.click();
    await ChatPage.field('friendlyName').waitForDisplayed();
    await expect(ChatPage.message('APPLICANT', FIRST_LINE)).not.toBeExisting();
    await expectNoAxeViolations('chat widget after sign-out');

    // And the old chat token no longer opens the conversation on the server.
    const form = new FormData();
    form.append('file', new Blob(['hello\n'], { type: 'text/plain' }), 'note.txt');
    const res = await fetch(new URL('/service-csp/external/api/v1/webchat/attachments', browser.options.baseUrl), {
      method: 'POST',
      headers: { 'x-chat-token': chatToken, 'x-org': ORG },
      body: form,
    });
    expect(res.status).toBe(401);
  });

  it('warns before the session ends; one left to run out returns to the same screen after sign-in, nothing lost', async () => {
    const own = await registerViaApi(ORG);
    const target = await openJourneyScreen(ORG, own);
    const middleName = await $('input[name="middleName"]');
    await middleName.waitForDisplayed();
    await middleName.setValue('Quinn');
    // Typing was the borrower's first interaction: the stage push connects and, once watching, reads the stage
    // (sagas/stagePush.ts catchUp). That read is activity the server renews the session for, so the idle time this
    // test fakes with a minted token starts once it has been answered.
    await browser.waitUntil(
      () =>
        browser.execute(() => {
          const names = performance.getEntriesByType('resource').map((entry) => entry.name);
          const socket = names.findIndex((name) => name.includes('/socket.io/'));
          return socket >= 0 && names.slice(socket).some((name) => /\/stage$/.test(new URL(name).pathname));
        }),
      { timeout: 15_000, timeoutMsg: 'the stage push did not connect and catch up' },
    );

    // Two minutes and a few seconds left: the warning opens at once. The token is a minute old, so the call that
    // "Stay signed in" makes is answered with a fresh one, as it would be after 28 idle minutes.
    await browser.execute((jwt: string) => window.localStorage.setItem('jwt', `Bearer ${jwt}`), await mint(own, 125));
    const dialog = await $('[role="alertdialog"]');
    await dialog.waitForDisplayed({ timeout: 15_000 });
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const stay = dialog.$('button=Stay signed in');
    await expect(stay).toBeFocused();
    await expectNoAxeViolations('session expiry warning');
    await stay.click();
    await dialog.waitForDisplayed({ reverse: true });
    const left = await browser.execute(() => {
      const payload = (window.localStorage.getItem('jwt') ?? '').split('.')[1] ?? '';
      const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
      return exp * 1000 - Date.now();
    });
    expect(left).toBeGreaterThan(25 * 60_000);

    // A few seconds left and no answer: sign-in says why, and signing in returns to the screen with what was typed.
    await browser.execute((jwt: string) => window.localStorage.setItem('jwt', `Bearer ${jwt}`), await mint(own, 4));
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/auth/login', {
      timeout: 20_000,
      timeoutMsg: 'the session that ran out did not go to sign-in',
    });
    const url = new URL(await browser.getUrl());
    // The exact page, its query included.
    expect(url.searchParams.get('redirectUrl')).toBe(`${target}?org=${ORG}`);
    expect(url.searchParams.get('sessionEnded')).toBe('timeout');
    await expect($('[role="status"]')).toHaveText(expect.stringContaining('your session timed out'));
    await expectNoAxeViolations('sign-in after the session timed out');
    await $('input[name="email"]').setValue(own.email);
    await $('input[name="password"]').setValue(PASSWORD);
    await $('button=Sign in').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === target, {
      timeoutMsg: `did not return to ${target}`,
    });
    await expect($('input[name="middleName"]')).toHaveValue('Quinn');
  });
});

/** A token of the borrower's own session, signed with the e2e server's secret, ending in `ttlSeconds`. */
async function mint(borrower: RegisteredBorrower, ttlSeconds: number): Promise<string> {
  const claims = JSON.parse(Buffer.from(borrower.jwt.split('.')[1], 'base64url').toString()) as Record<string, string>;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: claims.org, sid: claims.sid, sxp: claims.sxp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now - 90)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}
