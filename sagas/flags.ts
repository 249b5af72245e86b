// Feature decisions: fetched once the session is established (and again when someone signs in), with the
// organisation and the allowlisted pilot parameters as user attributes. Then what the flags decide: which
// identity service knows the signed-in user, and (on the pages outside the app) the app's base URL.
import type { RouterState } from 'connected-react-router';
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { getIdentityLegacy, type LegacyIdentity } from '../src/api/identity';
import { getBrokerUser } from '../src/api/identityBroker';
import {
  getDecisions,
  getFeature,
  getFeatures,
  type DecisionInput,
  type FeatureListItem,
  type FlagDecision,
} from '../src/api/optimize';
import {
  APPLICATION_NAME,
  identityModeFrom,
  identityService,
  pilotAttributes,
  relativeUrlFlag,
  resolveBaseUrl,
  USER_NOT_FOUND,
  userRole,
  type IdentityService,
  type UserRole,
} from '../src/domain/flags';
import type { PrivateLabel } from '../src/domain/org';
import type { Identity } from '../src/domain/types';
import {
  baseUrlResolved,
  flagsFailed,
  flagsLoaded,
  flagsRequested,
  userLookedUp,
  userLookupFailed,
} from '../store/flags';
import {
  selectIdentity,
  selectSessionStatus,
  selectTrackerUuid,
  sessionEstablished,
  sessionSignedIn,
} from '../store/session';
import type { Entry } from './entry';

const selectOrg = (state: { org: PrivateLabel }) => state.org;
const selectSearch = (state: { router: RouterState }) => state.router.location.search;

/** The decision call's user: the tracker id, the organisation and the allowlisted pilot parameters. */
export function decisionUser(trackerId: string, organization: string, search: string): DecisionInput {
  return { trackerId, attributes: { organization, ...pilotAttributes(search) } };
}

function decisionsFromList(list: FeatureListItem[]): Record<string, FlagDecision> {
  return Object.fromEntries(list.map((f) => [f.key, { flagEnabled: f.enabled, variables: f.variables ?? {} }]));
}

/**
 * The v2 decision; if the decision service cannot answer (anything but a 400 about the user), the v1
 * feature list for the same user stands in.
 */
export function* fetchDecisions(user: DecisionInput): SagaIterator<Record<string, FlagDecision>> {
  try {
    const decisions: Record<string, FlagDecision> = yield call(getDecisions, user);
    return decisions;
  } catch (e) {
    if (toApiError(e).status === 400) throw e;
    const list: FeatureListItem[] = yield call(getFeatures, user);
    return decisionsFromList(list);
  }
}

function* lookupWith(service: IdentityService, role: UserRole): SagaIterator<LegacyIdentity> {
  if (service === 'broker') return (yield call(getBrokerUser, role, APPLICATION_NAME)) as LegacyIdentity;
  return (yield call(getIdentityLegacy)) as LegacyIdentity;
}

/** The chosen identity service first, the other one if it has no such user; 'User not found' when both fail. */
export function* lookUpUser(
  identity: Identity,
  decisions: Record<string, FlagDecision>,
  search: string,
  production: boolean,
): SagaIterator<void> {
  const role = userRole(identity);
  const first = identityService(identityModeFrom(search, production), role, decisions);
  const second: IdentityService = first === 'broker' ? 'legacy' : 'broker';
  for (const service of [first, second]) {
    try {
      const user: LegacyIdentity = yield call(lookupWith, service, role);
      yield put(userLookedUp({ service, user }));
      return;
    } catch {
      // try the other service
    }
  }
  yield put(userLookupFailed({ status: 404, message: USER_NOT_FOUND, data: null }));
}

export const NO_TRACKER_MESSAGE = 'Could not establish session.';

export function* loadFlags(): SagaIterator<void> {
  const trackerId: string | null = yield select(selectTrackerUuid);
  if (!trackerId) {
    // The spec's words for a decision without a tracker; the guards stop waiting for decisions.
    yield put(flagsFailed({ status: 0, message: NO_TRACKER_MESSAGE, data: null }));
    return;
  }
  const org: PrivateLabel = yield select(selectOrg);
  const search: string = yield select(selectSearch);
  yield put(flagsRequested());
  let decisions: Record<string, FlagDecision> = {};
  try {
    decisions = yield call(fetchDecisions, decisionUser(trackerId, org.organizationCode, search));
    yield put(flagsLoaded(decisions));
  } catch (e) {
    yield put(flagsFailed(toApiError(e)));
  }
  const identity: Identity | null = yield select(selectIdentity);
  if (identity) yield call(lookUpUser, identity, decisions, search, org.environment === 'production');
}

/** fe-relative-url-heloc on: links to the app stay relative; off or unknown: the main company site. */
export function* resolveAppBaseUrl(): SagaIterator<void> {
  const org: PrivateLabel = yield select(selectOrg);
  let enabled: boolean | null = null;
  try {
    enabled = yield call(getFeature, relativeUrlFlag(APPLICATION_NAME));
  } catch {
    enabled = null;
  }
  yield put(baseUrlResolved({ applicationName: APPLICATION_NAME, baseUrl: resolveBaseUrl(enabled, org.baseUrl) }));
}

export function* flagsSaga(entry: Entry = 'app'): SagaIterator<void> {
  const status: string = yield select(selectSessionStatus);
  if (status !== 'established') yield take(sessionEstablished.type);
  yield call(loadFlags);
  // Only the pages outside the app link into it.
  if (entry === 'outside') yield call(resolveAppBaseUrl);
  yield takeLatest([sessionEstablished.type, sessionSignedIn.type], loadFlags);
}
