// Graceful shutdown through the `npm start` launcher (scripts/start.mjs): SIGTERM to the launcher reaches the
// server, a request in flight is answered, connected sockets are closed (so clients reconnect elsewhere), and
// no process is left behind; the launcher exits with the server's status.
import { io as connect } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import { registrationBody } from './helpers';
import { freePort, http, makeClientDir, removeDir, serverEnv, sleep, startServer } from './processes';
import path from 'node:path';
import os from 'node:os';
import { mkdtempSync } from 'node:fs';

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('SIGTERM through npm start', () => {
  jest.setTimeout(120_000);

  it('ends the server gracefully and leaves no process', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-shutdown-'));
    const client = makeClientDir();
    try {
      const env = serverEnv(`sqlite:${path.join(dir, 'heloc.sqlite')}`, client, { SKIP_CLIENT_BUILD: '1' });
      const launcher = await startServer(env, await freePort(), ['scripts/start.mjs']);
      // The server is the launcher's child: find it by its parent.
      const { execFileSync } = await import('node:child_process');
      const childPids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(launcher.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0);
      expect(childPids).toHaveLength(1);
      const serverPid = childPids[0];

      const registered = await http(launcher.baseUrl, 'POST', '/identity/api/v1/registration/register', {
        body: registrationBody(),
      });
      const { jwt } = registered.json<{ jwt: string }>();
      const socket = connect(launcher.baseUrl, { path: PUSH_PATH, auth: { token: jwt }, transports: ['websocket'] });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

      // A request in flight when SIGTERM comes is still answered.
      const inFlight = http(launcher.baseUrl, 'POST', '/identity/api/v1/registration/register', {
        body: registrationBody(),
      });
      await sleep(5);
      const exit = launcher.kill('SIGTERM');
      const answer = await inFlight.catch((err: unknown) => err);
      expect((answer as { status?: number }).status).toBe(200);
      expect(await disconnected).toMatch(/server|transport close/);
      socket.disconnect();
      expect(await exit).toEqual({ code: 0, signal: null });
      const deadline = Date.now() + 10_000;
      while (processExists(serverPid) && Date.now() < deadline) await sleep(50);
      expect(processExists(serverPid)).toBe(false);
    } finally {
      removeDir(dir);
      removeDir(client);
    }
  });

  it('the server alone ends with 0 on SIGTERM and /readyz never hangs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-shutdown-'));
    const client = makeClientDir();
    try {
      const server = await startServer(serverEnv(`sqlite:${path.join(dir, 'heloc.sqlite')}`, client), await freePort());
      expect((await http(server.baseUrl, 'GET', '/readyz')).status).toBe(200);
      expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    } finally {
      removeDir(dir);
      removeDir(client);
    }
  });
});
