// The shared app's wallet service: who is signed in, their accounts and notifications (docs/API.md "Wallet").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { WALLET, type AnswerOf } from '../../src/domain/contracts';
import { isUuid } from '../../src/domain/guards';
import { findOrganisation } from '../organisations';
import { accountAccess, accountsOf, markNotification, ownNotification } from './service';
import { notifyStageChange, stageNoticeTask, sweepStageNotices } from './stageNoticesService';

const BASE = '/service-wallet/secure/api/v4';

export async function walletRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline, config, mail }: RouteDeps,
): Promise<void> {
  // Where a notice's link points: the organisation's site in production, else PUBLIC_URL (or the local server).
  const linkOrigin = (orgCode: string): string =>
    config.env === 'production'
      ? (findOrganisation(orgCode)?.baseUrl ?? '')
      : (config.publicUrl ?? `http://${config.host}:${config.port}`);

  // The wallet client sends the raw token (no "Bearer"); accept both forms.
  async function walletAuthenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.trim() !== '' && !/^Bearer\s/i.test(header.trim())) {
      request.headers.authorization = `Bearer ${header.trim()}`;
    }
    await authenticate.call(app, request, reply);
  }

  const notificationOf = (request: FastifyRequest) => {
    const { uuid } = request.params as { uuid: string };
    if (!isUuid(uuid)) throw notFound();
    return ownNotification(db, request.identityUuid, uuid);
  };
  const notifications = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof ownNotification>>>();
  async function ownedNotification(request: FastifyRequest): Promise<void> {
    notifications.set(request, await notificationOf(request));
  }

  // Stage changes the borrower must act on become notifications, once each (./stageNoticesService.ts): at once by
  // this listener; a change whose notice it never wrote (the process died, the write failed) by the sweep, at
  // start and on the job engine's schedule. preClose waits for the ones in flight.
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const written = () => mail?.kick();
  const unsubscribe = pipeline.onStageChange((change) => {
    track(
      notifyStageChange(db, change, linkOrigin)
        .then((notice) => notice && written())
        .catch((err: unknown) =>
          app.log.error({ err, applicationUuid: change.applicationUuid }, 'notification failed'),
        ),
    );
  });
  pipeline.every(stageNoticeTask(db, linkOrigin, app.log, written));
  app.addHook('onReady', () => {
    track(
      sweepStageNotices(db, linkOrigin, app.log, written).catch((err: unknown) =>
        app.log.error({ err }, 'stage notice sweep failed'),
      ),
    );
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    await Promise.all(pending);
  });

  app.get(
    `${BASE}/account/access`,
    {
      preValidation: walletAuthenticate,
      schema: describe(
        'Wallet',
        {
          querystring: { type: 'object', properties: { principal: { type: 'string' } } },
        },
        { secure: true, errors: [401, 404], contract: WALLET.access },
      ),
    },
    async (request): Promise<AnswerOf<typeof WALLET.access>> => {
      const { principal } = request.query as { principal?: unknown };
      return accountAccess(db, request.identityUuid, principal);
    },
  );

  app.get(
    `${BASE}/account`,
    {
      preValidation: walletAuthenticate,
      schema: describe('Wallet', {}, { secure: true, errors: [401], contract: WALLET.accounts }),
    },
    async (request): Promise<AnswerOf<typeof WALLET.accounts>> => accountsOf(db, request.identityUuid),
  );

  app.patch(
    `${BASE}/notifications/:uuid`,
    {
      // Someone else's notification is answered like an unknown one (404), before the body is looked at.
      preValidation: [walletAuthenticate, ownedNotification],
      schema: describe(
        'Wallet',
        {
          params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
        },
        { secure: true, errors: [400, 401, 404], contract: WALLET.notificationStatus },
      ),
    },
    async (request): Promise<AnswerOf<typeof WALLET.notificationStatus>> => {
      const row = notifications.get(request) ?? (await notificationOf(request));
      const { status } = bodyOf(request, WALLET.notificationStatus);
      return markNotification(db, row, status);
    },
  );
}
