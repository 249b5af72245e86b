// Giving the application disclosures (Regulation Z §1026.40(b)): the early disclosure and the brochure, and a Texas
// home's §50(g) notice, are given with the application (start/profile), before the soft pull can decline it and
// before any fee. The moment is recorded once on the application, the PDFs as given are kept with it (sealed, table
// given_disclosures: what the borrower is shown again later is that copy), and the borrower's confirmation of
// receipt is kept as their acknowledgement.
import { randomUUID } from 'node:crypto';
import { isTexasHomeEquity } from '../../src/domain/texas';
import { applicationDisclosureTypes } from '../../src/domain/validation/disclosures';
import { updateStoredFields } from '../application/model';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { clockOffsetOf } from '../pipeline/clock';
import { documentKeysOf, openDocument, sealedColumns } from '../security/documentCrypto';
import { loadDocumentContext } from './context';
import { renderDisclosure } from './index';
import type { DisclosureType } from '../../src/domain/validation/disclosures';

/** The documents whose copy as given is what the borrower opens again (the Texas notice gains its closing date). */
export const SERVED_AS_GIVEN: readonly DisclosureType[] = ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'];

/** The copy of `type` given with the application, when one is kept. */
export async function givenCopy(db: Db, applicationUuid: string, type: DisclosureType): Promise<Buffer | null> {
  const row = await db
    .selectFrom('given_disclosures')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('type', '=', type)
    .executeTakeFirst();
  return row ? openDocument(row, documentKeysOf(db)) : null;
}

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
  { identityUuid, acknowledged, encryptionKey }: { identityUuid: string; acknowledged: boolean; encryptionKey: string },
): Promise<void> {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', applicationUuid)
    .executeTakeFirstOrThrow();
  const texas = await texasHome(db, row);
  // On the application's own clock, as the pipeline's dates are (the Texas wait counts from the notice).
  const at = new Date(Date.now() + clockOffsetOf(row)).toISOString();
  const stored = await updateStoredFields(db, applicationUuid, (data) => ({
    ...data,
    status: {
      ...data.status,
      applicationDisclosuresProvidedAt: data.status.applicationDisclosuresProvidedAt ?? at,
      ...(texas && !data.status.texasNoticeProvidedAt ? { texasNoticeProvidedAt: at } : {}),
    },
  }));
  await keepGivenCopies(
    db,
    applicationUuid,
    texas,
    encryptionKey,
    stored.status.applicationDisclosuresProvidedAt ?? at,
  );
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

/** Generates and keeps the PDFs as given, once per type (a repeat of the profile keeps the first copies). */
async function keepGivenCopies(
  db: Db,
  applicationUuid: string,
  texas: boolean,
  encryptionKey: string,
  givenAt: string,
): Promise<void> {
  const kept = new Set(
    (
      await db.selectFrom('given_disclosures').select('type').where('application_uuid', '=', applicationUuid).execute()
    ).map((r) => r.type),
  );
  const missing = applicationDisclosureTypes(texas).filter((type) => !kept.has(type));
  if (missing.length === 0) return;
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', applicationUuid)
    .executeTakeFirstOrThrow();
  const ctx = await loadDocumentContext(db, row, encryptionKey, new Date(givenAt));
  for (const type of missing) {
    const bytes = Buffer.from(await renderDisclosure(type, ctx));
    const uuid = randomUUID();
    await db
      .insertInto('given_disclosures')
      .values({ uuid, application_uuid: applicationUuid, type, given_at: givenAt, ...sealedColumns(db, bytes, uuid) })
      .onConflict((oc) => oc.columns(['application_uuid', 'type']).doNothing())
      .execute();
  }
}
