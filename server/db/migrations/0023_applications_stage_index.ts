// The sweeps look applications up by stage: the stage-change notices' catch-up every minute (the stages a borrower
// must act on) and the decline letters' at start (DECLINED). Without an index each is a scan of every application.
import type { Kysely, Migration } from 'kysely';

export const applicationsStageIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('applications_stage').on('applications').column('stage').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('applications_stage').execute();
  },
};
