// Web chat end to end, with two browsers: the borrower's (the spec's own) and the agent's (a second session
// made with remote(), the same capabilities). Within hours a borrower starts a chat, the agent takes it in the
// console and sees the application's stage, messages and attachments cross both ways, a cut connection shows
// the reconnect alert and the conversation resumes with nothing lost, the agent ends the chat and the survey
// appears. Outside hours the chatbot answers a product question and takes feedback. Hours are opened and
// closed with the operators' override, so no clock is touched.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@wdio/globals';
import AgentConsolePage from '../pageobjects/agentConsole.page';
import ChatPage from '../pageobjects/chat.page';
import { expectNoAxeViolations } from '../support/axe';
import { browserFolder, openSecondBrowser, runViewport, setViewport } from '../support/browsers';
import {
  AGENT_EMAIL,
  AGENT_PASSWORD,
  agentToken,
  attachmentFiles,
  cutSockets,
  installSocketSwitch,
  restoreSockets,
  setChatHours,
} from '../support/chat';
import { openJourneyScreen, registerViaApi, screenshot, type RegisteredBorrower } from '../support/shell';

/** What one Tab press reached: the focused control, whether it is in the chat window, and what of it is under it. */
interface TabStop {
  name: string;
  inWindow: boolean;
  /** The focused control's area under the open window, in CSS px² (0: clear of it). */
  underWindow: number;
}

/** The control that has the focus now, described, and how much of it the chat window covers. */
async function focusedStop(): Promise<TabStop | null> {
  return browser.execute(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const win = document.getElementById('chat-window');
    const name = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('name') || el.id || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    if (!win) return { name, inWindow: false, underWindow: 0 };
    const a = el.getBoundingClientRect();
    const b = win.getBoundingClientRect();
    const w = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
    const h = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    return { name, inWindow: win.contains(el), underWindow: Math.round(w * h) };
  });
}

/**
 * Presses Tab once more than the page has focusable controls (a full round, window and page), and returns every
 * control of the page behind the window that took the focus, and the ones the window hid (fully or in part).
 */
async function tabRound(): Promise<{ reached: string[]; hidden: string[] }> {
  const stops = await browser.execute(
    () =>
      document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  const reached = new Set<string>();
  const hidden = new Set<string>();
  for (let i = 0; i <= stops; i++) {
    await browser.keys('Tab');
    const stop = await focusedStop();
    if (!stop || stop.inWindow) continue;
    reached.add(stop.name);
    if (stop.underWindow > 0) hidden.add(`${stop.name} (${stop.underWindow} px² under the window)`);
  }
  return { reached: [...reached], hidden: [...hidden] };
}

async function openChatWindow(): Promise<void> {
  await ChatPage.launcher.waitForClickable();
  await ChatPage.launcher.click();
  await ChatPage.window.waitForDisplayed();
}

const ORG = 'HEARTH';
const NAME = 'Jordan Rivera';

describe('web chat', () => {
  let agent: WebdriverIO.Browser;
  let agentPage: AgentConsolePage;
  let operator: string;
  let borrower: RegisteredBorrower;
  const files = attachmentFiles();

  before(async () => {
    operator = await agentToken(ORG);
    borrower = await registerViaApi(ORG);
    agent = await openSecondBrowser();
    agentPage = new AgentConsolePage(agent);
    await installSocketSwitch();
  });

  after(async () => {
    await setChatHours(ORG, operator, null);
    await agent?.deleteSession();
  });

  describe('within hours, with an agent', () => {
    before(async () => {
      await setChatHours(ORG, operator, 'OPEN');
    });

    it('starts a chat from the widget and waits for an agent', async () => {
      await openJourneyScreen(ORG, borrower);
      await ChatPage.launcher.waitForDisplayed();
      await expectNoAxeViolations('chat launcher');
      await ChatPage.launcher.click();
      await ChatPage.field('friendlyName').waitForDisplayed();
      await expectNoAxeViolations('chat pre-chat form');
      // The name is required.
      await ChatPage.startButton.click();
      await expect(await ChatPage.errorFor('friendlyName')).toHaveText(expect.stringContaining('Required'));
      await ChatPage.field('friendlyName').setValue(NAME);
      await ChatPage.field('emailAddress').setValue(borrower.email);
      await ChatPage.field('initialMessage').setValue('I have a question about my first draw.');
      await ChatPage.startButton.click();
      await ChatPage.waitingLine.waitForDisplayed();
      // Held until an agent joins.
      await expect(ChatPage.message('APPLICANT', 'I have a question about my first draw.')).toHaveText(
        expect.stringContaining('Sent when an agent joins'),
      );
      await expectNoAxeViolations('chat waiting for an agent');
    });

    it('lets the agent sign in to the console, take the chat and see the application stage', async () => {
      await agentPage.open(ORG);
      await agentPage.field('email').waitForDisplayed();
      await expectNoAxeViolations('agent console sign-in', agent);
      await agentPage.field('email').setValue(AGENT_EMAIL(ORG));
      await agentPage.field('password').setValue(AGENT_PASSWORD);
      await agentPage.signIn.click();
      await agentPage.waitShown(() => agentPage.liveStatus, 'that live updates are on');
      await agentPage.waitShown(() => agentPage.takeButton(NAME), `the waiting chat of ${NAME}`);
      await expectNoAxeViolations('agent console waiting list', agent);
      await agentPage.takeButton(NAME).click();
      await expect(agentPage.conversationHeading).toHaveText(`Chat with ${NAME}`);
      await expect(agentPage.state).toHaveText('In progress');
      // The chat came with the borrower's nonce: the console knows the application and where it stands.
      await expect(agentPage.applicationStage).toHaveText(expect.stringContaining('Basic info'));
      // The borrower's first message arrives now that an agent has joined.
      await agentPage.waitForMessage('APPLICANT', 'I have a question about my first draw.');
      await expectNoAxeViolations('agent console conversation', agent);
      const shots = path.join(process.cwd(), 'test/e2e/screenshots', browserFolder());
      mkdirSync(shots, { recursive: true });
      await agent.saveScreenshot(path.join(shots, 'chat-agent-console.png'));

      await expect(ChatPage.title).toHaveText('Chat with Alex A.');
      await ChatPage.waitingLine.waitForDisplayed({ reverse: true });
    });

    it('carries messages both ways, with attachments, Enter sending and Shift+Enter adding a line', async () => {
      await agentPage.reply.setValue('Hi Jordan, happy to help. What would you like to know?');
      await agent.keys('Enter');
      await ChatPage.message('AGENT', 'Hi Jordan, happy to help.').waitForDisplayed();

      await ChatPage.messageInput.click();
      await browser.keys('Here is my statement,');
      await browser.keys(['Shift', 'Enter']);
      await browser.keys('and the page you asked for.');
      await expect(ChatPage.messageInput).toHaveValue('Here is my statement,\nand the page you asked for.');
      // The agent sees what the borrower is typing.
      await expect(agentPage.borrowerTyping).toHaveText(expect.stringContaining('and the page you asked for.'));
      await ChatPage.fileInput.addValue(files.png);
      await expect($('ul[aria-label="Files to send"]')).toHaveText(expect.stringContaining('statement.png'));
      await browser.keys('Enter');
      const sent = ChatPage.message('APPLICANT', 'Here is my statement,');
      await expect(sent).toHaveAttribute('data-status', 'sent');
      await expect(sent).toHaveText(expect.stringContaining('statement.png ('));
      await expect(ChatPage.messageInput).toHaveValue('');

      await agentPage.waitForMessage('APPLICANT', 'Here is my statement,');
      const atAgent = agentPage.message('APPLICANT', 'Here is my statement,');
      await expect(atAgent).toHaveText(expect.stringContaining('and the page you asked for.'));
      await expect(atAgent).toHaveText(expect.stringContaining('statement.png ('));

      await agentPage.fileInput.addValue(files.pdf);
      await agentPage.reply.setValue('Our rate sheet is attached.');
      await agent.keys('Enter');
      const fromAgent = ChatPage.message('AGENT', 'Our rate sheet is attached.');
      await fromAgent.waitForDisplayed();
      await expect(fromAgent).toHaveText(expect.stringContaining('rate-sheet.pdf ('));
      await expectNoAxeViolations('chat conversation with attachments');
      await screenshot('chat-conversation');
    });

    it('shows the reconnect alert when the connection is cut, and resumes without losing a message', async () => {
      await cutSockets();
      await ChatPage.alertWith('Connection lost. Attempting to reconnect.').waitForDisplayed();
      await expectNoAxeViolations('chat reconnecting');
      // While the borrower is cut off, both sides write.
      await agentPage.reply.setValue('Are you still there?');
      await agent.keys('Enter');
      await agentPage.waitForMessage('AGENT', 'Are you still there?');
      await ChatPage.messageInput.setValue('Yes, still here.');
      await browser.keys('Enter');
      await expect(ChatPage.message('APPLICANT', 'Yes, still here.')).toHaveAttribute('data-status', 'sending');
      await browser.pause(1500);
      await expect(ChatPage.message('AGENT', 'Are you still there?')).not.toBeExisting();

      await restoreSockets();
      await ChatPage.alertWith('Connection lost. Attempting to reconnect.').waitForDisplayed({
        reverse: true,
        timeout: 20000,
      });
      await ChatPage.message('AGENT', 'Are you still there?').waitForDisplayed();
      await expect(ChatPage.message('APPLICANT', 'Yes, still here.')).toHaveAttribute('data-status', 'sent');
      await agentPage.waitForMessage('APPLICANT', 'Yes, still here.');
      // Nothing was lost or doubled: every message once, in order, on both sides.
      const borrowerSide = await ChatPage.messages.map((m) => m.getAttribute('data-sender'));
      expect(borrowerSide).toEqual(['SYSTEM', 'APPLICANT', 'AGENT', 'APPLICANT', 'AGENT', 'AGENT', 'APPLICANT']);
      const agentSide = await agent.$$('//div[@aria-label="Messages"]//li[@data-sender]').length;
      expect(agentSide).toBe(7);
    });

    it('ends the chat from the console and offers the survey to the borrower', async () => {
      await agentPage.endChat.click();
      await expect(agentPage.state).toHaveText('Ended');
      await ChatPage.endedHeading.waitForDisplayed();
      await expect(ChatPage.endedHeading).toHaveText('Thank you for chatting with us');
      await ChatPage.surveyLink.waitForDisplayed();
      await expect(ChatPage.surveyLink).toHaveAttribute('target', '_blank');
      await expect(ChatPage.button('Start new chat')).toBeDisplayed();
      await expectNoAxeViolations('chat ended with the survey');

      const survey = String(await ChatPage.surveyLink.getAttribute('href'));
      await browser.url(survey);
      await $('h1=How did we do?').waitForDisplayed();
      await expectNoAxeViolations('chat survey');
      await $('input[name="rating"][value="5"]').click();
      await $('textarea[name="comment"]').setValue('Quick and clear answers.');
      await $('button=Send my answer').click();
      await expect($('[role="status"]')).toHaveText(expect.stringContaining('Thank you'));
    });
  });

  describe('outside hours, with the chatbot', () => {
    before(async () => {
      await setChatHours(ORG, operator, 'CLOSED');
    });

    it('answers a product question from the product facts and takes feedback', async () => {
      await openJourneyScreen(ORG, borrower);
      await ChatPage.launcher.waitForDisplayed();
      await ChatPage.launcher.click();
      await ChatPage.field('friendlyName').waitForDisplayed();
      await expect(ChatPage.window).toHaveText(expect.stringContaining('Our team is away right now'));
      // The team's week, Monday to Sunday in Pacific time, from the hours service.
      await expect(ChatPage.window).toHaveText(expect.stringContaining('Monday–Friday: 6:00 AM–6:00 PM'));
      await expect(ChatPage.window).toHaveText(expect.stringContaining('Saturday–Sunday: 8:00 AM–5:00 PM'));
      await expectNoAxeViolations('chatbot pre-chat form');
      await ChatPage.field('friendlyName').setValue(NAME);
      await ChatPage.field('initialMessage').setValue('How much can I borrow?');
      await ChatPage.startButton.click();
      const answer = ChatPage.message('CHATBOT', '$15,000 to $400,000');
      await answer.waitForDisplayed();
      await expect(ChatPage.title).toHaveText('Hearth assistant');
      // No attachments for the chatbot.
      await expect(ChatPage.button('Attach files')).not.toBeExisting();
      await expectNoAxeViolations('chatbot answer');
      await screenshot('chat-chatbot-answer');

      await ChatPage.messageInput.setValue('What APR would I get?');
      await browser.keys('Enter');
      const rates = ChatPage.message('CHATBOT', '7.60% to 17.20%');
      await rates.waitForDisplayed();
      await expect(rates).toHaveText(expect.stringContaining('lowest for 5-year terms'));

      // Not helpful: a reason is required.
      await answer.$('button=No').click();
      await answer.$('button=Send feedback').click();
      await expect(answer).toHaveText(expect.stringContaining('Please select a reason'));
      await expectNoAxeViolations('chatbot feedback form');
      await ChatPage.radio('Not what I was asking about').click();
      await answer.$('button=Send feedback').click();
      await expect(answer).toHaveText(expect.stringContaining('Thanks for your feedback.'));
      // Helpful.
      await rates.$('button=Yes').click();
      await expect(rates).toHaveText(expect.stringContaining('Thanks for your feedback.'));
    });

    it('gives the chat hours and the phone number when asked for a person out of hours', async () => {
      await ChatPage.messageInput.setValue('Can I talk to a person?');
      await browser.keys('Enter');
      const reply = ChatPage.message('CHATBOT', 'Our team is not available right now');
      await reply.waitForDisplayed();
      await expect(reply).toHaveText(expect.stringContaining('(888) 555-0100'));
      await expect(ChatPage.button('Talk to a person')).not.toBeExisting();
    });
  });

  // WCAG 2.4.11 (focus not obscured) and the launcher's corner. The open window is a modal dialog at every width (the
  // page behind is inert), so Tab never reaches a control it could cover.
  describe('never hiding the focus', () => {
    before(async () => {
      await setChatHours(ORG, operator, 'CLOSED');
      await openJourneyScreen(ORG, borrower);
    });

    after(async () => {
      const normal = runViewport();
      await setViewport(normal.width, normal.height);
    });

    for (const [width, height] of [
      [375, 812],
      [1280, 800],
    ] as const) {
      it(`keeps every control of the page clear of the open window when it has the focus, at ${width} px`, async () => {
        await setViewport(width, height);
        await openChatWindow();
        const { reached, hidden } = await tabRound();
        expect(hidden).toEqual([]);
        // Nothing behind the window takes the focus: the page is inert.
        expect(reached).toEqual([]);
        await expect(ChatPage.window).toHaveAttribute('aria-modal', 'true');
        await expectNoAxeViolations(`chat window open at ${width} px`);
      });

      it(`closes on Escape pressed with the focus on the page, and gives the focus to the launcher, at ${width} px`, async () => {
        await setViewport(width, height);
        if (!(await ChatPage.window.isExisting())) await openChatWindow();
        // The page behind is inert: the focus can only leave the window for the page's body.
        await browser.execute(() => (document.activeElement as HTMLElement | null)?.blur());
        expect(
          await browser.execute(() => !document.getElementById('chat-window')?.contains(document.activeElement)),
        ).toBe(true);
        await browser.keys('Escape');
        await ChatPage.window.waitForExist({ reverse: true, timeoutMsg: 'Escape on the page did not close the chat' });
        await expect(ChatPage.launcher).toBeFocused();
      });
    }

    it("leaves the end of the footer's last sentence clear of the closed launcher at 320 px", async () => {
      await setViewport(320, 640);
      await ChatPage.launcher.waitForDisplayed();
      const { last, launcher } = await browser.execute(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('[data-testid="site-footer"]')!;
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        let text: Text | null = null;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) text = n as Text;
        // The sentence's last character, where it ends on the screen.
        const range = document.createRange();
        const end = text!.textContent!.trimEnd().length;
        range.setStart(text!, end - 1);
        range.setEnd(text!, end);
        const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
        const button = document.querySelector('aside[aria-label="Chat"] button')!;
        return {
          last: { text: text!.textContent!.trim().slice(-40), ...box(range.getBoundingClientRect()) },
          launcher: box(button.getBoundingClientRect()),
        };
      });
      const overlaps =
        last.left < launcher.right &&
        launcher.left < last.right &&
        last.top < launcher.bottom &&
        launcher.top < last.bottom;
      expect({ sentence: last.text, underLauncher: overlaps }).toEqual({ sentence: last.text, underLauncher: false });
      await screenshot('chat-launcher-footer-320');
    });
  });
});
