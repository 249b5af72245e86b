// Stage changes pushed to the borrower's page over socket.io (polling stays the fallback). The client
// connects with `auth: { token }` (the session JWT), emits `application:watch` `{ uuid }`, and receives
// `stage:changed` `{ applicationUuid, from, to, at }` for that application; a watch it may not make is
// answered with `application:error` `{ uuid, message }` (and the ack, when one is given).
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { isUuid } from '../../src/domain/guards';
import {
  PUSH_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type WatchAck,
} from '../../src/domain/socketEvents';
import { timeoutsOf, type ServerConfig } from '../config';
import type { Db } from '../db';
import type { Pipeline } from '../pipeline/engine';
import type { RedisClients } from '../operations/redis';
import { checkSessionToken } from '../security/auth';
import { endSocketsWithSessions, joinSession } from './sessionSockets';
import { isApplicationMember } from '../security/ownership';
import { findApplication } from '../applications/repository';

export const PUSH_PATH = '/account/heloc/socket.io';
export const WATCH_REFUSED = 'Not found';

interface SocketIdentity {
  identityUuid: string;
  org: string;
  sid: string;
}

export type { WatchAck };
/** The platform's socket server, typed with the shared contract (src/domain/socketEvents.ts). */
export type PushIo = Server<ClientToServerEvents, ServerToClientEvents>;

const room = (applicationUuid: string) => `application:${applicationUuid}`;

/** The membership check of the REST routes: the same 404 answer for unknown and foreign uuids. */
async function mayWatch(db: Db, who: SocketIdentity, uuid: unknown): Promise<string | null> {
  if (!isUuid(uuid)) return null;
  const id = String(uuid).toLowerCase();
  const row = await findApplication(db, id);
  if (!row || row.org_code !== who.org) return null;
  return (await isApplicationMember(db, who.identityUuid, row)) ? id : null;
}

export interface PushDeps {
  db: Db;
  config: ServerConfig;
  pipeline: Pipeline;
  redis?: RedisClients | null;
}

export interface PushServer {
  io: PushIo;
  close(): void;
}

/** Another concern on the same socket server (e.g. the web chat's namespace); returns how to detach it. */
export type PushExtension = (io: PushIo) => () => void;

export function createPushServer(app: FastifyInstance, deps: PushDeps, extensions: PushExtension[] = []): PushServer {
  const { db, config, pipeline, redis } = deps;
  const timeouts = timeoutsOf(config);
  const io: PushIo = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: PUSH_PATH,
    serveClient: false,
    // A client that connects and never joins, or stops answering the heartbeat, is dropped.
    connectTimeout: timeouts.socketConnectMs,
    pingInterval: 25_000,
    pingTimeout: timeouts.socketPingTimeoutMs,
    // Events are small (a watch, a chat line); a chat file goes over HTTP.
    maxHttpBufferSize: 64 * 1024,
    // Several instances: rooms span them all through Redis, so an emit on one reaches sockets on every other.
    ...(redis ? { adapter: createAdapter(redis.command, redis.subscriber, { key: `${redis.prefix}socket.io` }) } : {}),
  });

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('unauthenticated'));
      return;
    }
    // The session token and its live session, as for the REST routes (a revoked token cannot connect).
    checkSessionToken(config, db, token.replace(/^Bearer\s+/i, ''))
      .then((result) => {
        if (!result.ok) return next(new Error('unauthenticated'));
        (socket.data as SocketIdentity).identityUuid = result.identityUuid;
        (socket.data as SocketIdentity).org = result.org;
        (socket.data as SocketIdentity).sid = result.sid;
        return next();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'socket authentication failed');
        next(new Error('unauthenticated'));
      });
  });

  // Logout (here or on another instance) and the session's end close its sockets.
  const stopSessions = endSocketsWithSessions(io.of('/'), db, (err) => app.log.error({ err }, 'session sweep failed'));

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    joinSession(socket, (socket.data as SocketIdentity).sid);
    socket.on(PUSH_EVENTS.watch, (payload: unknown, ack?: WatchAck) => {
      const uuid = (payload as { uuid?: unknown } | null)?.uuid;
      mayWatch(db, socket.data as SocketIdentity, uuid)
        .then(async (id) => {
          if (!id) {
            socket.emit(PUSH_EVENTS.watchError, {
              uuid: typeof uuid === 'string' ? uuid : null,
              message: WATCH_REFUSED,
            });
            if (typeof ack === 'function') ack({ ok: false, message: WATCH_REFUSED });
            return;
          }
          await socket.join(room(id));
          if (typeof ack === 'function') ack({ ok: true });
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'application watch failed');
          if (typeof ack === 'function') ack({ ok: false, message: 'Something unexpected happened' });
        });
    });
    socket.on(PUSH_EVENTS.unwatch, (payload: unknown) => {
      const uuid = (payload as { uuid?: unknown } | null)?.uuid;
      if (isUuid(uuid)) void socket.leave(room(String(uuid).toLowerCase()));
    });
  });

  const stopListening = pipeline.onStageChange((change) => {
    io.to(room(change.applicationUuid)).emit(PUSH_EVENTS.stageChanged, {
      applicationUuid: change.applicationUuid,
      from: change.from,
      to: change.to,
      at: change.at,
    });
  });

  const detach = extensions.map((extend) => extend(io));

  return {
    io,
    close() {
      for (const d of detach) d();
      stopListening();
      stopSessions();
      io.disconnectSockets(true);
      // Fastify closes the HTTP server itself; only socket.io's own engine is closed here.
      io.engine.close();
    },
  };
}

/** Attaches socket.io once the app listens (app.inject-only tests never open a socket server). */
export function registerPush(app: FastifyInstance, deps: PushDeps, extensions: PushExtension[] = []): void {
  let push: PushServer | null = null;
  app.addHook('onListen', async () => {
    push ??= createPushServer(app, deps, extensions);
  });
  // Hooks cannot be added once the app listens, so the close hook is registered up front.
  app.addHook('preClose', async () => {
    push?.close();
  });
}
