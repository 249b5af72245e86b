// /service-application: HELOC applications and the tracker (optimizely) profile.
import type { Address, Application, SaleStatus } from '../domain/types';
import type { TrackerProfile } from '../domain/contracts/wire/application';
import type { StageAnswer } from '../domain/contracts/wire/journey';
import type { KrangStatus } from '../domain/contracts/wire/krang';
import { api } from './client';

export type { TrackerProfile } from '../domain/contracts/wire/application';
export type { StageAnswer } from '../domain/contracts/wire/journey';
export type { KrangStatus } from '../domain/contracts/wire/krang';

const HELOC = '/service-application/api/v1/application/heloc';
const TRACKER = '/service-application/api/v3/application/heloc/optermizerly-profile';

export interface CreateApplicationInput {
  property: Address;
  saleStatus: SaleStatus;
}

export async function getApplication(uuid: string): Promise<Application> {
  return (await api().get<Application>(`${HELOC}/${encodeURIComponent(uuid)}`)).data;
}

export async function fetchStage(uuid: string): Promise<StageAnswer> {
  return (await api().get<StageAnswer>(`${HELOC}/${encodeURIComponent(uuid)}/stage`)).data;
}

export async function getKrangStatus(uuid: string): Promise<KrangStatus> {
  return (
    await api().get<KrangStatus>(`/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`)
  ).data;
}

export async function getAllApplications(): Promise<Application[]> {
  return (await api().get<Application[]>(`${HELOC}/all`)).data;
}

export async function createApplication(input: CreateApplicationInput): Promise<Application> {
  return (await api().post<Application>(HELOC, input)).data;
}

export async function getTrackerProfile(): Promise<TrackerProfile> {
  return (await api().get<TrackerProfile>(TRACKER)).data;
}

export async function patchTrackerProfile(
  optimizelyProfileUuid: string,
  identityUuid: string,
): Promise<TrackerProfile> {
  return (await api().patch<TrackerProfile>(TRACKER, undefined, { params: { optimizelyProfileUuid, identityUuid } }))
    .data;
}

/** The states the organisation (x-org) is licensed to lend in; public. */
export async function getStateLicenses(): Promise<string[]> {
  const res = await api().get<unknown>('/service-application/external/api/v1/heloc/state-licenses', {
    context: 'external',
  });
  return statesOf(res.data);
}

// Accept a bare list or a wrapped one ({ states } / { licensedStates }) so the footer does not depend on the envelope.
function statesOf(data: unknown): string[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? ((data as { states?: unknown; licensedStates?: unknown }).states ??
        (data as { licensedStates?: unknown }).licensedStates)
      : null;
  if (!Array.isArray(list)) return [];
  return list
    .map((s) => (typeof s === 'string' ? s : s && typeof s === 'object' ? (s as { state?: unknown }).state : null))
    .filter((s): s is string => typeof s === 'string');
}
