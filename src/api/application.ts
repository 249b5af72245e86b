// /service-application: HELOC applications and the tracker (optimizely) profile.
import type { Application } from '../domain/types';
import type { AnswerOf, APPLICATION, BodyOf, JOURNEY, KRANG } from '../domain/contracts';
import { api } from './client';

export type { TrackerProfile } from '../domain/contracts/wire/application';
export type { StageAnswer } from '../domain/contracts/wire/journey';
export type { KrangStatus } from '../domain/contracts/wire/krang';

const HELOC = '/service-application/api/v1/application/heloc';
const TRACKER = '/service-application/api/v3/application/heloc/optermizerly-profile';

/** A new application from the dashboard. */
export type CreateApplicationInput = BodyOf<typeof APPLICATION.create>;

export async function getApplication(uuid: string): Promise<Application> {
  return (await api().get<Application>(`${HELOC}/${encodeURIComponent(uuid)}`)).data;
}

export async function fetchStage(uuid: string): Promise<AnswerOf<typeof JOURNEY.stage>> {
  return (await api().get<AnswerOf<typeof JOURNEY.stage>>(`${HELOC}/${encodeURIComponent(uuid)}/stage`)).data;
}

export async function getKrangStatus(uuid: string): Promise<AnswerOf<typeof KRANG.status>> {
  return (
    await api().get<AnswerOf<typeof KRANG.status>>(
      `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`,
    )
  ).data;
}

export async function getAllApplications(): Promise<AnswerOf<typeof APPLICATION.all>> {
  return (await api().get<AnswerOf<typeof APPLICATION.all>>(`${HELOC}/all`)).data;
}

export async function createApplication(input: CreateApplicationInput): Promise<AnswerOf<typeof APPLICATION.create>> {
  return (await api().post<AnswerOf<typeof APPLICATION.create>>(HELOC, input)).data;
}

export async function getTrackerProfile(): Promise<AnswerOf<typeof APPLICATION.tracker>> {
  return (await api().get<AnswerOf<typeof APPLICATION.tracker>>(TRACKER)).data;
}

/** The new tracker profile goes in the query: the route reads no body. */
export async function patchTrackerProfile(
  optimizelyProfileUuid: string,
  identityUuid: string,
): Promise<AnswerOf<typeof APPLICATION.setTracker>> {
  return (
    await api().patch<AnswerOf<typeof APPLICATION.setTracker>>(TRACKER, undefined, {
      params: { optimizelyProfileUuid, identityUuid },
    })
  ).data;
}

/** The states the organisation (x-org) is licensed to lend in, as its contract answers them; public. */
export async function getStateLicenses(): Promise<string[]> {
  const res = await api().get<AnswerOf<typeof APPLICATION.stateLicenses>>(
    '/service-application/external/api/v1/heloc/state-licenses',
    { context: 'external' },
  );
  return res.data.states;
}
