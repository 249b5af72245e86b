// Mail that leaves (SMTP_URL): the test runs an SMTP server of its own (smtp-server), points the app at it, and reads
// what arrives: the co-owner's invitation (whose link then opens and is accepted), a re-send with a new link (the old
// one dead), the borrower's notice, and a message the server refused once, tried again and delivered.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { acceptBody, INVITATIONS } from './signerDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, profileBody, submit, TEST_SSNS } from './journeyHelpers';

interface Received {
  to: string[];
  mail: ParsedMail;
}

/** An SMTP server on a free port that keeps every message; `refuse` makes it refuse one address that many times. */
async function startSmtp(): Promise<{
  url: string;
  received: Received[];
  refuse: { address: string; count: number };
  waitFor(pred: (r: Received) => boolean, timeoutMs?: number): Promise<Received>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const refuse = { address: '', count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === refuse.address && refuse.count > 0) {
        refuse.count -= 1;
        const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        err.responseCode = 450;
        return callback(err);
      }
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    async waitFor(pred, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(pred);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no such mail; received: ${received.map((r) => r.mail.subject)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const PUBLIC_URL = 'http://heloc.test:4740';

function linkIn(text: string | undefined): URL {
  const match = /https?:\/\/\S+/.exec(text ?? '');
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]);
}

describe.each(dialects)('mail over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let clockMs = Date.now();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await makeTestApp(dialect, {
      mail: { smtpUrl: smtp.url, from: 'hello@hearth.example', pollMs: 50 },
      publicUrl: PUBLIC_URL,
      now: () => new Date(clockMs),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A jointly owned home: start/contact names the co-owner, whose invitation is written and sent. */
  async function borrowerWithCoOwner(coOwnerEmail: string) {
    const user = await registerUser(t.app);
    const { jwt, applicationUuid: uuid } = user;
    await submit(t.app, jwt, uuid, 'profile', profileBody({ ownership: 'JOINT' }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    await submit(t.app, jwt, uuid, 'offers/selection', { term: 30, amount: 25_000 });
    await submit(t.app, jwt, uuid, 'contact', {
      phone: '5125550100',
      ssn: TEST_SSNS[0],
      hardCreditConsent: true,
      coOwners: [{ firstName: 'Jane', lastName: 'Doe', email: coOwnerEmail }],
    });
    return user;
  }

  it('sends the co-owner’s invitation; its link opens the invitation and accepting it signs the co-owner in', async () => {
    const jane = `jane.${Date.now()}@example.com`;
    await borrowerWithCoOwner(jane);
    const arrived = await smtp.waitFor((r) => r.to.includes(jane));
    expect(arrived.mail.from?.value[0]).toEqual({ name: 'Hearth Lending, LLC', address: 'hello@hearth.example' });
    expect(arrived.mail.subject).toMatch(/asked you to sign for/);
    expect(arrived.mail.text).toContain('Hello Jane,');

    const link = linkIn(arrived.mail.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/account/heloc/heloc-signer/login');
    const token = link.searchParams.get('invitation') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.app.inject({ url: `${INVITATIONS}/${token}` })).statusCode).toBe(200);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${INVITATIONS}/${token}/accept`,
      payload: acceptBody(),
    });
    expect(accepted.statusCode).toBe(200);
    expect(String(accepted.headers.authorization)).toMatch(/^Bearer /);

    // The outbox records that it left.
    await t.app.mail!.flush();
    const row = await t.app.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_email', '=', jane)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toEqual(expect.any(String));
    expect(row.attempts).toBe(0);
  });

  it('a re-send mails a new link and the old one stops working', async () => {
    const sam = `sam.${Date.now()}@example.com`;
    const user = await borrowerWithCoOwner(sam);
    const first = linkIn((await smtp.waitFor((r) => r.to.includes(sam))).mail.text).searchParams.get('invitation');
    const signer = await t.app.db
      .selectFrom('heloc_signers')
      .select('uuid')
      .where('email', '=', sam)
      .executeTakeFirstOrThrow();
    clockMs += 61_000;
    const resent = await t.app.inject({
      method: 'POST',
      url: `${APP_BASE}/${user.applicationUuid}/signers/${signer.uuid}/resend`,
      headers: bearer(user.jwt),
    });
    expect(resent.statusCode).toBe(200);
    await smtp.waitFor((r) => r.to.includes(sam) && !r.mail.text?.includes(String(first)));
    const mails = smtp.received.filter((r) => r.to.includes(sam));
    expect(mails).toHaveLength(2);
    const second = linkIn(mails[1].mail.text).searchParams.get('invitation');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `${INVITATIONS}/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${INVITATIONS}/${second}` })).statusCode).toBe(200);
  });

  it('mails the borrower a notice when the application waits for them, linking to it', async () => {
    const user = await registerUser(t.app);
    // The documents are ready: a stage the borrower must act on.
    await t.app.pipeline.moveTo(user.applicationUuid, 'NOTE_SIGNING', 'test:operator');
    const notice = await smtp.waitFor((r) => r.to.includes(user.email) && r.mail.subject === 'Documents ready to sign');
    expect(notice.mail.text).toContain('Your loan documents are ready.');
    expect(notice.mail.text).toContain('Sign now:');
    expect(linkIn(notice.mail.text).href).toBe(`${PUBLIC_URL}/account/heloc/${user.applicationUuid}`);
  });

  it('tries again when the mail server refuses, and delivers once it takes the message', async () => {
    const lee = `lee.${Date.now()}@example.com`;
    Object.assign(smtp.refuse, { address: lee, count: 1 });
    await borrowerWithCoOwner(lee);
    const arrived = await smtp.waitFor((r) => r.to.includes(lee), 15_000);
    expect(arrived.mail.text).toContain('Hello Jane,');
    await t.app.mail!.flush();
    const row = await t.app.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('to_email', '=', lee)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/Mailbox busy/);
    expect(row.sent_at).toEqual(expect.any(String));
    expect(smtp.received.filter((r) => r.to.includes(lee))).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the sandbox outbox only: no sender, the message stays unsent', async () => {
    const t = await makeTestApp('sqlite');
    try {
      expect(t.app.mail).toBeNull();
      const user = await registerUser(t.app);
      await t.app.pipeline.moveTo(user.applicationUuid, 'NOTE_SIGNING', 'test:operator');
      let rows: { kind: string; subject: string; sent_at: string | null }[] = [];
      for (let i = 0; i < 100 && rows.length === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        rows = await t.app.db
          .selectFrom('outbox_messages')
          .select(['kind', 'subject', 'sent_at'])
          .where('application_uuid', '=', user.applicationUuid)
          .execute();
      }
      expect(rows).toEqual([{ kind: 'NOTICE', subject: 'Documents ready to sign', sent_at: null }]);
    } finally {
      await t.close();
    }
  });
});
