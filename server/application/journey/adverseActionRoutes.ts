// GET /{uuid}/adverse-action: the adverse action notice of a declined application (ECOA / Regulation B, FCRA
// section 615), built from the decision the stage history records, the lending organisation and, when the decision
// used a consumer report, that report (server/documents/decisionNoticesService.ts). The same notice is a PDF among the
// application's documents (ADVERSE_ACTION_NOTICE) and is mailed to the borrower when the decline happens.
// Registered from journeyRoutes.
import type { FastifyInstance, FastifySchema, preHandlerAsyncHookHandler } from 'fastify';
import { JOURNEY, type AnswerOf } from '../../../src/domain/contracts';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../http';
import type { MailSender } from '../../mail';
import { describe } from '../../openapi';
import { findOrganisation } from '../../organisations';
import type { Pipeline } from '../../pipeline/engine';
import { requireApplicationMember } from '../../security/ownership';
import { memberApplication } from '../closing/common';
import {
  loadAdverseActionNotice,
  queueAdverseActionMail,
  queueMissedAdverseActionMail,
} from '../../documents/decisionNoticesService';

const PATH = '/service-application/api/v1/application/heloc/:uuid/adverse-action';

export const NO_DECISION = 'No decision to explain';

export interface AdverseActionRouteOptions {
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
  /** With a pipeline, every decline is mailed to the borrower as it happens (the outbox, server/mail). */
  pipeline?: Pipeline;
  mail?: MailSender | null;
  config?: ServerConfig;
}

const schema = describe(
  'Journey',
  {
    summary: 'The adverse action notice of a declined application (ECOA and FCRA 615)',
    params: {
      type: 'object',
      properties: { uuid: { type: 'string', description: 'the application uuid' } },
    },
  } as FastifySchema,
  { secure: true, errors: [401, 404], contract: JOURNEY.adverseAction },
);

export default async function adverseActionRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline, mail, config }: AdverseActionRouteOptions,
): Promise<void> {
  const member = { preValidation: [authenticate, requireApplicationMember(db)] };

  // Where the mail's link points: the organisation's site in production, else PUBLIC_URL (or the local server).
  const linkOrigin = (orgCode: string): string =>
    config?.env === 'production'
      ? (findOrganisation(orgCode)?.baseUrl ?? '')
      : (config?.publicUrl ?? `http://${config?.host ?? '127.0.0.1'}:${config?.port ?? 0}`);

  app.get(PATH, { ...member, schema }, async (request): Promise<AnswerOf<typeof JOURNEY.adverseAction>> => {
    const row = memberApplication(request);
    const notice = await loadAdverseActionNotice(db, row);
    if (!notice) throw new HttpError(404, NO_DECISION);
    // Catch-up: a decline whose mail a stopped process never queued is queued when its screen is read (once only).
    if (pipeline && (await queueAdverseActionMail(db, row.uuid, linkOrigin))) mail?.kick();
    return notice;
  });

  if (!pipeline) return;
  // Reg B §1002.9(a)(1): the notice goes to the applicant within 30 days; it is queued the moment the decline is.
  const pending = new Set<Promise<unknown>>();
  const unsubscribe = pipeline.onStageChange((change) => {
    if (change.to !== 'DECLINED') return;
    const work = queueAdverseActionMail(db, change.applicationUuid, linkOrigin)
      .then((queued) => {
        if (queued) mail?.kick();
      })
      .catch((err: unknown) =>
        app.log.error({ err, applicationUuid: change.applicationUuid }, 'adverse action mail failed'),
      )
      .finally(() => pending.delete(work));
    pending.add(work);
  });
  // A decline saved by a process that stopped before queueing its notice is queued at the next start.
  app.addHook('onReady', () => {
    const sweep = queueMissedAdverseActionMail(db, linkOrigin)
      .then((queued) => {
        if (queued.length > 0) {
          app.log.info({ applications: queued.length }, 'queued adverse action notices a stopped process missed');
          mail?.kick();
        }
      })
      .catch((err: unknown) => app.log.error({ err }, 'adverse action sweep failed'))
      .finally(() => pending.delete(sweep));
    pending.add(sweep);
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    await Promise.all(pending);
  });
}
