// E-SIGN §101(c) for co-owners (issue 23): the version of the hardware/software requirements a co-owner consented
// under, and when; a newer version asks them to consent again. (The borrower's consent is kept with the
// application's consents.) Rows accepted before this migration read as version 1, the requirements of that time.
import type { Kysely, Migration } from 'kysely';

export const esignConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('heloc_signers').addColumn('esign_version', 'integer').execute();
    await db.schema.alterTable('heloc_signers').addColumn('esign_consented_at', 'varchar(32)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('heloc_signers').dropColumn('esign_consented_at').execute();
    await db.schema.alterTable('heloc_signers').dropColumn('esign_version').execute();
  },
};
