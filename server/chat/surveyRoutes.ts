// The satisfaction survey offered after an agent chat (web-chat-info gives its link, opened in a new tab): a
// page with no script, one answer per chat, found by the chat's unguessable contact id. The rules are in
// surveyService.ts, the page in surveyPage.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { SURVEY_COMMENT_MAX, SURVEY_NOT_FOUND, SURVEY_PATH, SURVEY_THANKS, surveyForm, surveyPage } from './surveyPage';
import { saveSurveyAnswer, surveyFor } from './surveyService';

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

function page(reply: FastifyReply, nonce: string, company: string, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(surveyPage(nonce, company, body));
}

export async function chatSurveyRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): Promise<void> {
  // The survey's form posts url-encoded fields; only this scope reads them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // A browser gets pages; any other caller gets the API's JSON errors.
  const wantsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, company: string) => {
    if (!wantsHtml(request)) throw notFound();
    return page(reply.code(404), request.cspNonce, company, SURVEY_NOT_FOUND);
  };

  app.get(`${SURVEY_PATH}/:contactId`, async (request, reply) => {
    const { contactId } = request.params as { contactId: string };
    const company = request.org.metadata.companyInfo.companyNameShort;
    const survey = await surveyFor(db, contactId, request.org.organizationCode);
    if (!survey) return notFoundPage(request, reply, company);
    const body = survey.answered ? SURVEY_THANKS : surveyForm(contactId.toLowerCase(), null);
    return page(reply, request.cspNonce, company, body);
  });

  app.post(`${SURVEY_PATH}/:contactId`, async (request, reply) => {
    const { contactId } = request.params as { contactId: string };
    const company = request.org.metadata.companyInfo.companyNameShort;
    const survey = await surveyFor(db, contactId, request.org.organizationCode);
    if (!survey) return notFoundPage(request, reply, company);
    if (survey.answered) return page(reply, request.cspNonce, company, SURVEY_THANKS);
    let input: yup.InferType<typeof answerSchema>;
    try {
      input = await validateBody(answerSchema, request.body);
    } catch (err) {
      if (!wantsHtml(request)) throw err;
      const message = err instanceof HttpError ? err.errors[0].replace(/^\w+: /, '') : 'Something unexpected happened';
      return page(reply.code(400), request.cspNonce, company, surveyForm(contactId.toLowerCase(), message));
    }
    await saveSurveyAnswer(db, contactId, survey, input);
    return page(reply, request.cspNonce, company, SURVEY_THANKS);
  });
}
