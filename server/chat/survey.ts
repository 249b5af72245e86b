// The satisfaction survey offered after an agent chat (web-chat-info gives its link, opened in a new tab): a
// page with no script, one answer per chat, found by the chat's unguessable contact id.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { isUuid } from '../../src/domain/guards';
import { nowIso } from '../db';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';

export const SURVEY_PATH = '/chat-survey';
export const SURVEY_RATINGS = ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied'];
export const SURVEY_COMMENT_MAX = 1000;

const answerSchema = yup.object({
  rating: yup
    .number()
    .typeError('Choose how satisfied you are')
    .required('Choose how satisfied you are')
    .integer('Choose how satisfied you are')
    .min(1, 'Choose how satisfied you are')
    .max(5, 'Choose how satisfied you are'),
  comment: yup.string().trim().max(SURVEY_COMMENT_MAX, `Cannot be more than ${SURVEY_COMMENT_MAX} characters`),
});

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(reply: FastifyReply, nonce: string, company: string, body: string): FastifyReply {
  const title = `${company} | How did we do?`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1d2433;line-height:1.5}
fieldset{border:0;padding:0;margin:0 0 1.25rem}legend{font-weight:700;margin-bottom:.5rem}
label{display:flex;gap:.5rem;align-items:center;margin:.35rem 0}textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem}
.field{margin-bottom:1.25rem}.field>label{font-weight:700;display:block}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
.error{color:#b91c1c;font-weight:600}</style></head>
<body><main><h1>How did we do?</h1>${body}</main></body></html>`);
}

function form(contactId: string, error: string | null): string {
  const options = SURVEY_RATINGS.map(
    (label, i) =>
      `<label><input type="radio" name="rating" value="${i + 1}" required${error ? ' aria-describedby="survey-error"' : ''}> ${escapeHtml(label)}</label>`,
  ).join('');
  return `${error ? `<p class="error" id="survey-error" role="alert">${escapeHtml(error)}</p>` : ''}
<p>Tell us about the chat you just had with our team.</p>
<form method="post" action="${SURVEY_PATH}/${escapeHtml(contactId)}">
<fieldset><legend>How satisfied are you with the help you received?</legend>${options}</fieldset>
<div class="field"><label for="comment">Anything you would like to add? (optional)</label>
<textarea id="comment" name="comment" rows="4" maxlength="${SURVEY_COMMENT_MAX}"></textarea></div>
<button type="submit">Send my answer</button></form>`;
}

export async function chatSurveyRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): Promise<void> {
  // The survey's form posts url-encoded fields; only this scope reads them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function surveyFor(contactId: string) {
    if (!isUuid(contactId)) return null;
    const conversation = await db
      .selectFrom('chat_conversations')
      .select(['uuid', 'accepted_at', 'org_code'])
      .where('contact_id', '=', contactId.toLowerCase())
      .executeTakeFirst();
    if (!conversation || !conversation.accepted_at) return null;
    const answered = await db
      .selectFrom('chat_survey_responses')
      .select('contact_id')
      .where('contact_id', '=', contactId.toLowerCase())
      .executeTakeFirst();
    return { conversationUuid: conversation.uuid, orgCode: conversation.org_code, answered: Boolean(answered) };
  }

  // A browser gets pages; any other caller gets the API's JSON errors.
  const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, company: string) => {
    if (!wantsHtml(request)) throw notFound();
    return page(reply.code(404), request.cspNonce, company, '<p>This survey link is not valid.</p>');
  };
  const thanks = '<p role="status">Thank you. Your answer helps us improve our service.</p>';

  app.get(`${SURVEY_PATH}/:contactId`, async (request, reply) => {
    const { contactId } = request.params as { contactId: string };
    const company = request.org.metadata.companyInfo.companyNameShort;
    const survey = await surveyFor(contactId);
    if (!survey || survey.orgCode !== request.org.organizationCode) return notFoundPage(request, reply, company);
    return page(reply, request.cspNonce, company, survey.answered ? thanks : form(contactId.toLowerCase(), null));
  });

  app.post(`${SURVEY_PATH}/:contactId`, async (request, reply) => {
    const { contactId } = request.params as { contactId: string };
    const company = request.org.metadata.companyInfo.companyNameShort;
    const survey = await surveyFor(contactId);
    if (!survey || survey.orgCode !== request.org.organizationCode) return notFoundPage(request, reply, company);
    if (survey.answered) return page(reply, request.cspNonce, company, thanks);
    let input: yup.InferType<typeof answerSchema>;
    try {
      input = await validateBody(answerSchema, request.body);
    } catch (err) {
      if (!wantsHtml(request)) throw err;
      const message = err instanceof HttpError ? err.errors[0].replace(/^\w+: /, '') : 'Something unexpected happened';
      return page(reply.code(400), request.cspNonce, company, form(contactId.toLowerCase(), message));
    }
    await db
      .insertInto('chat_survey_responses')
      .values({
        contact_id: contactId.toLowerCase(),
        conversation_uuid: survey.conversationUuid,
        rating: input.rating,
        comment: input.comment || null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('contact_id').doNothing())
      .execute();
    return page(reply, request.cspNonce, company, thanks);
  });
}
