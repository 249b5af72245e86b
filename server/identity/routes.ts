// Registration, login and identity (docs/API.md "Identity"; the profile is in server/profile).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { EmploymentType, Identity, IdentityType, SaleStatus } from '../../src/domain/types';
import { loginSchema, registrationSchema } from '../../src/domain/validation/register';
import { insertApplication } from '../application/model';
import { createWelcomeNotification } from '../wallet/model';
import type { RouteDeps } from '../deps';
import { isUniqueViolation, nowIso, type Db } from '../db';
import type { IdentitiesTable } from '../db/schema';
import { HttpError, validateBody } from '../http';
import { describe } from '../openapi';
import { signIn } from '../security/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords';

/** What `registrationSchema()` guarantees after validation (its inferred type loses some fields to `unknown`). */
interface ValidRegistration {
  property: { street1: string; street2?: string | null; city: string; state: string; zip: string };
  saleStatus: SaleStatus;
  employmentType: EmploymentType;
  annualIncome: number;
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  phone: string;
  password: string;
  referrerUuid?: string | null;
}

const EMAIL_TAKEN = 'An account with this email already exists';

/** Identity (src/domain/types.ts). */
const identityJson = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    type: { type: 'string', enum: ['BORROWER', 'CO_DEEDER', 'AGENT'] },
    email: { type: 'string' },
    phoneNumbers: { type: 'array', items: { type: 'string' } },
    organizationCode: { type: 'string' },
    isBroker: { type: 'boolean' },
  },
  required: ['uuid', 'type', 'email', 'phoneNumbers', 'organizationCode', 'isBroker'],
} as const;
const loginBody = {
  type: 'object',
  properties: { email: { type: 'string' }, password: { type: 'string' } },
  required: ['email', 'password'],
} as const;
const BAD_LOGIN = 'Invalid email or password';

export function toIdentity(row: IdentitiesTable): Identity {
  return {
    uuid: row.uuid,
    type: row.type as IdentityType,
    email: row.email,
    phoneNumbers: row.phone ? [row.phone] : [],
    organizationCode: row.org_code,
    isBroker: false,
  };
}

async function identityOrThrow(db: Db, uuid: string): Promise<IdentitiesTable> {
  const row = await db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw new HttpError(401, 'unauthenticated');
  return row;
}

function findByEmail(db: Db, orgCode: string, email: string) {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function identityRoutes(app: FastifyInstance, { config, db, authenticate }: RouteDeps): Promise<void> {
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/identity/api/v1/registration/register',
    {
      config: authLimit,
      schema: describe(
        'Identity',
        {
          description: 'RegistrationInput: see src/domain/validation/register.ts',
          body: { type: 'object', additionalProperties: true },
          response: {
            200: {
              type: 'object',
              properties: { jwt: { type: 'string' }, identity: identityJson, applicationUuid: { type: 'string' } },
              required: ['jwt', 'identity', 'applicationUuid'],
            },
          },
        },
        { errors: [400, 409, 429] },
      ),
    },
    async (request, reply) => {
      const input = (await validateBody(registrationSchema(), request.body)) as ValidRegistration;
      const org = request.org.organizationCode;
      const email = input.email.trim();
      if (await findByEmail(db, org, email)) throw new HttpError(409, EMAIL_TAKEN);
      const passwordHash = await hashPassword(input.password);
      const identityUuid = randomUUID();
      const at = nowIso();
      let applicationUuid: string;
      try {
        // Identity, address, application and stage history succeed or fail together.
        applicationUuid = await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('identities')
            .values({
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
            })
            .execute();
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
      const jwt = await signIn(reply, config, db, identityUuid, org);
      return { jwt, identity: toIdentity(identity), applicationUuid };
    },
  );

  app.post(
    '/identity/api/v1/login',
    {
      config: authLimit,
      schema: describe(
        'Identity',
        {
          body: loginBody,
          response: {
            200: {
              type: 'object',
              properties: { jwt: { type: 'string' }, identity: identityJson },
              required: ['jwt', 'identity'],
            },
          },
        },
        { errors: [400, 401, 429] },
      ),
    },
    async (request, reply) => {
      const input = await validateBody(loginSchema, request.body);
      const row = await findByEmail(db, request.org.organizationCode, input.email.trim());
      // Hash even for unknown emails so response time does not reveal which emails exist.
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyPasswordHash()));
      if (!row || !ok) throw new HttpError(401, BAD_LOGIN);
      const jwt = await signIn(reply, config, db, row.uuid, row.org_code);
      return { jwt, identity: toIdentity(row) };
    },
  );

  app.get(
    '/identity/secure/api/v1/identity',
    {
      preHandler: authenticate,
      schema: describe('Identity', { response: { 200: identityJson } }, { secure: true, errors: [401] }),
    },
    async (request) => {
      return toIdentity(await identityOrThrow(db, request.identityUuid));
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: authenticate,
      schema: describe(
        'Identity',
        { response: { 200: { type: 'object', description: 'legacy identity user', additionalProperties: true } } },
        { secure: true, errors: [401] },
      ),
    },
    async (request) => {
      const row = await identityOrThrow(db, request.identityUuid);
      return {
        uuid: row.uuid,
        organizationCode: row.org_code,
        profileType: row.type,
        email: row.email,
        updatedAt: row.updated_at,
        twoFactorEnabled: false,
        aliases: [],
        passwordExpired: false,
        totpVerified: false,
        wallet: null,
        isBroker: false,
        activeLegacyCustomerOrgs: [],
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
        suffix: row.suffix,
      };
    },
  );
}
