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
import { DOCUMENTS } from '../../src/domain/contracts';
import {
  acknowledgeDisclosures,
  BASE,
  disclosureHtml,
  disclosurePdf,
  listFor,
  type DisclosureListItem,
} from './service';

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
  const listSchema = {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: [...DISCLOSURE_TYPES] },
        title: { type: 'string' },
        acknowledged: { type: 'boolean' },
        acknowledgedAt: { type: 'string', nullable: true },
        url: { type: 'string' },
      },
      required: ['type', 'title', 'acknowledged', 'acknowledgedAt', 'url'],
    },
  };
  const listRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: "The documents available at the application's stage",
        params: params(false),
        response: { 200: listSchema },
      },
      { secure: true, errors: [401, 404] },
    ),
  };
  const fetchRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'One document as a PDF (application/pdf)',
        params: params(true),
        response: { 200: { description: 'The PDF bytes', type: 'string', format: 'binary' } },
      },
      { secure: true, errors: [400, 401, 404] },
    ),
  };
  const htmlRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'One document as HTML (text/html): the same text as its PDF, with real headings, lists and tables',
        params: params(true),
        response: { 200: { description: 'The HTML document', type: 'string' } },
      },
      { secure: true, errors: [400, 401, 404] },
    ),
  };
  const acknowledgeRoute = {
    preValidation,
    schema: describe(
      'Disclosures',
      {
        summary: 'Acknowledge one document, or several with `types`',
        params: params(true),
        response: { 200: listSchema },
      },
      { secure: true, errors: [400, 401, 404, 409], contract: DOCUMENTS.acknowledge },
    ),
  };

  const renderDeps = { db, clock, encryptionKey: config.encryptionKey };

  app.get(`${BASE}/:uuid/disclosures`, listRoute, async (request): Promise<DisclosureListItem[]> =>
    listFor(db, memberApplication(request), request.identityUuid),
  );

  // The PDF the borrower is shown: the copy as given when one is kept, else rendered now.
  app.get(`${BASE}/:uuid/disclosures/:type`, fetchRoute, async (request, reply) => {
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
  app.get(`${BASE}/:uuid/disclosures/:type/html`, htmlRoute, async (request, reply) => {
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
    `${BASE}/:uuid/disclosures/:type/acknowledge`,
    acknowledgeRoute,
    async (request): Promise<DisclosureListItem[]> => {
      const row = memberApplication(request);
      const { type } = await validateBody(disclosureParamsSchema, request.params);
      const body = bodyOf(request, DOCUMENTS.acknowledge);
      return acknowledgeDisclosures({ db, pipeline }, row, request.identityUuid, type, body.types);
    },
  );
}
