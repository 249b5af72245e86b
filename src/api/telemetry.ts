// /ft: telemetry sessions.
import type { SessionKey, TelemetrySession } from '../domain/contracts/wire/telemetry';
import { api } from './client';

export type { SessionKey } from '../domain/contracts/wire/telemetry';

export interface FtSessionInput {
  platform: 'WEB';
  libVersion: string;
  referrer: string;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  appVersion: string;
  trackerUuid?: string;
}

export async function createFtSession(
  input: FtSessionInput,
  context: 'external' | 'secure' = 'external',
): Promise<SessionKey> {
  const res = await api().post<TelemetrySession>(`/ft/${context}/session`, input, {
    context: context === 'external' ? 'external' : undefined,
  });
  return res.data.sessionKey;
}

/** An event as /ft/{context}/event takes it (shared-surfaces section 3). */
export interface FtEvent {
  domain: string;
  queryParams: Record<string, string>;
  pagePath: string;
  event: string;
  sessionKey: SessionKey;
  identityId: string | null;
  applicationUuid: string | null;
  eventType: string;
  productType: string;
  eventProperties: Record<string, unknown>;
  dontDedupe: boolean;
  dedupeProperty: string | null;
}

/** Signed-in visitors send on `secure` (the server takes the identity from the token), others on `external`. */
export async function postFtEvent(event: FtEvent, context: 'external' | 'secure' = 'external'): Promise<void> {
  const { identityId, applicationUuid, dedupeProperty, ...rest } = event;
  await api().post(
    `/ft/${context}/event`,
    {
      ...rest,
      ...(identityId ? { identityId } : {}),
      ...(applicationUuid ? { applicationUuid } : {}),
      ...(dedupeProperty ? { dedupeProperty } : {}),
    },
    { context: context === 'external' ? 'external' : undefined },
  );
}
