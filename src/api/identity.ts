// /identity: registration, sign-in and the signed-in identity.
import type { AnswerOf, BodyOf, IDENTITY } from '../domain/contracts';
import { api } from './client';

export type { LegacyIdentity, LoginResponse, RegisterResponse } from '../domain/contracts/wire/identity';

/** Everything the register steps collect (RegistrationInput, the register schema's type, is the same). */
export async function register(input: BodyOf<typeof IDENTITY.register>): Promise<AnswerOf<typeof IDENTITY.register>> {
  const res = await api().post<AnswerOf<typeof IDENTITY.register>>('/identity/api/v1/registration/register', input, {
    context: 'external',
  });
  return res.data;
}

export async function login(input: BodyOf<typeof IDENTITY.login>): Promise<AnswerOf<typeof IDENTITY.login>> {
  const res = await api().post<AnswerOf<typeof IDENTITY.login>>('/identity/api/v1/login', input, {
    context: 'external',
  });
  return res.data;
}

export async function getIdentity(): Promise<AnswerOf<typeof IDENTITY.identity>> {
  return (await api().get<AnswerOf<typeof IDENTITY.identity>>('/identity/secure/api/v1/identity')).data;
}

export async function getIdentityLegacy(): Promise<AnswerOf<typeof IDENTITY.legacyIdentity>> {
  return (await api().get<AnswerOf<typeof IDENTITY.legacyIdentity>>('/identity/secure/api/v1_1/identity')).data;
}
