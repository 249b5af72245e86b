// Mail that leaves, end to end: the launcher (wdio.conf.ts) runs an SMTP server of its own and gives the lender server
// its address as SMTP_URL; every message that arrives is written to E2E_MAIL_DIR as an .eml file, where a spec reads
// it back as the addressee would (mailparser) and follows its link in a browser.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the SMTP server; resolves once it listens. Each message lands in `dir` as `<time>-<n>.eml`. */
export async function startE2eMailbox(dir: string, port: number): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        n += 1;
        writeFileSync(path.join(dir, `${Date.now()}-${n}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** The newest message to `to` that arrived in E2E_MAIL_DIR, waiting for it up to `timeout` ms. */
export async function waitForMail(to: string, timeout = 60000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the launcher runs the SMTP server (wdio.conf.ts)');
  const until = Date.now() + timeout;
  for (;;) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const addressees = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address?.toLowerCase());
      if (addressees.includes(to.toLowerCase())) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} arrived within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The first web link in a message's text. */
export function linkInMail(mail: ParsedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  return match[0];
}
