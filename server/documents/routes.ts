// Generated disclosures (docs/API.md "Disclosures"): which are available, the PDFs themselves, and the
// borrower's acknowledgements. Acknowledging the summary set completes the summary step of the pipeline (the
// rules: ./service.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DISCLOSURE_TYPES, disclosureParamsSchema } from '../../src/domain/validation/disclosures';
import type { ApplicationsTable } from '../db/schema';
import type { RouteDeps } from '../deps';
import { notFound, validateBody } from '../http';
import type { SandboxClock } from '../sandbox/clock';
import { requireApplicationMember } from '../security/ownership';
import { bodyOf, describe } from '../openapi';
import { DOCUMENTS, type AnswerOf } from '../../src/domain/contracts';
import { acknowledgeDisclosures, disclosureHtml, disclosurePdf, listFor } from './service';

/** The application the membership hook put on the request. */
function memberApplication(request: FastifyRequest): ApplicationsTable {
  if (!request.application) throw notFound();
  return request.application;
}

export async function documentRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline, config }: RouteDeps,
  { clock }: { clock: SandboxClock },
): Promise<void> {
  const preValidation = [authenticate, requireApplicationMember(db)];
  const params = (withType: boolean) => ({
    type: 'object',
    properties: {
      uuid: { type: 'string', format: 'uuid' },
      ...(withType ? { type: { type: 'string', enum: [...DISCLOSURE_TYPES] } } : {}),
    },
    required: withType ? ['uuid', 'type'] : ['uuid'],
  });
  const listRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: "The documents available at the application's stage",
        params: params(false),
      },
      { secure: true, errors: [401, 404], contract: DOCUMENTS.list },
    ),
  };
  const fetchRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'One document as a PDF (application/pdf)',
        params: params(true),
      },
      { secure: true, errors: [400, 401, 404], contract: DOCUMENTS.pdf },
    ),
  };
  const htmlRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'One document as HTML (text/html): the same text as its PDF, with real headings, lists and tables',
        params: params(true),
      },
      { secure: true, errors: [400, 401, 404], contract: DOCUMENTS.html },
    ),
  };
  const acknowledgeRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'Acknowledge one document, or several with `types`',
        params: params(true),
      },
      { secure: true, errors: [400, 401, 404, 409], contract: DOCUMENTS.acknowledge },
    ),
  };

  const renderDeps = { db, clock, encryptionKey: config.encryptionKey };

  app.get(DOCUMENTS.list.path, listRoute, async (request): Promise<AnswerOf<typeof DOCUMENTS.list>> =>
    listFor(db, memberApplication(request), request.identityUuid),
  );

  // The PDF the borrower is shown: the copy as given when one is kept, else rendered now.
  app.get(DOCUMENTS.pdf.path, fetchRoute, async (request, reply) => {
    const row = memberApplication(request);
    const { type } = await validateBody(disclosureParamsSchema, request.params);
    const bytes = await disclosurePdf(renderDeps, row, type);
    return (
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${type.toLowerCase().replace(/_/g, '-')}.pdf"`)
        // Personal data: never kept by shared caches or the browser's disk cache.
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes))
    );
  });

  // The HTML version of the very copy shown (./service.ts disclosureHtml).
  app.get(DOCUMENTS.html.path, htmlRoute, async (request, reply) => {
    const row = memberApplication(request);
    const { type } = await validateBody(disclosureParamsSchema, request.params);
    const html = await disclosureHtml(renderDeps, row, type);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-language', 'en-US')
      .send(html);
  });

  app.post(
    DOCUMENTS.acknowledge.path,
    acknowledgeRoute,
    async (request): Promise<AnswerOf<typeof DOCUMENTS.acknowledge>> => {
      const row = memberApplication(request);
      const { type } = await validateBody(disclosureParamsSchema, request.params);
      const body = bodyOf(request, DOCUMENTS.acknowledge);
      return acknowledgeDisclosures({ db, pipeline }, row, request.identityUuid, type, body.types);
    },
  );
}
