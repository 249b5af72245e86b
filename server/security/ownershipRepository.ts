// The reads behind who may see an application (server/security/ownership.ts, server/security/applicationLock.ts):
// the application's row and its accepted additional signers.
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';

/** The application's row, whatever its organisation; undefined when there is none. */
export async function findApplication(db: Db, uuid: string): Promise<ApplicationsTable | undefined> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** An additional signer who has accepted their invitation to this application (server/signers). */
export async function isAcceptedSigner(db: Db, identityUuid: string, application: ApplicationsTable): Promise<boolean> {
  const row = await db
    .selectFrom('heloc_signers')
    .select('uuid')
    .where('application_uuid', '=', application.uuid)
    .where('identity_uuid', '=', identityUuid)
    .where('accepted_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
