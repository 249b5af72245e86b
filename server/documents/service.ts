// The generated disclosures' rules (docs/API.md "Disclosures"): which are available, the PDF and the HTML the
// borrower is shown, the acknowledgements (acknowledging the summary set completes the summary step of the
// pipeline), and giving the application disclosures with the application.
//
// Giving the application disclosures (Regulation Z §1026.40(b)): the early disclosure and the brochure, and a Texas
// home's §50(g) notice, are given with the application (start/profile), before the soft pull can decline it and
// before any fee. The moment is recorded once on the application, the PDFs as given are kept with it (sealed, table
// given_disclosures: what the borrower is shown again later is that copy), and the borrower's confirmation of
// receipt is kept as their acknowledgement.
import { randomUUID } from 'node:crypto';
import type { Disclosure } from '../../src/domain/contracts/wire/documents';
import { isTexasHomeEquity } from '../../src/domain/texas';
import {
  applicationDisclosureTypes,
  DISCLOSURE_TYPES,
  type DisclosureType,
} from '../../src/domain/validation/disclosures';
import { statusOf } from '../applications/mapper';
import { changeStoredFields, applicationRow } from '../applications/repository';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { HttpError, notFound } from '../http';
import { clockOffsetOf } from '../pipeline/clock';
import type { Pipeline } from '../pipeline/engine';
import type { SandboxClock } from '../sandbox/clock';
import { documentKeysOf, openDocument, sealedColumns } from '../security/documentCrypto';
import { loadDocumentContext } from './context';
import { attachedHtml } from './html';
import { DISCLOSURES, renderDisclosure, SUMMARY_SET } from './index';
import {
  acknowledgementsOf,
  givenDisclosure,
  givenDisclosureTypes,
  insertAcknowledgement,
  insertGivenDisclosure,
  propertyState,
} from './repository';

export const BASE = '/service-application/api/v1/application/heloc';
export const SUMMARY_NEEDS_DISCLOSURES =
  'Acknowledge the early disclosure and the brochure before (or together with) the application summary';

/** The documents whose copy as given is what the borrower opens again (the Texas notice gains its closing date). */
export const SERVED_AS_GIVEN: readonly DisclosureType[] = ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'];

/** What rendering a document "now" needs: the database, the sandbox's clock and the key that opens the SSN. */
export interface RenderDeps {
  db: Db;
  clock: SandboxClock;
  encryptionKey: string;
}

/** The copy of `type` given with the application, when one is kept. */
export async function givenCopy(db: Db, applicationUuid: string, type: DisclosureType): Promise<Buffer | null> {
  const row = await givenDisclosure(db, applicationUuid, type);
  return row ? openDocument(row, documentKeysOf(db)) : null;
}

/** Whether the home is in Texas, read from the property on file. */
export async function texasHome(db: Db, row: Pick<ApplicationsTable, 'property_uuid'>): Promise<boolean> {
  if (!row.property_uuid) return false;
  const property = await propertyState(db, row.property_uuid);
  return isTexasHomeEquity(property ?? null);
}

async function availableTypes(db: Db, row: ApplicationsTable): Promise<DisclosureType[]> {
  const status = statusOf(row);
  const facts = { texasHome: await texasHome(db, row) };
  return DISCLOSURE_TYPES.filter((type) => DISCLOSURES[type].available(status, facts));
}

/** The caller's own acknowledgements: each member of an application acknowledges for themselves. */
async function acknowledgements(db: Db, applicationUuid: string, identityUuid: string): Promise<Map<string, string>> {
  const rows = await acknowledgementsOf(db, applicationUuid, identityUuid);
  return new Map(rows.map((r) => [r.type, r.acknowledged_at]));
}

/** The documents available at the application's stage, with the caller's own acknowledgements. */
export async function listFor(db: Db, row: ApplicationsTable, identityUuid: string): Promise<Disclosure[]> {
  const acks = await acknowledgements(db, row.uuid, identityUuid);
  return (await availableTypes(db, row)).map((type) => ({
    type,
    title: DISCLOSURES[type].title,
    acknowledged: acks.has(type),
    acknowledgedAt: acks.get(type) ?? null,
    url: `${BASE}/${row.uuid}/disclosures/${type}`,
  }));
}

/** The document as the application stands, prepared "now" on the application's own clock. */
async function renderNow(
  { db, clock, encryptionKey }: RenderDeps,
  row: ApplicationsTable,
  type: DisclosureType,
): Promise<Uint8Array> {
  // The application's clock, so the date agrees with the other dates the borrower reads.
  const prepared = new Date(clock.forApplication(clockOffsetOf(row)).now());
  const ctx = await loadDocumentContext(db, row, encryptionKey, prepared);
  return renderDisclosure(type, ctx);
}

/** The PDF the borrower is shown: the copy as given when one is kept, else rendered now. */
export async function disclosurePdf(
  deps: RenderDeps,
  row: ApplicationsTable,
  type: DisclosureType,
): Promise<Uint8Array> {
  if (!(await availableTypes(deps.db, row)).includes(type)) throw notFound();
  // The application disclosures as they were given, when the copy is kept (giving them: provideApplicationDisclosures).
  const given = SERVED_AS_GIVEN.includes(type) ? await givenCopy(deps.db, row.uuid, type) : null;
  return given ?? renderNow(deps, row, type);
}

// The HTML version travels inside the PDF (./html.ts), so it is always the text of the very copy shown; a copy
// kept before the PDFs carried one is rendered afresh for its HTML.
export async function disclosureHtml(deps: RenderDeps, row: ApplicationsTable, type: DisclosureType): Promise<string> {
  const html =
    (await attachedHtml(await disclosurePdf(deps, row, type))) ??
    (await attachedHtml(await renderNow(deps, row, type)));
  if (html === null) throw new Error(`The ${type} PDF carries no HTML version`);
  return html;
}

/**
 * Records the caller's acknowledgement of `type` and of each of `more`; acknowledging the summary (the borrower's)
 * completes the summary step. Answers the caller's list as it stands after.
 */
export async function acknowledgeDisclosures(
  { db, pipeline }: { db: Db; pipeline: Pipeline },
  row: ApplicationsTable,
  identity: string,
  type: DisclosureType,
  more: readonly DisclosureType[] | undefined,
): Promise<Disclosure[]> {
  const available = await availableTypes(db, row);
  if (!available.includes(type)) throw notFound();
  const types = [...new Set<DisclosureType>([type, ...(more ?? [])])];
  const unavailable = types.filter((t) => !available.includes(t));
  if (unavailable.length > 0)
    throw new HttpError(
      400,
      unavailable.map((t) => `types: ${t} is not available yet`),
    );

  const before = await acknowledgements(db, row.uuid, identity);
  if (types.includes('APPLICATION_SUMMARY')) {
    const missing = SUMMARY_SET.filter((t) => !before.has(t) && !types.includes(t));
    if (missing.length > 0) throw new HttpError(409, SUMMARY_NEEDS_DISCLOSURES);
  }

  const at = nowIso();
  // The summary step is the borrower's; other members' acknowledgements are recorded but move nothing.
  const summaryStep = types.includes('APPLICATION_SUMMARY') && identity === row.borrower_uuid;
  // The acknowledgements and the summary step they complete: both, or neither.
  await db.transaction().execute(async (trx) => {
    for (const t of types) {
      // The first acknowledgement is the one on record; repeats change nothing.
      await insertAcknowledgement(trx, { applicationUuid: row.uuid, type: t, identityUuid: identity, at });
    }
    if (summaryStep) {
      await changeStoredFields(trx, row.uuid, (data) =>
        data.status.disclosurelistSummaryComplete
          ? data
          : { ...data, status: { ...data.status, disclosurelistSummaryComplete: true } },
      );
    }
  });
  if (summaryStep) await pipeline.advance(row.uuid, 'borrower:summary-acknowledged');
  const fresh = await applicationRow(db, row.uuid);
  return listFor(db, fresh, identity);
}

/**
 * Gives the application disclosures (Reg Z §1026.40(b): with the application): the date they were given, the PDFs
 * as given, and the borrower's receipt when they confirmed it. Runs in the caller's transaction (`trx`), the one
 * that saves the profile: a profile is never saved without them. `db` is the app's handle, whose document keys seal
 * the copies.
 */
export async function provideApplicationDisclosures(
  db: Db,
  trx: Db,
  applicationUuid: string,
  { identityUuid, acknowledged, encryptionKey }: { identityUuid: string; acknowledged: boolean; encryptionKey: string },
): Promise<void> {
  const row = await applicationRow(trx, applicationUuid);
  const texas = await texasHome(trx, row);
  // On the application's own clock, as the pipeline's dates are (the Texas wait counts from the notice).
  const at = new Date(Date.now() + clockOffsetOf(row)).toISOString();
  const stored = await changeStoredFields(trx, applicationUuid, (data) => ({
    ...data,
    status: {
      ...data.status,
      applicationDisclosuresProvidedAt: data.status.applicationDisclosuresProvidedAt ?? at,
      ...(texas && !data.status.texasNoticeProvidedAt ? { texasNoticeProvidedAt: at } : {}),
    },
  }));
  await keepGivenCopies(
    { db, trx },
    applicationUuid,
    texas,
    encryptionKey,
    stored.status.applicationDisclosuresProvidedAt ?? at,
  );
  if (!acknowledged) return;
  const ackAt = nowIso();
  for (const type of applicationDisclosureTypes(texas)) {
    // The first acknowledgement is the one on record.
    await insertAcknowledgement(trx, { applicationUuid, type, identityUuid, at: ackAt });
  }
}

/** Generates and keeps the PDFs as given, once per type (a repeat of the profile keeps the first copies). */
async function keepGivenCopies(
  { db, trx }: { db: Db; trx: Db },
  applicationUuid: string,
  texas: boolean,
  encryptionKey: string,
  givenAt: string,
): Promise<void> {
  const kept = new Set(await givenDisclosureTypes(trx, applicationUuid));
  const missing = applicationDisclosureTypes(texas).filter((type) => !kept.has(type));
  if (missing.length === 0) return;
  const row = await applicationRow(trx, applicationUuid);
  const ctx = await loadDocumentContext(trx, row, encryptionKey, new Date(givenAt));
  for (const type of missing) {
    const bytes = Buffer.from(await renderDisclosure(type, ctx));
    const uuid = randomUUID();
    await insertGivenDisclosure(trx, {
      uuid,
      application_uuid: applicationUuid,
      type,
      given_at: givenAt,
      ...sealedColumns(db, bytes, uuid),
    });
  }
}
