// The application services' own writes beyond the application record (server/applications): what the journey's
// steps save on the borrower's identity, the optimizely profile, and the disbursement accounts.
import type { Updateable } from 'kysely';
import { nowIso, type Db } from '../db';
import type { BankAccountsTable, IdentitiesTable } from '../db/schema';

export async function optimizelyProfileOf(db: Db, identityUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('identities')
    .select('optimizely_profile_uuid')
    .where('uuid', '=', identityUuid)
    .executeTakeFirst();
  return row?.optimizely_profile_uuid ?? null;
}

export async function setOptimizelyProfile(db: Db, identityUuid: string, profileUuid: string): Promise<void> {
  await db
    .updateTable('identities')
    .set({ optimizely_profile_uuid: profileUuid, updated_at: nowIso() })
    .where('uuid', '=', identityUuid)
    .execute();
}

/** start/profile: the borrower's legal name and date of birth. */
export async function saveBorrowerName(
  trx: Db,
  borrowerUuid: string,
  name: Pick<Updateable<IdentitiesTable>, 'first_name' | 'middle_name' | 'last_name' | 'suffix' | 'dob' | 'updated_at'>,
): Promise<void> {
  await trx.updateTable('identities').set(name).where('uuid', '=', borrowerUuid).execute();
}

export async function saveBorrowerSsn(db: Db, borrowerUuid: string, ssnEncrypted: string): Promise<void> {
  await db
    .updateTable('identities')
    .set({ ssn_encrypted: ssnEncrypted, updated_at: nowIso() })
    .where('uuid', '=', borrowerUuid)
    .execute();
}

/** What the contact step needs to know is on file: a sealed SSN and the borrower's email. */
export async function borrowerContactOnFile(
  db: Db,
  borrowerUuid: string,
): Promise<{ ssn_encrypted: string | null; email: string }> {
  return db
    .selectFrom('identities')
    .select(['ssn_encrypted', 'email'])
    .where('uuid', '=', borrowerUuid)
    .executeTakeFirstOrThrow();
}

export async function saveBorrowerContact(
  db: Db,
  borrowerUuid: string,
  contact: Pick<Updateable<IdentitiesTable>, 'phone' | 'ssn_encrypted' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('identities').set(contact).where('uuid', '=', borrowerUuid).execute();
}

/** A disbursement account the borrower linked or typed (its number sealed, server/security/crypto.ts). */
export async function insertBankAccount(db: Db, account: BankAccountsTable): Promise<void> {
  await db.insertInto('bank_accounts').values(account).execute();
}
