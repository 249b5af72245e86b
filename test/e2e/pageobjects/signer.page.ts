// The co-owner's area under /heloc-signer, in the co-owner's own browser session (made with remote()): the sandbox
// outbox with the invitation, the login that accepts it, identity, intro, the eNotary session and documents.
import { APP_BASE } from './page';

export const SIGNER_BASE = `${APP_BASE}/heloc-signer`;

export default class SignerPage {
  constructor(private readonly b: WebdriverIO.Browser) {}

  /** The sandbox's outbox, showing only the messages to `email`. */
  openOutbox(email: string) {
    return this.b.url(`/sandbox/outbox?to=${encodeURIComponent(email)}`);
  }

  get openInvitation() {
    return this.b.$('a=Open invitation');
  }

  get heading() {
    return this.b.$('main h1');
  }

  field(name: string) {
    return this.b.$(`[name="${name}"]`);
  }

  get acceptInvitation() {
    return this.b.$('button=Create my login');
  }

  idType(value: string) {
    return this.b.$(`input[name="idType"][value="${value}"]`);
  }

  get idFile() {
    return this.b.$('input[type="file"]');
  }

  get uploadId() {
    return this.b.$('button=Upload and verify');
  }

  /** The co-borrower sidebar's current step. */
  get currentStep() {
    return this.b.$('[aria-current="step"]');
  }

  get startSession() {
    return this.b.$('button=Start my session');
  }

  /** Identity question `index`'s group of choices. */
  question(index: number) {
    return this.b.$(`fieldset:has(input[name="answer${index}"])`);
  }

  get confirmIdentity() {
    return this.b.$('button=Confirm my identity');
  }

  get agreeDeed() {
    return this.b.$('input[name="agreeDeed"]');
  }

  get signDeed() {
    return this.b.$('button=Sign the deed');
  }
}
