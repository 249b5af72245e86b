// The application's co-owners on title (heloc_signers), in the order the borrower named them: the part of the
// application record the pipeline, the documents and the co-owners' own services all read.
import type { Db } from '../db';
import type { HelocSignersTable } from '../db/schema';

/** The co-owners of an application, in the order they were named. */
export async function signersOf(db: Db, applicationUuid: string): Promise<HelocSignersTable[]> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('position', 'asc')
    .orderBy('uuid', 'asc')
    .execute();
}
