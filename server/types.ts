// Request decorations shared by every route.
import type { Organisation } from './organisations';
import type { ApplicationsTable, HelocSignersTable } from './db/schema';
import type { Db, Dialect } from './db';
import type { ServerConfig } from './config';
import type { MailSender } from './mail';
import type { ChatProviders } from './chat/providers';
import type { Pipeline } from './pipeline/engine';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: Dialect;
    config: ServerConfig;
    pipeline: Pipeline;
    /** The SMTP sender when SMTP_URL is set (server/mail), else null. */
    mail: MailSender | null;
    /** NICE CXone and TalkJS: the connectors and, for the sandbox, the requests they made. */
    chatProviders: ChatProviders;
  }
  interface FastifyRequest {
    cspNonce: string;
    org: Organisation;
    /** Set when the x-org header names no organisation; API routes answer 400 for it. */
    orgError: string | null;
    /** The signed-in identity, set by `authenticate`. */
    identityUuid: string;
    /** The signed-in session (auth_sessions.uuid), set by `authenticate`. */
    sessionId: string;
    /** Set by `requireApplicationMember`. */
    application: ApplicationsTable | null;
    /** The signed-in co-owner's record, set by the additional-signer routes' hook (server/signers/routes.ts). */
    signer: HelocSignersTable | null;
  }
}

export {};
