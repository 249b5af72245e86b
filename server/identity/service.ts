// Registration and login: one account per email in an organisation; the identity, its application and the
// welcome notification are created together; a login checks the password.
import { randomUUID } from 'node:crypto';
import type { RegistrationInput } from '../../src/domain/validation/register';
import { insertApplication } from '../applications/repository';
import { createWelcomeNotification } from '../wallet/service';
import { isUniqueViolation, nowIso, type Db } from '../db';
import type { IdentitiesTable } from '../db/schema';
import { HttpError } from '../http';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords';
import { findIdentity, findIdentityByEmail, insertIdentity } from '../identities/repository';

const EMAIL_TAKEN = 'An account with this email already exists';
const BAD_LOGIN = 'Invalid email or password';

export async function identityOrThrow(db: Db, uuid: string): Promise<IdentitiesTable> {
  const row = await findIdentity(db, uuid);
  if (!row) throw new HttpError(401, 'unauthenticated');
  return row;
}

/** A new borrower of the organisation `org` and their first application; 409 when the email is taken. */
export async function register(
  db: Db,
  org: string,
  input: RegistrationInput,
): Promise<{ identity: IdentitiesTable; applicationUuid: string }> {
  const email = input.email.trim();
  if (await findIdentityByEmail(db, org, email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const identityUuid = randomUUID();
  const at = nowIso();
  let applicationUuid: string;
  try {
    // Identity, address, application and stage history succeed or fail together.
    applicationUuid = await db.transaction().execute(async (trx) => {
      await insertIdentity(trx, {
        uuid: identityUuid,
        org_code: org,
        email,
        password_hash: passwordHash,
        type: 'BORROWER',
        first_name: input.firstName,
        middle_name: null,
        last_name: input.lastName,
        suffix: null,
        dob: input.dob,
        phone: input.phone.replace(/\D/g, '').slice(-10),
        ssn_encrypted: null,
        tracker_uuid: null,
        optimizely_profile_uuid: null,
        created_at: at,
        updated_at: at,
      });
      const created = await insertApplication(trx, {
        borrowerUuid: identityUuid,
        orgCode: org,
        property: input.property,
        saleStatus: input.saleStatus,
        incomeSources: [{ employmentType: input.employmentType, annualIncome: input.annualIncome }],
        referrerUuid: input.referrerUuid ?? null,
        cause: 'registration',
      });
      await createWelcomeNotification(trx, identityUuid, created);
      return created;
    });
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(err)) throw new HttpError(409, EMAIL_TAKEN);
    throw err;
  }
  const identity = await identityOrThrow(db, identityUuid);
  return { identity, applicationUuid };
}

/** The identity with this email and password in the organisation; 401 otherwise. */
export async function checkLogin(db: Db, orgCode: string, email: string, password: string): Promise<IdentitiesTable> {
  const row = await findIdentityByEmail(db, orgCode, email);
  // Hash even for unknown emails so response time does not reveal which emails exist.
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !ok) throw new HttpError(401, BAD_LOGIN);
  return row;
}
