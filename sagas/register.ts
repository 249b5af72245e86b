// Registration: create the account, sign in, and open the new application.
import { push } from 'connected-react-router';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { getIdentity, register, type RegisterResponse } from '../src/api/identity';
import { asBearer, toApiError, type ApiError } from '../src/api/client';
import { joinErrors } from '../src/domain/format';
import type { Identity } from '../src/domain/types';
import { claimSecrets, formFailed, formSucceeded } from '../store/form';
import { registerSubmitted } from '../store/register';
import { sessionSignedIn } from '../store/session';
import { redirectBackInApp, uuidFromPath, withCarriedQuery } from '../src/domain/guards';
import { logError, REGISTER_DRAFT_KEY, removeLocal, removeSessionItem, setLocal, STORAGE_KEYS } from './effects';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';
/**
 * Registration answered but the new identity cannot be read with its token (shared-surfaces section 8:
 * "Registration where identity cannot be read raises identity exists"): the account is there, so sign in.
 */
export const IDENTITY_EXISTS_MESSAGE =
  'Identity exists: your account was created, but we could not open it. Sign in to continue.';

const selectSearch = (state: { router: { location: { search: string } } }): string => state.router.location.search;

/** After registering: the redirect-back when it is a page of this app and not another application's, else start. */
export function afterRegistration(applicationUuid: string, search: string): string {
  const start = `/${applicationUuid}/start/profile`;
  const back = redirectBackInApp(search);
  if (!back) return start;
  const other = uuidFromPath(back.split('?')[0]);
  return other && other !== applicationUuid ? start : back;
}

/** Nested final-form errors from the server's 'field.path: message' list. */
export function fieldErrorsFrom(error: ApiError): { errors: Record<string, unknown>; unmatched: string[] } {
  const errors: Record<string, unknown> = {};
  const unmatched: string[] = [];
  const data = error.data as { errors?: unknown } | null;
  const messages = Array.isArray(data?.errors)
    ? (data.errors as unknown[]).filter((m): m is string => typeof m === 'string')
    : [];
  for (const message of messages) {
    const match = /^([A-Za-z0-9_.[\]]+):\s*(.+)$/.exec(message);
    if (!match) {
      unmatched.push(message);
      continue;
    }
    // 'liens[0].balance' and 'property.zip' alike: arrays where the next key is an index, as final-form nests them.
    const path = match[1].split(/[.[\]]+/).filter(Boolean);
    let target = errors;
    path.slice(0, -1).forEach((key, i) => {
      target[key] = (target[key] as Record<string, unknown> | undefined) ?? (/^\d+$/.test(path[i + 1]) ? [] : {});
      target = target[key] as Record<string, unknown>;
    });
    target[path[path.length - 1]] = match[2];
  }
  return { errors, unmatched };
}

export function* onRegisterSubmitted(action: ReturnType<typeof registerSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  try {
    const secrets: Record<string, string> = yield call(claimSecrets, requestId);
    const response: RegisterResponse = yield call(register, { ...action.payload, ...secrets });
    yield call(setLocal, STORAGE_KEYS.jwt, asBearer(response.jwt));
    // The spec checks the identity with the new token before treating the visitor as signed in.
    let identity: Identity;
    try {
      identity = yield call(getIdentity);
    } catch (e) {
      yield call(logError, 'register: identity', e);
      yield call(removeLocal, STORAGE_KEYS.jwt);
      yield put(formFailed({ requestId, formError: IDENTITY_EXISTS_MESSAGE }));
      return;
    }
    yield put(sessionSignedIn({ identity }));
    yield call(removeSessionItem, REGISTER_DRAFT_KEY);
    yield put(formSucceeded({ requestId }));
    const search: string = yield select(selectSearch);
    yield put(push(withCarriedQuery(afterRegistration(response.applicationUuid, search), search)));
  } catch (e) {
    const error = toApiError(e);
    if (error.status === 409) {
      yield put(formFailed({ requestId, formError: EMAIL_TAKEN_MESSAGE }));
    } else if (error.status === 400) {
      // Fields of earlier steps are not on screen: the form error repeats every message.
      const { errors } = fieldErrorsFrom(error);
      yield put(formFailed({ requestId, errors, formError: error.message }));
    } else {
      yield call(logError, 'register', e);
      yield put(formFailed({ requestId, formError: error.message || joinErrors([]) }));
    }
  }
}

export function* registerSaga(): SagaIterator<void> {
  yield takeLeading(registerSubmitted.type, onRegisterSubmitted);
}
