// The agents' chat console, in its own browser session (made with remote()): sign-in, waiting list, the open
// chat with the borrower's application stage, reply and end.
import type { ChainablePromiseElement } from 'webdriverio';

export default class AgentConsolePage {
  constructor(private readonly b: WebdriverIO.Browser) {}

  /**
   * Waits until `find()` gives a displayed element, finding it afresh on every try. WebdriverIO 9's
   * waitForDisplayed on an element of this second session (remote(), BiDi) whose first lookup found nothing kept
   * answering "not displayed" for 15 s while the element was on the page (seen on a loaded machine, when the
   * agent's own message was still being rendered at the first lookup); a new lookup found it at once.
   */
  async waitShown(find: () => ChainablePromiseElement, what: string, timeout = 15000) {
    await this.b.waitUntil(() => find().isDisplayed(), {
      timeout,
      interval: 250,
      timeoutMsg: `the agent console never showed ${what}`,
    });
  }

  /** Waits for a message containing `text` from `sender` (see waitShown). */
  waitForMessage(sender: string, text: string) {
    return this.waitShown(() => this.message(sender, text), `the ${sender} message "${text}"`);
  }

  open(org: string) {
    return this.b.url(`/agent-console?org=${org}`);
  }

  field(name: string) {
    return this.b.$(`[name="${name}"]`);
  }

  get signIn() {
    return this.b.$('button=Sign in');
  }

  get liveStatus() {
    return this.b.$('span=Live updates on.');
  }

  takeButton(name: string) {
    return this.b.$(`button=Take chat with ${name}`);
  }

  get conversationHeading() {
    return this.b.$('#conversation-heading');
  }

  get state() {
    return this.b.$('[data-testid="conversation-state"]');
  }

  get applicationStage() {
    return this.b.$('[data-testid="application-stage"]');
  }

  /** A message containing `text`, from `sender` (APPLICANT, AGENT or SYSTEM). */
  message(sender: string, text: string) {
    return this.b.$(`//div[@aria-label="Messages"]//li[@data-sender="${sender}" and contains(., "${text}")]`);
  }

  get reply() {
    return this.b.$('#agent-reply');
  }

  get fileInput() {
    return this.b.$('[data-testid="agent-file-input"]');
  }

  get endChat() {
    return this.b.$('button=End chat');
  }

  get borrowerTyping() {
    return this.b.$('[data-testid="borrower-typing"]');
  }
}
