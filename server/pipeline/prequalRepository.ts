// The `prequal_records` row of an application (Kysely only): its JSON document, read and saved. What the document
// holds, and the read-modify-write around it, are in ./prequalRecord.ts.
import type { Db } from '../db';

/** The application's pre-qualification document as stored (JSON), or undefined when there is none yet. */
export async function selectPrequalDetail(db: Db, applicationUuid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('prequal_records')
    .select('detail')
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row?.detail;
}

/** Saves the document: the existing row is updated, or the first one inserted. */
export async function savePrequalDetail(trx: Db, applicationUuid: string, detail: string, at: string): Promise<void> {
  const updated = await trx
    .updateTable('prequal_records')
    .set({ detail, updated_at: at })
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('prequal_records')
      .values({ application_uuid: applicationUuid, detail, updated_at: at })
      .execute();
  }
}
