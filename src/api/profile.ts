// /service-profile: the borrower's profile. The query needs a stored token ('JWT error' without one) and words a
// failure as 'Failed to fetch profile details.' (shared-surfaces sections 5 and 8); a 401 still clears the token.
import type { AnswerOf, PROFILE } from '../domain/contracts';
import { getLocal, STORAGE_KEYS } from './browser';
import { api, toApiError, type ApiError } from './client';

export const JWT_ERROR_MESSAGE = 'JWT error';
export const PROFILE_FAILED_MESSAGE = 'Failed to fetch profile details.';

export async function getProfile(): Promise<AnswerOf<typeof PROFILE.profile>> {
  if (!getLocal(STORAGE_KEYS.jwt)) {
    const error: ApiError = { status: 401, message: JWT_ERROR_MESSAGE, data: null };
    throw error;
  }
  try {
    return (await api().get<AnswerOf<typeof PROFILE.profile>>('/service-profile/api/v1/profile')).data;
  } catch (e) {
    const { status, data } = toApiError(e);
    const error: ApiError = { status, message: PROFILE_FAILED_MESSAGE, data };
    throw error;
  }
}
