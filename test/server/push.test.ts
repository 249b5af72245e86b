// Stage changes pushed over socket.io (server/push): the app listens on port 0 and real clients connect.
import { io as connect, type Socket } from 'socket.io-client';
import { PUSH_PATH, WATCH_REFUSED } from '../../server/push';
import { signToken } from '../../server/security/jwt';
import { dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { post, profileBody } from './journeyHelpers';

interface StageChanged {
  applicationUuid: string;
  from: string;
  to: string;
  at: string;
}

describe.each(dialects)('stage push (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  let owner: Registered;
  let stranger: Registered;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  function client(token: string): Socket {
    const socket = connect(origin, {
      path: PUSH_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  }

  function watch(socket: Socket, uuid: string): Promise<{ ok: boolean; message?: string }> {
    return socket.timeout(2000).emitWithAck('application:watch', { uuid });
  }

  it('pushes stage:changed to a watcher of the application', async () => {
    const socket = client(owner.jwt);
    expect(await watch(socket, owner.applicationUuid)).toEqual({ ok: true });
    const changes: StageChanged[] = [];
    socket.on('stage:changed', (c: StageChanged) => changes.push(c));

    const res = await post(t.app, owner.jwt, owner.applicationUuid, 'profile', profileBody());
    expect(res.statusCode).toBe(200);
    await t.app.pipeline.idle();
    await new Promise((r) => setTimeout(r, 100));

    expect(changes[0]).toEqual({
      applicationUuid: owner.applicationUuid,
      from: 'BASIC_INFO',
      to: 'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(changes.map((c) => c.to)).toEqual(
      expect.arrayContaining(['WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_AVM_DATA', 'LIEN_VERIFICATION']),
    );
  });

  it("refuses a stranger's watch with an error event, and sends it nothing", async () => {
    const socket = client(stranger.jwt);
    const errors: unknown[] = [];
    const changes: unknown[] = [];
    socket.on('application:error', (e: unknown) => errors.push(e));
    socket.on('stage:changed', (c: unknown) => changes.push(c));
    expect(await watch(socket, owner.applicationUuid)).toEqual({ ok: false, message: WATCH_REFUSED });
    expect(errors).toEqual([{ uuid: owner.applicationUuid, message: WATCH_REFUSED }]);

    // The owner's application moves on; the stranger hears nothing of it.
    const res = await post(t.app, owner.jwt, owner.applicationUuid, 'liens', { confirmed: true });
    expect(res.statusCode).toBe(200);
    await t.app.pipeline.idle();
    await new Promise((r) => setTimeout(r, 100));
    expect(changes).toEqual([]);
  });

  it('refuses a connection without a valid token', async () => {
    const forged = await signToken('not-the-secret', { sub: owner.identityUuid, org: 'HEARTH', sid: 'no-session' });
    for (const token of ['', forged]) {
      const socket = client(token);
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('unauthenticated');
    }
  });
});
