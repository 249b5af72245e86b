// /identity: registration, sign-in and the signed-in identity.
import type { Identity } from '../domain/types';
import type { RegistrationInput, LoginInput } from '../domain/validation/register';
import type { LegacyIdentity, LoginResponse, RegisterResponse } from '../domain/contracts/wire/identity';
import { api } from './client';

export type { LegacyIdentity, LoginResponse, RegisterResponse } from '../domain/contracts/wire/identity';

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
