// Sessions that end (issue 20): logout revokes the session on the server, so its token is refused by a second
// instance on the same database; a session past its end is refused; every authenticated JSON answer carries
// `Cache-Control: no-store`; logout ends the borrower's chat and its chat token is refused.
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { io as connect } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import { TOKEN_TTL_SECONDS } from '../../server/security/jwt';
import { SESSION_MAX_MS } from '../../server/security/sessions';
import { buildApp } from '../../server/app';
import { CHAT_SESSION_EXPIRED } from '../../server/chat/accessService';
import { ATTACH_URL, multipart, NONCE_URL, startChat } from './chatHelpers';
import { bearer, dialects, makeTestApp, PASSWORD, registerUser, type Registered, type TestApp } from './helpers';

const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';
const IDENTITY = '/identity/secure/api/v1/identity';

describe.each(dialects)('sessions (%s)', (dialect) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // Another instance on the same database (its own connection, pool and caches).
    second = await buildApp({ ...t.config });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const logout = (app: FastifyInstance, jwt: string) =>
    app.inject({ method: 'POST', url: LOGOUT, headers: bearer(jwt), payload: { applicationName: 'heloc' } });

  it('a token revoked by logout on one instance is refused by the other at once', async () => {
    const user = await registerUser(t.app);
    expect((await second.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(200);
    expect((await logout(t.app, user.jwt)).statusCode).toBe(200);
    const after = await second.inject({ url: IDENTITY, headers: bearer(user.jwt) });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(401);
    // Signing in again starts a new session; the old token stays dead.
    const login = await second.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect((await t.app.inject({ url: IDENTITY, headers: bearer(login.json().jwt) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(401);
  });

  it('refuses a token whose session has ended, however fresh the token', async () => {
    const user = await registerUser(t.app);
    await t.app.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('identity_uuid', '=', user.identityUuid)
      .execute();
    expect((await t.app.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(401);
  });

  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, number | string>;
  const tokenOf = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.authorization).replace(/^Bearer /, '');

  it('tells the app when the session ends for good (sxp), and no token outlives it', async () => {
    const user = await registerUser(t.app);
    const row = await t.app.db
      .selectFrom('auth_sessions')
      .select(['uuid', 'created_at'])
      .where('identity_uuid', '=', user.identityUuid)
      .executeTakeFirstOrThrow();
    const cap = Math.floor((Date.parse(row.created_at) + SESSION_MAX_MS) / 1000);
    const first = claimsOf(user.jwt);
    expect(first.sxp).toBe(cap);
    expect(first.exp).toBe(Number(first.iat) + TOKEN_TTL_SECONDS);

    // The same session near its maximum: 5 minutes of it left. A token old enough to be refreshed gets a new one
    // that ends with the session, not TOKEN_TTL_SECONDS later.
    const nearCap = new Date(Date.now() - SESSION_MAX_MS + 5 * 60_000).toISOString();
    await t.app.db.updateTable('auth_sessions').set({ created_at: nearCap }).where('uuid', '=', row.uuid).execute();
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ org: first.org, sid: row.uuid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.identityUuid)
      .setIssuedAt(now - 120)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await second.inject({ url: IDENTITY, headers: bearer(old) });
    expect(res.statusCode).toBe(200);
    const refreshed = claimsOf(tokenOf(res));
    const newCap = Math.floor((Date.parse(nearCap) + SESSION_MAX_MS) / 1000);
    expect(refreshed.sxp).toBe(newCap);
    expect(refreshed.exp).toBe(newCap);
    expect(refreshed.iat).toBeGreaterThanOrEqual(now);
  });

  async function everyAuthenticatedGet(user: Registered) {
    const routes = t.app.routeCatalogue.filter(
      (r) => r.method === 'GET' && /^\/(service-|identity)/.test(r.url) && !r.url.includes('*'),
    );
    const answers = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'uuid' ? user.applicationUuid : name === 'type' ? 'APPLICATION_SUMMARY' : 'secure',
      );
      const res = await t.app.inject({ url, headers: bearer(user.jwt) });
      answers.push({
        route: route.url,
        status: res.statusCode,
        type: res.headers['content-type'],
        cache: res.headers['cache-control'],
      });
    }
    return answers;
  }

  it('answers every authenticated call with Cache-Control: no-store', async () => {
    const user = await registerUser(t.app);
    const answers = await everyAuthenticatedGet(user);
    const json = answers.filter((a) => String(a.type).startsWith('application/json'));
    expect(json.filter((a) => a.status === 200).length).toBeGreaterThan(10);
    expect(answers.filter((a) => a.cache !== 'no-store')).toEqual([]);
    const post = await t.app.inject({
      method: 'POST',
      url: '/service-application/api/v1/application/heloc',
      headers: bearer(user.jwt),
      payload: {
        property: { street1: '5 Ash Way', city: 'Austin', state: 'TX', zip: '78703' },
        saleStatus: 'NOT_SELLING',
      },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe('no-store');
    // A public page may be cached as usual.
    expect((await t.app.inject({ url: '/identity/api/v1/registration/register' })).headers['cache-control']).not.toBe(
      'no-store',
    );
  });

  it('logout ends the borrower’s chat and its chat token is refused', async () => {
    const user = await registerUser(t.app);
    const nonce = (await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) })).json().nonce;
    const chat = await startChat(t.app, { nonce });
    const attach = () => {
      const body = multipart('note.txt', Buffer.from('hello\n'));
      return t.app.inject({
        method: 'POST',
        url: ATTACH_URL,
        headers: { ...body.headers, 'x-chat-token': chat.token, 'x-org': 'HEARTH' },
        payload: body.payload,
      });
    };
    expect((await attach()).statusCode).toBe(200);
    expect((await logout(t.app, user.jwt)).statusCode).toBe(200);
    const refused = await attach();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(CHAT_SESSION_EXPIRED);
    const row = await t.app.db
      .selectFrom('chat_conversations')
      .select('state')
      .where('uuid', '=', chat.conversationSid)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('ENDED');
    // A visitor's chat (no session) is not affected by anyone's logout.
    const visitor = await startChat(t.app);
    const body = multipart('note.txt', Buffer.from('hi\n'));
    const ok = await t.app.inject({
      method: 'POST',
      url: ATTACH_URL,
      headers: { ...body.headers, 'x-chat-token': visitor.token, 'x-org': 'HEARTH' },
      payload: body.payload,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('logout closes the session’s sockets and a revoked token cannot open one', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerUser(t.app);
    const socket = connect(origin, {
      path: PUSH_PATH,
      auth: { token: user.jwt },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
      expect((await logout(t.app, user.jwt)).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.close();
    }
    const again = connect(origin, {
      path: PUSH_PATH,
      auth: { token: user.jwt },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      const refused = await new Promise<string>((resolve) => {
        again.on('connect', () => resolve('connected'));
        again.on('connect_error', (err) => resolve(err.message));
      });
      expect(refused).toBe('unauthenticated');
    } finally {
      again.close();
    }
  });
});
