// Lead portal queries: seeding the loan originators and reading one.
import type { Db } from '../db';
import type { LoanOriginatorsTable } from '../db/schema';

/** Inserts the originators the table lacks; existing rows are kept. */
export async function seedLoanOriginators(db: Db, rows: LoanOriginatorsTable[]): Promise<void> {
  await db
    .insertInto('loan_originators')
    .values(rows)
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}

/** The originator `uuid` (lower case), of the organisation when one is given. */
export function findLoanOriginator(
  db: Db,
  uuid: string,
  organizationCode: string | null,
): Promise<LoanOriginatorsTable | undefined> {
  let query = db.selectFrom('loan_originators').selectAll().where('uuid', '=', uuid);
  if (organizationCode) query = query.where('org_code', '=', organizationCode);
  return query.executeTakeFirst();
}
