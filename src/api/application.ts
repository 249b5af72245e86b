// /service-application: HELOC applications and the tracker (optimizely) profile.
import type { Address, Application, SaleStatus } from '../domain/types';
import { api } from './client';

const HELOC = '/service-application/api/v1/application/heloc';
const TRACKER = '/service-application/api/v3/application/heloc/optermizerly-profile';

export interface TrackerProfile {
  optimizelyProfileUuid: string | null;
}

export interface CreateApplicationInput {
  property: Address;
  saleStatus: SaleStatus;
}

export async function getApplication(uuid: string): Promise<Application> {
  return (await api().get<Application>(`${HELOC}/${encodeURIComponent(uuid)}`)).data;
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
