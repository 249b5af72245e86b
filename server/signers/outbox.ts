// GET /sandbox/outbox: the outbox's mail (invitations to co-owners, notices to the borrower), newest first, optionally
// only those to one address (?to=). Without SMTP_URL nothing is sent and this is where development reads it; with it
// each message also says whether it left (server/mail). Never in production.
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
                ? `<p><a href="${escapeHtml(m.action_url)}" aria-describedby="${heading}">${
                    m.kind === 'NOTICE' ? 'Open application' : 'Open invitation'
                  }</a></p>`
                : '';
              const delivery = m.sent_at
                ? `<br>Delivered to the mail server: <time datetime="${escapeHtml(m.sent_at)}">${escapeHtml(when(m.sent_at))}</time>`
                : m.last_error
                  ? `<br>Not delivered yet (${m.attempts} failed ${m.attempts === 1 ? 'attempt' : 'attempts'})`
                  : '';
              return `<li><article aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(m.subject)}</h2>
<p>To: ${escapeHtml(m.to_email)}<br>Sent: <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(when(m.created_at))}</time>${delivery}</p>
<p>${body}</p>${link}</article></li>`;
            })
            .join('\n')}</ol>`;
    return page(
      reply,
      request.cspNonce,
      'Sandbox outbox',
      `<p>The messages the lender emails. Unless SMTP_URL is set nothing is sent: open an invitation from here.</p>${form}${list}`,
    );
  });
}
