// /ft: telemetry sessions.
import type { SessionKey } from '../domain/contracts/wire/telemetry';
import type { AnswerOf, BodyOf, TELEMETRY } from '../domain/contracts';
import { api } from './client';

export type { SessionKey } from '../domain/contracts/wire/telemetry';

/**
 * What the app tells of the browser with a new session (docs/API.md "Telemetry"). Not in the route's contract:
 * its schema has the platform and tracker only, so the server drops these.
 */
/** A session as /ft/{context}/session takes it: the platform, the tracker, and the device the page runs on. */
export type FtSessionInput = BodyOf<typeof TELEMETRY.session>;

export async function createFtSession(
  input: FtSessionInput,
  context: 'external' | 'secure' = 'external',
): Promise<SessionKey> {
  const res = await api().post<AnswerOf<typeof TELEMETRY.session>>(`/ft/${context}/session`, input, {
    context: context === 'external' ? 'external' : undefined,
  });
  return res.data.sessionKey;
}

/** An event as /ft/{context}/event takes it (shared-surfaces section 3). */
export type FtEvent = BodyOf<typeof TELEMETRY.event>;

/**
 * Signed-in visitors send on `secure` (the server takes the identity from the token), others on `external`. The
 * optional ids go only when there are some; the recorded event is the answer, which is not read.
 */
export async function postFtEvent(event: FtEvent, context: 'external' | 'secure' = 'external'): Promise<void> {
  const { identityId, applicationUuid, dedupeProperty, ...rest } = event;
  await api().post(
    `/ft/${context}/event`,
    {
      ...rest,
      ...(identityId ? { identityId } : {}),
      ...(applicationUuid ? { applicationUuid } : {}),
      ...(dedupeProperty ? { dedupeProperty } : {}),
    } satisfies FtEvent,
    { context: context === 'external' ? 'external' : undefined },
  );
}
