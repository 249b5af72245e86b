// GET /sandbox/outbox: the outbox's mail (invitations to co-owners, notices to the borrower), newest first, optionally
// only those to one address (?to=). Without SMTP_URL nothing is sent and this is where development reads it; with it
// each message also says whether it left (server/mail). Never in production.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { outboxPage } from './outboxPage';
import { outboxMessages } from './repository';

/** More than a sandbox session sends; older messages stay in the table. */
const SHOWN = 50;

export async function sandboxOutboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/sandbox/outbox', async (request, reply) => {
    const { to } = request.query as { to?: unknown };
    const filter = typeof to === 'string' ? to.trim().slice(0, 128) : '';
    const messages = await outboxMessages(db, filter, SHOWN);
    return outboxPage(reply, request.cspNonce, filter, messages);
  });
}
