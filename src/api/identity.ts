// /identity: registration, sign-in and the signed-in identity.
import type { Identity } from '../domain/types';
import type { RegistrationInput, LoginInput } from '../domain/validation/register';
import { api } from './client';

export interface RegisterResponse {
  jwt: string;
  identity: Identity;
  applicationUuid: string;
}

export interface LoginResponse {
  jwt: string;
  identity: Identity;
}

export interface LegacyIdentity {
  uuid: string;
  organizationCode: string;
  profileType: string;
  email: string;
  updatedAt: string;
  twoFactorEnabled: boolean;
  aliases: unknown[];
  passwordExpired: boolean;
  totpVerified: boolean;
  wallet: unknown;
  isBroker: boolean;
  activeLegacyCustomerOrgs: string[];
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
}

export async function register(input: RegistrationInput): Promise<RegisterResponse> {
  const res = await api().post<RegisterResponse>('/identity/api/v1/registration/register', input, {
    context: 'external',
  });
  return res.data;
}

export async function login(input: LoginInput): Promise<LoginResponse> {
  const res = await api().post<LoginResponse>('/identity/api/v1/login', input, { context: 'external' });
  return res.data;
}

export async function getIdentity(): Promise<Identity> {
  return (await api().get<Identity>('/identity/secure/api/v1/identity')).data;
}

export async function getIdentityLegacy(): Promise<LegacyIdentity> {
  return (await api().get<LegacyIdentity>('/identity/secure/api/v1_1/identity')).data;
}
