// Hardening (issue 20): a short lease per application so that "check the stage, then write" runs one request at
// a time on every instance; server-side sessions so that logout revokes a token everywhere; and the wrapped data
// key of each document, whose bytes are now stored encrypted (server/security/documentCrypto.ts).
import type { Kysely, Migration } from 'kysely';

export const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('application_locks')
      .addColumn('application_uuid', 'varchar(36)', (c) => c.primaryKey())
      // Which request holds it (a random id), and when the lease lapses if its holder died.
      .addColumn('holder', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('auth_sessions')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      // The session's absolute end; each token also carries its own short `exp`.
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('auth_sessions_identity').on('auth_sessions').column('identity_uuid').execute();

    // An Idempotency-Key claim is renewed while its request runs, so a killed process's claim can be taken over.
    await db.schema.alterTable('idempotency_keys').addColumn('alive_at', 'varchar(32)').execute();

    // A signed-in borrower's chat belongs to the session that started it: it ends with that session.
    await db.schema.alterTable('chat_nonces').addColumn('session_uuid', 'varchar(36)').execute();
    await db.schema.alterTable('chat_conversations').addColumn('session_uuid', 'varchar(36)').execute();
    await db.schema.createIndex('chat_conversations_session').on('chat_conversations').column('session_uuid').execute();

    // Null for bytes stored before encryption (read as they are, and encrypted by the rotation job).
    await db.schema.alterTable('documents').addColumn('wrapped_key', 'text').execute();
    // Which master key wrapped it (a fingerprint, never the key): rotation re-wraps the others.
    await db.schema.alterTable('documents').addColumn('key_id', 'varchar(16)').execute();
    // Chat attachments likewise.
    await db.schema.alterTable('chat_attachments').addColumn('wrapped_key', 'text').execute();
    await db.schema.alterTable('chat_attachments').addColumn('key_id', 'varchar(16)').execute();
  },
};
