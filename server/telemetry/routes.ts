// Telemetry sessions (docs/API.md "Telemetry").
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { UUID_PATTERN } from '../../src/domain/guards';
import { nowIso } from '../db';
import { notFound, validateBody } from '../http';
import type { RouteDeps } from '../deps';

const sessionSchema = yup.object({
  platform: yup.string().oneOf(['WEB'], 'Must be WEB').required('Required'),
  trackerUuid: yup.string().matches(UUID_PATTERN, 'Invalid tracker').nullable().optional(),
});

export async function ftRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.post('/ft/:context/session', async (request) => {
    const { context } = request.params as { context: string };
    if (context !== 'external' && context !== 'secure') throw notFound();
    const input = await validateBody(sessionSchema, request.body);
    const sessionKey = {
      uuid: randomUUID(),
      epoch: Date.now(),
      trackerUuid: input.trackerUuid?.toLowerCase() ?? randomUUID(),
    };
    await db
      .insertInto('ft_sessions')
      .values({
        uuid: sessionKey.uuid,
        epoch: String(sessionKey.epoch),
        tracker_uuid: sessionKey.trackerUuid,
        context,
        created_at: nowIso(),
      })
      .execute();
    return { sessionKey };
  });
}
