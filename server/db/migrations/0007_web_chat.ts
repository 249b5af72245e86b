// Web chat: conversations (agent and chatbot), their messages and attachments, chatbot feedback, the nonces
// that tie a chat to a signed-in borrower, and operators' overrides of a department's opening hours.
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

export const webChat: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;

    await db.schema
      .createTable('chat_conversations')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      // AGENT or CHATBOT
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // twilio, stream or chatbot: the entry call that opened it
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      // WAITING, ACTIVE or ENDED
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('identity_uuid', 'varchar(36)')
      .addColumn('application_uuid', 'varchar(36)')
      .addColumn('friendly_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('email_address', 'varchar(128)')
      .addColumn('skill', 'varchar(32)', (c) => c.notNull())
      .addColumn('tag', 'varchar(64)')
      .addColumn('page_url', 'varchar(2048)')
      .addColumn('loan_number', 'varchar(32)')
      .addColumn('omni_proxy_channel_id', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('contact_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('target_agent_uuid', 'varchar(36)')
      .addColumn('agent_uuid', 'varchar(36)')
      .addColumn('agent_name', 'varchar(128)')
      .addColumn('next_seq', 'integer', (c) => c.notNull())
      .addColumn('last_seen_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('accepted_at', 'varchar(32)')
      .addColumn('ended_at', 'varchar(32)')
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_conversations_queue')
      .on('chat_conversations')
      .columns(['org_code', 'kind', 'state', 'created_at'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('conversation_uuid', 'varchar(36)', (c) =>
        c.notNull().references('chat_conversations.uuid').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      // The sender's own id for the message: a resend after a lost connection is recognised, not stored twice.
      .addColumn('client_id', 'varchar(64)')
      .addColumn('sender_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('sender_uuid', 'varchar(36)')
      .addColumn('sender_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      // JSON text: [{ uuid, filename, mime, size }]
      .addColumn('attachments', 'text', (c) => c.notNull())
      // Chatbot answers: the reply to this question, and whether the visitor asked for a person.
      .addColumn('response', 'text')
      .addColumn('handover', 'integer')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('chat_messages_seq', ['conversation_uuid', 'seq'])
      .addUniqueConstraint('chat_messages_client', ['conversation_uuid', 'sender_type', 'client_id'])
      .execute();

    await db.schema
      .createTable('chat_attachments')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('conversation_uuid', 'varchar(36)', (c) =>
        c.notNull().references('chat_conversations.uuid').onDelete('cascade'),
      )
      .addColumn('sender_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('filename', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(64)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', binary, (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('chat_attachments_conversation')
      .on('chat_attachments')
      .column('conversation_uuid')
      .execute();

    await db.schema
      .createTable('chat_feedback')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('conversation_uuid', 'varchar(36)', (c) =>
        c.notNull().references('chat_conversations.uuid').onDelete('cascade'),
      )
      .addColumn('question_uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('rating', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(64)')
      .addColumn('feedback_message', 'varchar(160)')
      .addColumn('response_to_customer', 'text')
      .addColumn('sender_email', 'varchar(128)')
      .addColumn('sender_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('identity_uuid', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    // The satisfaction survey offered after an agent chat: one answer per chat (its contact id).
    await db.schema
      .createTable('chat_survey_responses')
      .addColumn('contact_id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('conversation_uuid', 'varchar(36)', (c) =>
        c.notNull().references('chat_conversations.uuid').onDelete('cascade'),
      )
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('chat_nonces')
      .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_nonces_identity').on('chat_nonces').column('identity_uuid').execute();

    await db.schema
      .createTable('operating_hours_overrides')
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('department', 'varchar(16)', (c) => c.notNull())
      // 1 open, 0 closed, whatever the schedule says
      .addColumn('open', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(36)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('operating_hours_overrides_pk', ['org_code', 'department'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of [
      'operating_hours_overrides',
      'chat_nonces',
      'chat_survey_responses',
      'chat_feedback',
      'chat_attachments',
      'chat_messages',
      'chat_conversations',
    ]) {
      await db.schema.dropTable(t).execute();
    }
  },
};
