// The identity's wire views: Identity (src/domain/types.ts) and the legacy identity user of /v1_1.
import type { LegacyIdentity } from '../../src/domain/contracts/wire/identity';
import type { Identity, IdentityType } from '../../src/domain/types';
import type { IdentitiesTable } from '../db/schema';

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

export function toLegacyIdentityUser(row: IdentitiesTable): LegacyIdentity {
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
}
