// Generated disclosures (docs/API.md "Disclosures"): which are available, the PDFs themselves, and the
// borrower's acknowledgements. Acknowledging the summary set completes the summary step of the pipeline.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  acknowledgeDisclosureSchema,
  DISCLOSURE_TYPES,
  disclosureParamsSchema,
  type DisclosureType,
} from '../../src/domain/validation/disclosures';
import type { ApplicationStatus } from '../../src/domain/types';
import { applicationClock, memberApplication } from '../application/closing/common';
import { parseStoredFields, updateStoredFields } from '../application/model';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import type { SandboxClock } from '../sandbox/clock';
import { requireApplicationMember } from '../security/ownership';
import { describe } from '../openapi';
import { givenCopy, SERVED_AS_GIVEN, texasHome } from './provision';
import { loadDocumentContext } from './context';
import { DISCLOSURES, renderDisclosure, SUMMARY_SET } from './index';
import { attachedHtml } from './html';

const BASE = '/service-application/api/v1/application/heloc';
export const SUMMARY_NEEDS_DISCLOSURES =
  'Acknowledge the early disclosure and the brochure before (or together with) the application summary';

export interface DisclosureListItem {
  type: DisclosureType;
  title: string;
  acknowledged: boolean;
  acknowledgedAt: string | null;
  url: string;
}

function statusOf(row: ApplicationsTable): ApplicationStatus {
  return parseStoredFields(row).status;
}

async function availableTypes(db: Db, row: ApplicationsTable): Promise<DisclosureType[]> {
  const status = statusOf(row);
  const facts = { texasHome: await texasHome(db, row) };
  return DISCLOSURE_TYPES.filter((type) => DISCLOSURES[type].available(status, facts));
}

/** The caller's own acknowledgements: each member of an application acknowledges for themselves. */
async function acknowledgements(db: Db, applicationUuid: string, identityUuid: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('disclosure_acknowledgements')
    .select(['type', 'acknowledged_at'])
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .execute();
  return new Map(rows.map((r) => [r.type, r.acknowledged_at]));
}

async function listFor(db: Db, row: ApplicationsTable, identityUuid: string): Promise<DisclosureListItem[]> {
  const acks = await acknowledgements(db, row.uuid, identityUuid);
  return (await availableTypes(db, row)).map((type) => ({
    type,
    title: DISCLOSURES[type].title,
    acknowledged: acks.has(type),
    acknowledgedAt: acks.get(type) ?? null,
    url: `${BASE}/${row.uuid}/disclosures/${type}`,
  }));
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
        body: {
          type: 'object',
          properties: { types: { type: 'array', items: { type: 'string', enum: [...DISCLOSURE_TYPES] } } },
        },
        response: { 200: listSchema },
      },
      { secure: true, errors: [400, 401, 404, 409] },
    ),
  };

  /** The document as the application stands, prepared "now" on the application's own clock. */
  async function renderNow(row: ApplicationsTable, type: DisclosureType): Promise<Uint8Array> {
    // The application's clock, so the date agrees with the other dates the borrower reads.
    const prepared = new Date(applicationClock(clock, row).now());
    const ctx = await loadDocumentContext(db, row, config.encryptionKey, prepared);
    return renderDisclosure(type, ctx);
  }

  app.get(`${BASE}/:uuid/disclosures`, listRoute, async (request): Promise<DisclosureListItem[]> =>
    listFor(db, memberApplication(request), request.identityUuid),
  );

  /** The PDF the borrower is shown: the copy as given when one is kept, else rendered now. */
  async function documentOf(row: ApplicationsTable, type: DisclosureType): Promise<Uint8Array> {
    if (!(await availableTypes(db, row)).includes(type)) throw notFound();
    // The application disclosures as they were given, when the copy is kept (server/documents/provision.ts).
    const given = SERVED_AS_GIVEN.includes(type) ? await givenCopy(db, row.uuid, type) : null;
    return given ?? renderNow(row, type);
  }

  app.get(`${BASE}/:uuid/disclosures/:type`, fetchRoute, async (request, reply) => {
    const row = memberApplication(request);
    const { type } = await validateBody(disclosureParamsSchema, request.params);
    const bytes = await documentOf(row, type);
    return (
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${type.toLowerCase().replace(/_/g, '-')}.pdf"`)
        // Personal data: never kept by shared caches or the browser's disk cache.
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes))
    );
  });

  // The HTML version travels inside the PDF (./html.ts), so it is always the text of the very copy shown; a copy
  // kept before the PDFs carried one is rendered afresh for its HTML.
  app.get(`${BASE}/:uuid/disclosures/:type/html`, htmlRoute, async (request, reply) => {
    const row = memberApplication(request);
    const { type } = await validateBody(disclosureParamsSchema, request.params);
    const html = (await attachedHtml(await documentOf(row, type))) ?? (await attachedHtml(await renderNow(row, type)));
    if (html === null) throw new Error(`The ${type} PDF carries no HTML version`);
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
      const body = await validateBody(acknowledgeDisclosureSchema, request.body);
      const available = await availableTypes(db, row);
      if (!available.includes(type)) throw notFound();
      const types = [...new Set<DisclosureType>([type, ...(body.types ?? [])])];
      const unavailable = types.filter((t) => !available.includes(t));
      if (unavailable.length > 0)
        throw new HttpError(
          400,
          unavailable.map((t) => `types: ${t} is not available yet`),
        );

      const identity = request.identityUuid;
      const before = await acknowledgements(db, row.uuid, identity);
      if (types.includes('APPLICATION_SUMMARY')) {
        const missing = SUMMARY_SET.filter((t) => !before.has(t) && !types.includes(t));
        if (missing.length > 0) throw new HttpError(409, SUMMARY_NEEDS_DISCLOSURES);
      }

      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        for (const t of types) {
          // The first acknowledgement is the one on record; repeats change nothing.
          await trx
            .insertInto('disclosure_acknowledgements')
            .values({
              uuid: randomUUID(),
              application_uuid: row.uuid,
              type: t,
              identity_uuid: identity,
              acknowledged_at: at,
            })
            .onConflict((oc) => oc.columns(['application_uuid', 'type', 'identity_uuid']).doNothing())
            .execute();
        }
      });

      // The summary step is the borrower's; other members' acknowledgements are recorded but move nothing.
      if (types.includes('APPLICATION_SUMMARY') && identity === row.borrower_uuid) {
        await updateStoredFields(db, row.uuid, (data) =>
          data.status.disclosurelistSummaryComplete
            ? data
            : { ...data, status: { ...data.status, disclosurelistSummaryComplete: true } },
        );
        await pipeline.advance(row.uuid, 'borrower:summary-acknowledged');
      }
      const fresh = await db
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', row.uuid)
        .executeTakeFirstOrThrow();
      return listFor(db, fresh, identity);
    },
  );
}
