// A session that ends takes its chat with it (issue 20): on a shared computer a borrower starts a chat, then
// signs out; the chat widget (also on the sign-in page) has no transcript to show and no stored chat to resume,
// and the server refuses the old chat token.
import { expect } from '@wdio/globals';
import ChatPage from '../pageobjects/chat.page';
import DashboardPage from '../pageobjects/dashboard.page';
import { expectNoAxeViolations } from '../support/axe';
import { agentToken, setChatHours } from '../support/chat';
import { openJourneyScreen, registerViaApi, type RegisteredBorrower } from '../support/shell';

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
});
