// The page of GET /sandbox/outbox: the outbox's messages (invitations to co-owners, notices to the borrower), newest
// first, with the form that shows only those to one address. Each message says whether it left (server/mail).
import type { Selectable } from 'kysely';
import type { OutboxMessagesTable } from '../db/schema';
import { escapeHtml, page } from '../sandbox/pages';

/** Only our own http(s) links become links: anything else is shown as text. */
const isWebUrl = (url: string | null): url is string => typeof url === 'string' && /^https?:\/\//i.test(url);

function when(iso: string): string {
  return new Date(iso).toUTCString();
}

/** `messages`, the ones to `filter` when it is not empty. */
function outboxBody(filter: string, messages: Selectable<OutboxMessagesTable>[]): string {
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
  return `<p>The messages the lender emails. Unless SMTP_URL is set nothing is sent: open an invitation from here.</p>${form}${list}`;
}

/** Sends the outbox page as the sandbox's other pages are sent (server/sandbox/pages.ts). */
export function outboxPage(
  reply: Parameters<typeof page>[0],
  nonce: string,
  filter: string,
  messages: Selectable<OutboxMessagesTable>[],
): ReturnType<typeof page> {
  return page(reply, nonce, 'Sandbox outbox', outboxBody(filter, messages));
}
