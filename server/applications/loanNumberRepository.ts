// The application's loan number: one per application, never one number for two (the table's unique keys).
import type { Db } from '../db';

/** The loan number assigned to the application, if any. */
export async function findLoanNumber(db: Db, applicationUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('loan_numbers')
    .select('loan_number')
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row?.loan_number ?? null;
}

/**
 * Records a loan number for the application unless either key is taken: the application got its number meanwhile,
 * or the number is another application's. The caller reads back which.
 */
export async function insertLoanNumberUnlessTaken(
  db: Db,
  input: { loanNumber: string; applicationUuid: string; assignedAt: string },
): Promise<void> {
  await db
    .insertInto('loan_numbers')
    .values({ loan_number: input.loanNumber, application_uuid: input.applicationUuid, assigned_at: input.assignedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
