// The `documents` table (server/uploads/index.ts): an uploaded file's row, its bytes sealed at rest.
import type { Db } from '../db';
import type { DocumentsTable } from '../db/schema';

/** Inserts the document's row (in the caller's transaction `trx`). */
export async function insertDocument(trx: Db, document: DocumentsTable): Promise<void> {
  await trx.insertInto('documents').values(document).execute();
}

/** The document of that application, with its sealed bytes and keys; undefined when there is none. */
export async function findDocument(
  db: Db,
  applicationUuid: string,
  documentUuid: string,
): Promise<
  Pick<DocumentsTable, 'uuid' | 'filename' | 'mime' | 'content' | 'wrapped_key' | 'key_id' | 'uploaded_by'> | undefined
> {
  return db
    .selectFrom('documents')
    .select(['uuid', 'filename', 'mime', 'content', 'wrapped_key', 'key_id', 'uploaded_by'])
    .where('uuid', '=', documentUuid)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
}
