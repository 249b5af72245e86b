// The application's zone: a service of the application record (no SQL of its own, no HTTP).
// "This application's zone", in one place: every date the server shows a borrower or prints in a document is
// the date in this zone (the signing zone once the note is signed, else the property's; src/domain/timeZones.ts).
import type { CalendarDate } from '../../src/domain/legalCalendar';
import { rescissionDeadline } from '../../src/domain/rescission';
import { borrowerTimeZone, localDate, timeZoneOfState } from '../../src/domain/timeZones';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import type { EsignOrderDetail, RescissionOrderDetail } from '../orders/details';
import { latestOrder } from '../orders/repository';
import { addressState } from './repository';

/** The property's state, when the application has a property on file. */
async function propertyState(db: Db, row: Pick<ApplicationsTable, 'property_uuid'>): Promise<string | null> {
  if (!row.property_uuid) return null;
  return addressState(db, row.property_uuid);
}

/** The zone of the property, or null when there is no property (or its state has no zone). */
export async function propertyTimeZone(db: Db, row: Pick<ApplicationsTable, 'property_uuid'>): Promise<string | null> {
  return timeZoneOfState(await propertyState(db, row));
}

/** When and in which zone the note was signed, from the e-sign order; null before signing. */
export async function noteSigning(
  db: Db,
  row: Pick<ApplicationsTable, 'uuid' | 'property_uuid'>,
): Promise<{ signedAt: string; timeZone: string } | null> {
  const order = await latestOrder<EsignOrderDetail>(db, row.uuid, 'esign');
  if (!order?.detail.signedAt) return null;
  const timeZone = borrowerTimeZone(order.detail.timeZone, await propertyState(db, row));
  return { signedAt: order.detail.signedAt, timeZone };
}

/** The zone this application's dates are read in (signing zone, else property zone, else the fallback). */
export async function applicationTimeZone(
  db: Db,
  row: Pick<ApplicationsTable, 'uuid' | 'property_uuid'>,
): Promise<string> {
  const [signing, state] = await Promise.all([
    latestOrder<EsignOrderDetail>(db, row.uuid, 'esign'),
    propertyState(db, row),
  ]);
  return borrowerTimeZone(signing?.detail.timeZone, state);
}

/** What the notice of right to cancel states: the opening date, the last day to cancel and the zone they are in. */
export interface RescissionTerms {
  openedOn: CalendarDate;
  deadline: CalendarDate;
  timeZone: string;
}

/**
 * The rescission the notice states. Once GEN_RESCISSION has written its order, exactly that order's deadline
 * (the one funding waits for); before, the one the note's signing gives; before signing, the one a signing at
 * `now` would give, in the application's zone.
 */
export async function rescissionTerms(
  db: Db,
  row: Pick<ApplicationsTable, 'uuid' | 'property_uuid'>,
  now: Date,
): Promise<RescissionTerms> {
  const order = await latestOrder<Partial<RescissionOrderDetail>>(db, row.uuid, 'rescission');
  const { signedAt, timeZone, deadline } = order?.detail ?? {};
  if (signedAt && timeZone && deadline) {
    return { openedOn: localDate(new Date(signedAt), timeZone), deadline, timeZone };
  }
  const signing = await noteSigning(db, row);
  const opened = signing ? new Date(signing.signedAt) : now;
  const zone = signing?.timeZone ?? (await applicationTimeZone(db, row));
  return { openedOn: localDate(opened, zone), deadline: rescissionDeadline(opened, zone), timeZone: zone };
}
