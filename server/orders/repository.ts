// Vendor orders of the closing stages: what each vendor was asked, its answer, and when that answer is due on the
// sandbox clock. Routes create them (borrower actions); the pipeline's handlers read them and move the stage.
import { randomUUID } from 'node:crypto';
import { nowIso, type Db } from '../db';

export type OrderVendor =
  | 'income'
  | 'employment'
  | 'idVerification'
  | 'condition'
  | 'debtPayoff'
  | 'payoffStatements'
  | 'bpo'
  | 'title'
  | 'flood'
  | 'esign'
  | 'enotary'
  | 'manualNotary'
  | 'attorneyReview'
  | 'rescission'
  | 'recording'
  | 'funding';

export interface VendorOrder<D = Record<string, unknown>> {
  uuid: string;
  vendor: OrderVendor;
  status: string;
  detail: D;
  readyAt: string | null;
  createdAt: string;
}

export async function latestOrder<D = Record<string, unknown>>(
  db: Db,
  applicationUuid: string,
  vendor: OrderVendor,
): Promise<VendorOrder<D> | null> {
  const row = await db
    .selectFrom('vendor_orders')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('vendor', '=', vendor)
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    uuid: row.uuid,
    vendor: row.vendor as OrderVendor,
    status: row.status,
    detail: JSON.parse(row.detail) as D,
    readyAt: row.ready_at,
    createdAt: row.created_at,
  };
}

export async function createOrder(
  db: Db,
  input: { applicationUuid: string; vendor: OrderVendor; status: string; detail?: object; readyAt?: string | null },
): Promise<string> {
  const uuid = randomUUID();
  const at = nowIso();
  await db
    .insertInto('vendor_orders')
    .values({
      uuid,
      application_uuid: input.applicationUuid,
      vendor: input.vendor,
      status: input.status,
      detail: JSON.stringify(input.detail ?? {}),
      ready_at: input.readyAt ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return uuid;
}

export async function updateOrder(
  db: Db,
  uuid: string,
  change: { status?: string; detail?: object; readyAt?: string | null },
): Promise<void> {
  await db
    .updateTable('vendor_orders')
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.detail !== undefined ? { detail: JSON.stringify(change.detail) } : {}),
      ...(change.readyAt !== undefined ? { ready_at: change.readyAt } : {}),
      updated_at: nowIso(),
    })
    .where('uuid', '=', uuid)
    .execute();
}
