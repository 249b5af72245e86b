// Sockets end with their session (issue 20): a socket opened under a session joins that session's room; logout
// on this instance closes the room at once (sessionEvents), and a sweep closes the sockets of sessions that
// ended elsewhere (logout on another instance) or ran out.
import type { Namespace, Socket } from 'socket.io';
import { SESSION_ENDED, liveSession, sessionEvents } from '../security/sessions';
import type { Db } from '../db';

export const SESSION_SWEEP_MS = 30_000;
const PREFIX = 'session:';
export const sessionRoom = (sid: string): string => `${PREFIX}${sid}`;

/** Puts a connected socket in its session's room (call from the namespace's connection handler). */
export function joinSession(socket: Socket, sid: string | null | undefined): void {
  if (sid) void socket.join(sessionRoom(sid));
}

/** Watches the namespace's session rooms; returns the function that stops watching. */
export function endSocketsWithSessions(
  namespace: Namespace,
  db: Db,
  onError: (err: unknown) => void,
  sweepMs = SESSION_SWEEP_MS,
): () => void {
  const end = (sid: string) => namespace.in(sessionRoom(sid)).disconnectSockets(true);
  sessionEvents.on(SESSION_ENDED, end);
  const sweep = setInterval(() => {
    const sids = [...namespace.adapter.rooms.keys()]
      .filter((r) => r.startsWith(PREFIX))
      .map((r) => r.slice(PREFIX.length));
    void (async () => {
      for (const sid of sids) if (!(await liveSession(db, sid))) end(sid);
    })().catch(onError);
  }, sweepMs);
  sweep.unref();
  return () => {
    sessionEvents.off(SESSION_ENDED, end);
    clearInterval(sweep);
  };
}
