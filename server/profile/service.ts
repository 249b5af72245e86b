// Profile rules: the signed-in borrower's profile, and storing their feedback to the CEO together with the
// Idempotency-Key's outcome.
import { randomUUID } from 'node:crypto';
import type { Profile } from '../../src/domain/types';
import type { CeoFeedbackInput } from '../../src/domain/validation/feedback';
import { nowIso, type Db } from '../db';
import { HttpError } from '../http';
import { recordCreated } from '../security/idempotency';
import { insertCeoFeedback, listAddresses } from './repository';
import { findIdentity } from '../identities/repository';

export async function profileOf(db: Db, identityUuid: string): Promise<Profile> {
  const row = await findIdentity(db, identityUuid);
  if (!row) throw new HttpError(401, 'unauthenticated');
  const addresses = await listAddresses(db, row.uuid);
  return {
    uuid: row.uuid,
    name: {
      uuid: row.uuid,
      firstName: row.first_name,
      middleName: row.middle_name,
      lastName: row.last_name,
      suffix: row.suffix,
    },
    dob: row.dob,
    hasSsn: row.ssn_encrypted !== null,
    email: row.email,
    phoneNumbers: row.phone ? [row.phone] : [],
    addresses: addresses.map((a) => ({
      uuid: a.uuid,
      street1: a.street1,
      street2: a.street2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      ownership: a.ownership as Profile['addresses'][number]['ownership'],
    })),
    optimizelyProfileUuid: row.optimizely_profile_uuid,
  };
}

/**
 * Stores the note; the insert marks the request's Idempotency-Key applied in its own transaction
 * (recordCreated), so a retry whose first attempt died before answering replays it instead of storing it twice.
 */
export async function saveCeoFeedback(
  db: Db,
  from: { identityUuid: string; orgCode: string; applicationUuid: string | null },
  input: CeoFeedbackInput,
): Promise<{ uuid: string; createdAt: string }> {
  const uuid = randomUUID();
  const createdAt = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertCeoFeedback(trx, {
      uuid,
      identity_uuid: from.identityUuid,
      org_code: from.orgCode,
      application_uuid: from.applicationUuid,
      topic: input.topic,
      message: input.message,
      marketing_consent: input.marketingConsent ? 1 : 0,
      pathname: input.pathname ?? null,
      product_type: input.productType,
      created_at: createdAt,
    });
    await recordCreated(trx, { uuid, createdAt });
  });
  return { uuid, createdAt };
}
