// Additional signers (co-owners on title who sign the deed): their invitations, identity checks and eNotary
// sessions; the sandbox outbox that stands in for mail; and a condition's co-owner when it is asked of one.
import type { Kysely, Migration } from 'kysely';

export const signers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('heloc_signers')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('email', 'varchar(128)', (c) => c.notNull())
      // The order the borrower named them in (several are named in the same millisecond).
      .addColumn('position', 'integer', (c) => c.notNull())
      // Null until the co-owner accepts the invitation and chooses a password.
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.references('identities.uuid').onDelete('set null'))
      // SHA-256 (hex) of the invitation token: the token itself is only ever in the invitation's link.
      .addColumn('invitation_token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('invited_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_sent_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('send_count', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', 'varchar(32)')
      // NOT_SUBMITTED, PENDING, VERIFIED or FAILED_VERIFICATION
      .addColumn('identity_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('id_type', 'varchar(64)')
      .addColumn('id_document_uuid', 'varchar(36)')
      // The verifier's answer (VERIFIED or FAILED_VERIFICATION), applied once id_ready_at has passed.
      .addColumn('id_result', 'varchar(32)')
      .addColumn('id_reason', 'text')
      .addColumn('id_ready_at', 'varchar(32)')
      // JSON text: the eNotary session (id, questions, answer key, attempts, status, location).
      .addColumn('enotary', 'text')
      .addColumn('deed_signed_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('heloc_signers_application').on('heloc_signers').column('application_uuid').execute();
    await db.schema.createIndex('heloc_signers_identity').on('heloc_signers').column('identity_uuid').execute();

    await db.schema
      .createTable('outbox_messages')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('to_email', 'varchar(128)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('action_url', 'varchar(2048)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_messages_created').on('outbox_messages').column('created_at').execute();

    await db.schema.alterTable('conditions').addColumn('signer_uuid', 'varchar(36)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('conditions').dropColumn('signer_uuid').execute();
    await db.schema.dropTable('outbox_messages').execute();
    await db.schema.dropTable('heloc_signers').execute();
  },
};
