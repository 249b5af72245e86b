// GET /sandbox/outbox: the sandbox's mail. Nothing is sent; the messages a lender would email (invitations to
// co-owners) are listed here, newest first, optionally only those to one address (?to=). Never in production.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { escapeHtml, page } from '../sandbox/pages';

/** More than a sandbox session sends; older messages stay in the table. */
const SHOWN = 50;

/** Only our own http(s) links become links: anything else is shown as text. */
const isWebUrl = (url: string | null): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);

function when(iso: string): string {
  return new Date(iso).toUTCString();
}

export async function sandboxOutboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/sandbox/outbox', async (request, reply) => {
    const { to } = request.query as { to?: unknown };
    const filter = typeof to === 'string' ? to.trim().slice(0, 128) : '';
    let query = db.selectFrom('outbox_messages').selectAll();
    if (filter) query = query.where('to_email', '=', filter);
    const messages = await query.orderBy('created_at', 'desc').orderBy('uuid', 'desc').limit(SHOWN).execute();

    const form = `<form method="get" action="/sandbox/outbox">
<label for="outbox-to">Show messages to</label>
<input id="outbox-to" name="to" type="email" autocomplete="off" value="${escapeHtml(filter)}">
<button type="submit">Show</button></form>`;
    const list =
      messages.length === 0
        ? `<p role="status">${filter ? `No messages to ${escapeHtml(filter)} yet.` : 'No messages yet.'}</p>`
        : `<ol aria-label="Messages, newest first">${messages
            .map((m) => {
              const heading = `message-${escapeHtml(m.uuid)}`;
              const body = escapeHtml(m.body).replace(/\n/g, '<br>');
              const link = isWebUrl(m.action_url)
                ? `<p><a href="${escapeHtml(m.action_url)}" aria-describedby="${heading}">Open invitation</a></p>`
                : '';
              return `<li><article aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(m.subject)}</h2>
<p>To: ${escapeHtml(m.to_email)}<br>Sent: <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(when(m.created_at))}</time></p>
<p>${body}</p>${link}</article></li>`;
            })
            .join('\n')}</ol>`;
    return page(
      reply,
      request.cspNonce,
      'Sandbox outbox',
      `<p>The messages the lender would email. In the sandbox nothing is sent: open an invitation from here.</p>${form}${list}`,
    );
  });
}
