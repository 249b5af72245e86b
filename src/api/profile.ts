// /service-profile: the borrower's profile.
import type { Profile } from '../domain/types';
import { api } from './client';

export async function getProfile(): Promise<Profile> {
  return (await api().get<Profile>('/service-profile/api/v1/profile')).data;
}
