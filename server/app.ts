// The lender server: builds the Fastify app without listening (tests use app.inject).
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { databaseLimitsOf, retentionOf, timeoutsOf, type ServerConfig } from './config';
import { createDb, isDatabaseUnavailable, migrateToLatest } from './db';
import { healthRoutes } from './operations/health';
import { purgeTask } from './operations/purge';
import { createRedisClients, type RedisClients } from './operations/redis';
import { errorBody, HttpError, StepNotOpen } from './http';
import { registerOrgResolution } from './http/orgResolution';
import { applicationRoutes } from './application/routes';
import { journeyRoutes } from './application/journey/routes';
import { closingRoutes } from './application/closing/routes';
import type { RouteDeps } from './deps';
import { documentRoutes } from './documents/routes';
import { esignRoutes } from './documents/esignRoutes';
import { identityRoutes } from './identity/routes';
import { pageRoutes } from './pages/routes';
import { registerCompression } from './static';
import { createPipeline } from './pipeline/engine';
import { createJobQueue } from './pipeline/jobs';
import { pipelineOperatorRoutes } from './pipeline/operatorRoutes';
import { registerPush } from './push';
import { STAGE_HANDLERS } from './pipeline/stages';
import { createSandboxClock } from './sandbox/clock';
import { createSandboxVendors } from './sandbox';
import { sandboxPageRoutes } from './sandbox/pages';
import { ftRoutes } from './telemetry/routes';
import { documentedScope, registerOpenApi } from './openapi';
import { coDeedRoutes } from './application/coDeedRoutes';
import { signerRoutes } from './signers/routes';
import { sandboxOutboxRoutes } from './signers/outboxRoutes';
import { createMailSender } from './mail';
import { stateLicenseRoutes } from './application/stateLicensesRoutes';
import { fullStoryRoutes } from './application/fullStoryRoutes';
import { krangRoutes } from './krang/routes';
import { conditionRoutes } from './conditions/routes';
import { hoursRoutes } from './hours/routes';
import { optimizeRoutes } from './optimize/routes';
import { profileRoutes } from './profile/routes';
import { identityBrokerRoutes } from './identityBroker/routes';
import { walletRoutes } from './wallet/routes';
import { leadPortalRoutes } from './leadPortal/routes';
import { makeAuthenticate } from './security/auth';
import { agentChatRoutes } from './chat/agentRoutes';
import { createChatHub } from './chat/hub';
import { createChatProviders, providerConversationOf } from './chat/providers';
import { chatProviderWebhooks } from './chat/providers/webhookRoutes';
import { PROVIDER_CLIENT_PREFIX, webhookSecrets } from './chat/providers/webhooks';
import { chatRoutes } from './chat/routes';
import { chatSurveyRoutes } from './chat/surveyRoutes';
import { registerJsonShapeLimits } from './http/bodyShape';
import { clearStaleLeases } from './security/applicationLockRepository';
import { answerOfAppliedStep, REPLAYED_HEADER } from './security/idempotency';
import { releaseDeadClaims } from './security/idempotencyRepository';
import { registerDocumentKeys } from './security/documentCrypto';
import { registerSecurityHeaders } from './security/headers';
import { registerOriginCheck } from './security/origin';
import './types';

export const BODY_LIMIT = 1024 * 1024;
const UNEXPECTED = 'Something unexpected happened';

/** Never log credentials or PII: tokens, cookies, passwords, SSNs, account numbers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-chat-token"]',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'ssn',
  'accountNumber',
  '*.password',
  '*.ssn',
  '*.accountNumber',
  'body.password',
  'body.ssn',
  'body.accountNumber',
  // Web chat: a conversation's token and the borrower's nonce.
  'body.token',
  'body.nonce',
];

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const logger = config.logger ?? config.env !== 'test';
  const timeouts = timeoutsOf(config);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // No client may hold the server: the request (a slow body) is cut with a 408, idle connections close.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // Behind a load balancer: the client's address (rate limits, logs) and protocol from X-Forwarded-*.
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy as boolean | string } : {}),
    logger: logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          redact: { paths: REDACT_PATHS, censor: '[redacted]' },
          ...(config.logStream ? { stream: config.logStream } : {}),
        }
      : false,
  });

  const limits = databaseLimitsOf(config);
  const { db, dialect } = createDb(config.databaseUrl, config.databaseSchema, {
    limits,
    // A pooled connection dropped while idle: logged; the pool makes a new one when it is next needed.
    onPoolError: (err) => app.log.warn({ err }, 'PostgreSQL pooled connection lost; it will be replaced'),
  });
  try {
    await migrateToLatest(db, dialect === 'postgres' ? config.databaseSchema : undefined);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const redis: RedisClients | null = config.redisUrl
    ? createRedisClients(config.redisUrl, config.redisPrefix ?? 'heloc:', app.log)
    : null;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.decorate('db', db);
  // SQLite is served by one process: any application lease or unanswered Idempotency-Key claim left in the
  // file is a dead process's.
  if (dialect === 'sqlite') {
    await clearStaleLeases(db);
    await releaseDeadClaims(db);
  }
  registerDocumentKeys(db, { current: config.encryptionKey, previous: config.previousEncryptionKeys ?? [] });
  app.decorate('dbDialect', dialect);
  app.decorate('config', config);
  app.decorateRequest('identityUuid', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('application', null);
  app.decorateRequest('signer', null);
  app.addHook('onClose', async () => {
    await db.destroy();
    await redis?.close();
  });

  // Before any route: compression hooks are attached to the routes registered after it.
  await registerCompression(app);
  // Before any route: the OpenAPI document and the route catalogue collect routes as they are added.
  await registerOpenApi(app, config);

  registerJsonShapeLimits(app);
  registerSecurityHeaders(app);
  registerOriginCheck(app);
  registerOrgResolution(app, config);

  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof StepNotOpen) {
      // The retry of a submission whose first attempt saved the step and died before answering: its answer.
      const applied = await answerOfAppliedStep(request);
      if (applied) return reply.code(200).header(REPLAYED_HEADER, 'true').send(applied.answer);
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send(errorBody(error.errors));
    // The database is down or did not answer in time: a clear answer the client may retry, never a hang or 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(limits.retryAfterSeconds))
        .send(errorBody(['The service is briefly unavailable: try again in a few seconds']));
    }
    const status = error.statusCode ?? 500;
    // Fastify's own client errors (malformed JSON, body too large, bad content type) keep their status.
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody([error.message]));
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody([UNEXPECTED]));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(['Not found'])));

  await app.register(rateLimit, {
    global: false,
    // Several instances count together in Redis; if Redis is away, requests are let through rather than refused.
    ...(redis ? { redis: redis.command, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(429, `Too many attempts: try again in ${context.after}`),
  });

  // The routes that place vendor orders share the pipeline's vendors and sandbox clock.
  const vendors = createSandboxVendors();
  const clock = createSandboxClock(config.sandbox.businessDayMs, { latencyMs: config.sandbox.latencyMs });
  const jobs = createJobQueue({ db, dialect, config, log: app.log });
  // Housekeeping on the same engine: expired Idempotency-Keys and old sandbox mail (server/operations/purge.ts).
  jobs.every(purgeTask(db, retentionOf(config), app.log));
  const pipeline = createPipeline({
    db,
    config,
    vendors,
    clock,
    handlers: STAGE_HANDLERS,
    jobs,
    log: app.log,
  });
  // Jobs run once every route is there; a previous process's jobs resume.
  app.addHook('onReady', async () => {
    await pipeline.start();
  });
  // The runs in progress finish before the database closes; waiting jobs stay for the next start.
  app.addHook('preClose', async () => {
    await pipeline.close();
  });
  app.decorate('pipeline', pipeline);
  // Web chat: its own namespace on the same socket server (server/chat/hub.ts).
  // NICE CXone and TalkJS (server/chat/providers): every message of a conversation that lives there is posted there.
  const chatProviders = createChatProviders();
  app.decorate('chatProviders', chatProviders);
  const chatHub = createChatHub({
    db,
    config,
    log: app.log,
    onMessageAdded(conversation, message) {
      const provider = conversation.provider;
      if (provider !== 'nice' && provider !== 'talkjs') return;
      // What the provider itself sent (its webhooks) is not posted back to it.
      if (message.clientId?.startsWith(PROVIDER_CLIENT_PREFIX)) return;
      chatProviders.connectors[provider]
        .post(providerConversationOf(conversation), {
          uuid: message.id,
          senderType: message.senderType,
          senderName: message.senderName,
          body: message.body,
          createdAt: message.createdAt,
        })
        .catch((err: unknown) => app.log.error({ err, conversation: conversation.uuid }, 'chat provider post failed'));
    },
  });

  registerPush(app, { db, config, pipeline, redis }, [(io) => chatHub.attach(io)]);
  healthRoutes(app, { db, redis, isClosing: () => closing });

  // Mail that leaves (SMTP_URL): the outbox's messages are sent after the commit that wrote them.
  const mail = config.mail ? createMailSender(db, config.mail, app.log) : null;
  if (mail) {
    app.addHook('onReady', async () => mail.kick());
    app.addHook('preClose', async () => {
      await mail.close();
    });
  }
  app.decorate('mail', mail);

  const deps: RouteDeps = { config, db, authenticate: makeAuthenticate(config, db), pipeline, mail };
  await app.register(async (api) => {
    // An x-org header naming no organisation is a caller error on API routes (pages fall back to the main one).
    api.addHook('onRequest', (request, _reply, done) => {
      done(request.orgError ? new HttpError(400, request.orgError) : undefined);
    });
    await documentedScope(api, { checkAnswers: config.env === 'test' }, async (scope) => {
      await identityRoutes(scope, deps);
      await applicationRoutes(scope, deps);
      await journeyRoutes(scope, deps);
      await ftRoutes(scope, deps);
      await coDeedRoutes(scope, deps);
      await stateLicenseRoutes(scope, deps);
      await fullStoryRoutes(scope, deps);
      await krangRoutes(scope, deps);
      await conditionRoutes(scope, deps);
      await closingRoutes(scope, deps, { vendors, clock });
      await signerRoutes(scope, deps, { vendors, clock });
      await hoursRoutes(scope, deps, { now: config.now });
      await optimizeRoutes(scope, deps);
      await profileRoutes(scope, deps);
      await identityBrokerRoutes(scope, { ...deps, hub: chatHub });
      await walletRoutes(scope, deps);
      await leadPortalRoutes(scope, deps);
      await documentRoutes(scope, deps, { clock });
      await esignRoutes(scope, deps);
      await chatRoutes(scope, { ...deps, hub: chatHub, providers: chatProviders });
      await agentChatRoutes(scope, { ...deps, hub: chatHub });
      await pipelineOperatorRoutes(scope, deps);
    });
  });
  // NICE CXone and TalkJS webhooks: their own scope, which keeps the raw body the signature covers.
  await app.register(async (scope) =>
    chatProviderWebhooks(scope, { db, hub: chatHub, config, secrets: webhookSecrets(config) }),
  );
  await app.register(pageRoutes, { config });
  await app.register(sandboxPageRoutes);
  // The sandbox's mail (invitations to co-owners): never in production.
  if (config.env !== 'production') await app.register(async (scope) => sandboxOutboxRoutes(scope, { db }));
  await app.register(async (scope) => chatSurveyRoutes(scope, { db }));

  return app;
}
