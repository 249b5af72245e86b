// Mail that leaves: with SMTP_URL set, the messages written to the outbox (co-owners' invitations and re-sends,
// the borrower's notices) are handed to that SMTP server with nodemailer. Without it only the sandbox outbox
// (/sandbox/outbox, never in production) shows them. The outbox table is the queue: a message is written in the
// same transaction as what it announces, then sent after the commit; a failed send is tried again with a growing
// pause, up to MAX_ATTEMPTS, and a message older than MAX_AGE_MS is never sent late.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { findOrganisation } from '../organisations';
import type { MailConfig } from '../config';
import { claimMessage, findMessage, findSendableMessages, markMessageFailed, markMessageSent } from './repository';

export const MAX_ATTEMPTS = 5;
/** An invitation or notice not delivered within a day is stale: a newer one is sent instead. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a sender holds a message it is sending. */
const CLAIM_MS = 60_000;
const RETRY_BASE_MS = 1000;

export interface MailSender {
  /** Look for unsent messages now (after a commit that wrote one). */
  kick(): void;
  /** Resolves once no send is running and nothing sendable is waiting (tests). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

function retryAt(attempts: number, now: number): number {
  return now + RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

export function createMailSender(
  db: Db,
  config: MailConfig,
  log: FastifyBaseLogger,
  transport: Transporter = nodemailer.createTransport(config.smtpUrl),
): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function claimNext(): Promise<{ uuid: string } | null> {
    const now = Date.now();
    const nowText = new Date(now).toISOString();
    const candidates = await findSendableMessages(db, {
      now: nowText,
      maxAttempts: MAX_ATTEMPTS,
      createdSince: new Date(now - MAX_AGE_MS).toISOString(),
      limit: 10,
    });
    for (const candidate of candidates) {
      // Taken only if nobody took it in between: the same row, the same claim as read.
      const until = new Date(now + CLAIM_MS).toISOString();
      if (await claimMessage(db, candidate.uuid, candidate.claimed_until, until)) return { uuid: candidate.uuid };
    }
    return null;
  }

  async function sendOne(uuid: string): Promise<void> {
    const message = await findMessage(db, uuid);
    if (!message) return;
    const company = findOrganisation(message.org_code)?.metadata.companyInfo.companyName ?? null;
    try {
      await transport.sendMail({
        from: company ? { name: company, address: config.from } : config.from,
        to: message.to_email,
        subject: message.subject,
        text: message.body,
        headers: { 'X-Outbox-Message': message.uuid },
        // The same id on a retry: a mail server that took the first try can tell the second is the same message.
        messageId: `<${message.uuid}@${config.from.split('@')[1] ?? 'heloc.example'}>`,
      });
      await markMessageSent(db, uuid);
    } catch (err) {
      const attempts = message.attempts + 1;
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ err, outboxMessage: uuid, attempts }, 'mail not sent');
      await markMessageFailed(db, uuid, {
        attempts,
        lastError: reason.slice(0, 500),
        // Held back until the next try is due.
        claimedUntil: new Date(retryAt(attempts, Date.now())).toISOString(),
      });
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (closed) return;
        const next = await claimNext();
        if (!next) break;
        await sendOne(next.uuid);
      }
    } while (again && !closed);
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'mail sender failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(kick, config.pollMs ?? 5000);
  timer.unref();

  return {
    kick,
    async flush() {
      kick();
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      if (running) await running;
      transport.close();
    },
  };
}
