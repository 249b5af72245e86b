// What every service's routes receive from buildApp.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db';
import type { MailSender } from './mail';
import type { Pipeline } from './pipeline/engine';
import type { Vendors } from './pipeline/vendors';
import type { SandboxClock } from './sandbox/clock';

export interface RouteDeps {
  config: ServerConfig;
  db: Db;
  authenticate: preHandlerAsyncHookHandler;
  /** Moves applications through the server stages; routes call `advance` after saving a submission. */
  pipeline: Pipeline;
  /** SMTP_URL set: kick it after writing to the outbox so the message leaves at once (null: sandbox outbox only). */
  mail?: MailSender | null;
}

/** The vendors and the sandbox clock the pipeline uses, shared with the routes that place vendor orders. */
export interface ClosingServices {
  vendors: Vendors;
  clock: SandboxClock;
}
