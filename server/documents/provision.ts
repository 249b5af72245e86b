// Giving the application disclosures (Regulation Z §1026.40(b)): the early disclosure and the brochure, and a Texas
// home's §50(g) notice, are given with the application (start/profile), before the soft pull can decline it and
// before any fee. The moment is recorded once on the application (the documents print it as their date, so a copy
// opened later reads as the one given); the borrower's confirmation of receipt is kept as their acknowledgement.
import { randomUUID } from 'node:crypto';
import { isTexasHomeEquity } from '../../src/domain/texas';
import { applicationDisclosureTypes } from '../../src/domain/validation/disclosures';
import { updateStoredFields } from '../application/model';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { clockOffsetOf } from '../pipeline/clock';

/** Whether the home is in Texas, read from the property on file. */
export async function texasHome(db: Db, row: Pick<ApplicationsTable, 'property_uuid'>): Promise<boolean> {
  if (!row.property_uuid) return false;
  const property = await db
    .selectFrom('addresses')
    .select('state')
    .where('uuid', '=', row.property_uuid)
    .executeTakeFirst();
  return isTexasHomeEquity(property ?? null);
}

export async function provideApplicationDisclosures(
  db: Db,
  applicationUuid: string,
  { identityUuid, acknowledged }: { identityUuid: string; acknowledged: boolean },
): Promise<void> {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', applicationUuid)
    .executeTakeFirstOrThrow();
  const texas = await texasHome(db, row);
  // On the application's own clock, as the pipeline's dates are (the Texas wait counts from the notice).
  const at = new Date(Date.now() + clockOffsetOf(row)).toISOString();
  await updateStoredFields(db, applicationUuid, (data) => ({
    ...data,
    status: {
      ...data.status,
      applicationDisclosuresProvidedAt: data.status.applicationDisclosuresProvidedAt ?? at,
      ...(texas && !data.status.texasNoticeProvidedAt ? { texasNoticeProvidedAt: at } : {}),
    },
  }));
  if (!acknowledged) return;
  const ackAt = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const type of applicationDisclosureTypes(texas)) {
      // The first acknowledgement is the one on record.
      await trx
        .insertInto('disclosure_acknowledgements')
        .values({
          uuid: randomUUID(),
          application_uuid: applicationUuid,
          type,
          identity_uuid: identityUuid,
          acknowledged_at: ackAt,
        })
        .onConflict((oc) => oc.columns(['application_uuid', 'type', 'identity_uuid']).doNothing())
        .execute();
    }
  });
}
