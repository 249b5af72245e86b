// The agents' chat console, in its own browser session (made with remote()): sign-in, waiting list, the open
// chat with the borrower's application stage, reply and end.
export default class AgentConsolePage {
  constructor(private readonly b: WebdriverIO.Browser) {}

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
