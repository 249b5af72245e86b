// Timeouts wherever a client can hold the server (issue 20): a body sent slowly is cut with a 408 and the
// connection closed; a request sent in time is answered as usual.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Socket as EngineSocket } from 'engine.io-client';
import { DEFAULT_TIMEOUTS } from '../../server/config';
import { PUSH_PATH } from '../../server/push';
import { makeTestApp, type TestApp } from './helpers';

const REQUEST_MS = 600;

describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp('sqlite', {
      timeouts: { requestMs: REQUEST_MS, headersMs: REQUEST_MS, checkEveryMs: 100, socketConnectMs: 300 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends the head at once and the body one byte every `gapMs`; resolves with what came back and when. */
  function trickle(body: string, gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let i = 0;
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      const timer: NodeJS.Timeout = setInterval(() => {
        if (i < body.length && !socket.destroyed) socket.write(body[i]);
        i += 1;
      }, gapMs);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
      socket.on('error', reject);
      socket.write(
        'POST /identity/api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
    });
  }

  it('cuts a body that arrives too slowly with a 408', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) });
    const { answer, closedAfterMs } = await trickle(body, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut near the deadline, long before the body (some 4 s of it) could have finished.
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + 1_000);
  });

  it('answers a request whose body arrives in time', async () => {
    const { answer } = await trickle(JSON.stringify({ email: 'a@example.com', password: 'pw' }), 1);
    expect(answer).toMatch(/^HTTP\/1\.1 (400|401)/);
  });

  it('drops a socket.io connection that never joins a namespace', async () => {
    // The engine.io transport under socket.io: connected, but no namespace is ever joined.
    const socket = new EngineSocket(`ws://127.0.0.1:${port}`, { path: `${PUSH_PATH}/`, transports: ['websocket'] });
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      socket.on('open', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', reject);
    });
    expect(closedAfter).toBeGreaterThanOrEqual(250);
    expect(closedAfter).toBeLessThan(2_000);
  });

  it('sets the server and socket limits from the defaults', () => {
    expect(DEFAULT_TIMEOUTS.requestMs).toBeGreaterThan(0);
    expect(t.app.server.requestTimeout).toBe(REQUEST_MS);
    expect(t.app.server.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
    expect(t.app.server.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
  });
});
