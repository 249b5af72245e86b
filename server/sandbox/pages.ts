// The sandbox vendors' own pages: where a borrower links income or a bank account. A real vendor serves
// these from its domain; the sandbox serves them here, with no script (a plain form per choice), and
// sends the borrower back to the app with the token the matching vendor call accepts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_BASENAME, isUuid } from '../../src/domain/guards';
import type { IncomeLinkType } from '../pipeline/vendors/income';
import { INCOME_LINK_TYPES } from '../pipeline/vendors/income';
import { SANDBOX_BANK_ACCOUNTS, sandboxBankToken } from './bank';
import { sandboxIncomeToken } from './income';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function page(reply: FastifyReply, nonce: string, title: string, body: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
form{margin:1rem 0}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
.note{color:#4b5563;font-size:.9rem}</style></head>
<body><main><p class="note">Sandbox vendor page: nothing here is real.</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function badRequest(reply: FastifyReply, nonce: string, message: string): FastifyReply {
  return page(reply.code(400), nonce, 'This link is not valid', `<p>${escapeHtml(message)}</p>`);
}

export async function sandboxPageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sandbox/income-link', async (request, reply) => {
    const { application, type } = request.query as { application?: string; type?: string };
    if (!application || !isUuid(application)) return badRequest(reply, request.cspNonce, 'The application is missing.');
    if (!type || !(INCOME_LINK_TYPES as readonly string[]).includes(type)) {
      return badRequest(reply, request.cspNonce, 'Choose payroll or bank income.');
    }
    const uuid = application.toLowerCase();
    const linkType = type as IncomeLinkType;
    const action = `${APP_BASENAME}/${uuid}/income/pointserv-callback`;
    const what = linkType === 'PAYROLL' ? 'your payroll provider' : 'your bank';
    return page(
      reply,
      request.cspNonce,
      `Link ${linkType === 'PAYROLL' ? 'payroll' : 'bank'} income`,
      `<p>Sign in to ${what} to share your income with the lender.</p>
<form method="get" action="${escapeHtml(action)}">${hidden('type', linkType)}${hidden('token', sandboxIncomeToken(uuid, linkType))}
<button type="submit">Share my income</button></form>
<form method="get" action="${escapeHtml(`${APP_BASENAME}/${uuid}/income/review`)}"><button type="submit">Cancel</button></form>`,
    );
  });

  app.get('/sandbox/bank-link', async (request, reply) => {
    const { application, purpose } = request.query as { application?: string; purpose?: string };
    if (!application || !isUuid(application)) return badRequest(reply, request.cspNonce, 'The application is missing.');
    const uuid = application.toLowerCase();
    const accountPurpose = purpose === 'AUTOPAY' ? 'AUTOPAY' : 'DISBURSEMENT';
    const forms = Object.entries(SANDBOX_BANK_ACCOUNTS)
      .map(
        ([id, account]) => `<form method="get" action="${APP_BASENAME}/plaid-oauth-success">
${hidden('application', uuid)}${hidden('purpose', accountPurpose)}${hidden('public_token', sandboxBankToken(uuid, id))}
<button type="submit">${escapeHtml(`${account.name} ••••${account.accountNumber.slice(-4)}`)}</button></form>`,
      )
      .join('\n');
    return page(reply, request.cspNonce, 'Choose an account', `<p>Which account should the lender use?</p>${forms}`);
  });
}
