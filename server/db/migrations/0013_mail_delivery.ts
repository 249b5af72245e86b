// Mail that leaves (issue 24): the outbox is also the queue the SMTP sender works through when SMTP_URL is set
// (server/mail/). Each message records what it is (a co-owner's invitation or a notice to the borrower), when it
// was handed to the mail server, how many attempts failed and why the last one did, and who holds it while sending.
import type { Kysely, Migration } from 'kysely';

export const mailDelivery: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('outbox_messages')
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('INVITATION'))
      .execute();
    await db.schema.alterTable('outbox_messages').addColumn('sent_at', 'varchar(32)').execute();
    await db.schema
      .alterTable('outbox_messages')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('outbox_messages').addColumn('last_error', 'varchar(512)').execute();
    await db.schema.alterTable('outbox_messages').addColumn('claimed_until', 'varchar(32)').execute();
    await db.schema
      .createIndex('outbox_messages_unsent')
      .on('outbox_messages')
      .columns(['sent_at', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_messages_unsent').execute();
    for (const column of ['claimed_until', 'last_error', 'attempts', 'sent_at', 'kind']) {
      await db.schema.alterTable('outbox_messages').dropColumn(column).execute();
    }
  },
};
