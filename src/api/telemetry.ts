// /ft: telemetry sessions.
import { api } from './client';

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

export interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

export async function createFtSession(
  input: FtSessionInput,
  context: 'external' | 'secure' = 'external',
): Promise<SessionKey> {
  const res = await api().post<{ sessionKey: SessionKey }>(`/ft/${context}/session`, input, {
    context: context === 'external' ? 'external' : undefined,
  });
  return res.data.sessionKey;
}
