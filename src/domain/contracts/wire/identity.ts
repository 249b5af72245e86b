// The answers of src/domain/contracts/identity.ts's routes, by name (../answers.ts).
import type { Identity } from '../../types';

export interface RegisterResponse {
  jwt: string;
  identity: Identity;
  applicationUuid: string;
}

export interface LoginResponse {
  jwt: string;
  identity: Identity;
}

/** The blockchain wallet the broker reports for its user. */
export interface BrokerWallet {
  accountAddress: string;
  groupPolicyAddress: string | null;
}

/** The legacy identity user (GET /identity/secure/api/v1_1/identity). */
export interface LegacyIdentity {
  uuid: string;
  organizationCode: string;
  profileType: string;
  email: string;
  updatedAt: string;
  twoFactorEnabled: boolean;
  aliases: string[];
  passwordExpired: boolean;
  totpVerified: boolean;
  /** Null from the legacy identity service; the broker's user has one. */
  wallet: BrokerWallet | null;
  isBroker: boolean;
  activeLegacyCustomerOrgs: string[];
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
}

/** The broker's identity user has the legacy identity user's shape (shared-surfaces section 3), with a wallet. */
export interface BrokerUser extends LegacyIdentity {
  wallet: BrokerWallet;
}

/** Where the browser goes after a broker sign-in or sign-out. */
export interface BrokerRedirect {
  redirect: string;
}

export interface IdentityAnswers {
  RegisterResponse: RegisterResponse;
  LoginResponse: LoginResponse;
  Identity: Identity;
  LegacyIdentity: LegacyIdentity;
  BrokerUser: BrokerUser;
  BrokerRedirect: BrokerRedirect;
}
