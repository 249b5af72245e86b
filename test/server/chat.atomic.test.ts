// Writes that belong together commit together. Each test damages the second write (a repository function made to
// fail once, as a database error or a process dying there would) and checks that nothing half-done is left:
// starting an agent chat (the conversation and its welcome message), logout (the session's revocation and the end of
// its chats, announced to the sockets only once committed), the chat nonce's refresh (the old one dropped and a new
// one issued; of two refreshes of one nonce at once only one gets a new one). And the chat a crash leaves after its
// commit, before the borrower had its token: it leaves the agents' queue when its lifetime ends.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { AGENT_SESSION_MS } from '../../src/domain/chat';
import * as nonceRepository from '../../server/chat/nonceRepository';
import * as chatRepository from '../../server/chat/repository';
import * as chatTokens from '../../server/chat/tokens';
import { SESSION_ENDED, sessionEvents } from '../../server/security/sessions';
import { AGENT_URL, INIT_URL, NONCE_REFRESH_URL, NONCE_URL, agentToken, asAgent, startChat } from './chatHelpers';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';

const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';
const IDENTITY = '/identity/secure/api/v1/identity';
const WELCOME = 'Thanks for reaching out. An agent will be with you soon.';
const damage = () => new Error('the database went away between the two writes');

describe.each(dialects)('writes that belong together (%s)', (dialect) => {
  let t: TestApp;
  let agent: string;
  // The server's clock runs this far behind the wall clock: a chat can be started hours ago.
  let clockBehindMs = 0;

  beforeAll(async () => {
    t = await makeTestApp(dialect, { now: () => new Date(Date.now() - clockBehindMs) });
    agent = await agentToken(t.app);
  });
  afterEach(() => {
    clockBehindMs = 0;
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await t.close();
  });

  const conversationsNamed = (friendlyName: string) =>
    t.app.db.selectFrom('chat_conversations').selectAll().where('friendly_name', '=', friendlyName).execute();
  const messagesOf = (uuid: string) =>
    t.app.db
      .selectFrom('chat_messages')
      .select(['seq', 'sender_type', 'body'])
      .where('conversation_uuid', '=', uuid)
      .execute();
  const waitingNames = async (app: FastifyInstance = t.app) => {
    const res = await app.inject({ url: AGENT_URL, headers: asAgent(agent) });
    expect(res.statusCode).toBe(200);
    return (res.json().waiting as { friendlyName: string }[]).map((c) => c.friendlyName);
  };
  const nonceOf = async (user: Registered): Promise<string> => {
    const res = await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) });
    expect(res.statusCode).toBe(200);
    return res.json().nonce;
  };
  const refresh = (user: Registered, nonce: string) =>
    t.app.inject({
      method: 'PUT',
      url: `${NONCE_REFRESH_URL}?nonce=${encodeURIComponent(nonce)}`,
      headers: bearer(user.jwt),
    });
  const noncesOf = (user: Registered) =>
    t.app.db.selectFrom('chat_nonces').select('nonce').where('identity_uuid', '=', user.identityUuid).execute();

  describe('starting an agent chat', () => {
    it('leaves no conversation when its welcome message cannot be written, and starts whole on the retry', async () => {
      const name = `Atomic ${randomUUID().slice(0, 8)}`;
      jest.spyOn(chatRepository, 'insertMessage').mockRejectedValueOnce(damage());
      const failed = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        headers: { 'x-org': 'HEARTH' },
        payload: { friendlyName: name, welcomeMessage: WELCOME },
      });
      expect(failed.statusCode).toBe(500);
      // Not a waiting chat without its welcome, nor one in the agents' queue.
      expect(await conversationsNamed(name)).toEqual([]);
      expect(await waitingNames()).not.toContain(name);

      const chat = await startChat(t.app, { friendlyName: name, welcomeMessage: WELCOME });
      const rows = await conversationsNamed(name);
      expect(rows.map((r) => ({ uuid: r.uuid, state: r.state, next: Number(r.next_seq) }))).toEqual([
        { uuid: chat.conversationSid, state: 'WAITING', next: 2 },
      ]);
      const messages = await messagesOf(chat.conversationSid);
      expect(messages.map((m) => ({ ...m, seq: Number(m.seq) }))).toEqual([
        { seq: 1, sender_type: 'SYSTEM', body: WELCOME },
      ]);
      expect(await waitingNames()).toContain(name);
    });

    it('leaves a chat whose answer was lost after the commit in the queue no longer than its six-hour lifetime', async () => {
      expect(AGENT_SESSION_MS).toBe(6 * 60 * 60 * 1000);
      // The process dies after the commit, before the borrower has the token: nobody will ever hold this chat.
      const orphan = async (startedAgoMs: number) => {
        const name = `Orphan ${randomUUID().slice(0, 8)}`;
        clockBehindMs = startedAgoMs;
        jest.spyOn(chatTokens, 'signChatToken').mockRejectedValueOnce(new Error('killed after the commit'));
        const lost = await t.app.inject({
          method: 'POST',
          url: INIT_URL,
          headers: { 'x-org': 'HEARTH' },
          payload: { friendlyName: name, welcomeMessage: WELCOME },
        });
        clockBehindMs = 0;
        expect(lost.statusCode).toBe(500);
        const [row] = await conversationsNamed(name);
        // Committed whole: the conversation with its welcome.
        expect(row.state).toBe('WAITING');
        expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(AGENT_SESSION_MS);
        expect((await messagesOf(row.uuid)).map((m) => m.body)).toEqual([WELCOME]);
        return { name, uuid: row.uuid };
      };
      const young = await orphan(AGENT_SESSION_MS - 60_000);
      const old = await orphan(AGENT_SESSION_MS + 1_000);
      const waiting = await waitingNames();
      expect(waiting).toContain(young.name);
      expect(waiting).not.toContain(old.name);
      // An agent who opens it anyway finds nothing, and the look ends it.
      const open = await t.app.inject({ url: `${AGENT_URL}/${old.uuid}`, headers: asAgent(agent) });
      expect(open.statusCode).toBe(404);
      expect((await conversationsNamed(old.name))[0].state).toBe('ENDED');
    });
  });

  describe('logout', () => {
    const logout = (user: Registered) =>
      t.app.inject({ method: 'POST', url: LOGOUT, headers: bearer(user.jwt), payload: { applicationName: 'heloc' } });
    const sessionOf = (user: Registered) =>
      t.app.db
        .selectFrom('auth_sessions')
        .select(['uuid', 'revoked_at'])
        .where('identity_uuid', '=', user.identityUuid)
        .executeTakeFirstOrThrow();
    const stateOf = async (uuid: string) =>
      (
        await t.app.db
          .selectFrom('chat_conversations')
          .select('state')
          .where('uuid', '=', uuid)
          .executeTakeFirstOrThrow()
      ).state;

    it('neither revokes the session nor ends its chats when ending them fails, and says nothing to the sockets', async () => {
      const user = await registerUser(t.app);
      const chat = await startChat(t.app, { nonce: await nonceOf(user) });
      const { uuid: sid } = await sessionOf(user);
      const announced: string[] = [];
      const listen = (ended: string) => announced.push(ended);
      sessionEvents.on(SESSION_ENDED, listen);
      try {
        jest.spyOn(chatRepository, 'endConversation').mockRejectedValueOnce(damage());
        expect((await logout(user)).statusCode).toBe(500);
        expect((await sessionOf(user)).revoked_at).toBeNull();
        expect(await stateOf(chat.conversationSid)).toBe('WAITING');
        expect(announced).not.toContain(sid);
        expect((await t.app.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(200);

        // The borrower presses again: both happen, and the sockets hear of it once.
        expect((await logout(user)).statusCode).toBe(200);
        expect((await sessionOf(user)).revoked_at).not.toBeNull();
        expect(await stateOf(chat.conversationSid)).toBe('ENDED');
        expect(announced.filter((ended) => ended === sid)).toEqual([sid]);
        expect((await t.app.inject({ url: IDENTITY, headers: bearer(user.jwt) })).statusCode).toBe(401);
      } finally {
        sessionEvents.off(SESSION_ENDED, listen);
      }
    });

    // A second connection read synchronously inside the notice: SQLite's, so it is asked of SQLite only (the code is
    // the same on PostgreSQL).
    const onSqlite = dialect === 'sqlite' ? it : () => undefined;
    onSqlite('announces the end only once both writes are committed (read from another connection)', async () => {
      const user = await registerUser(t.app);
      const chat = await startChat(t.app, { nonce: await nonceOf(user) });
      const { uuid: sid } = await sessionOf(user);
      const outside = new SQLite(t.dbFile!, { readonly: true });
      const seen: { revoked: boolean; state: string }[] = [];
      // What another connection sees at the moment of the notice: only what is committed.
      const listen = (ended: string) => {
        if (ended !== sid) return;
        const session = outside.prepare('SELECT revoked_at FROM auth_sessions WHERE uuid = ?').get(sid) as {
          revoked_at: string | null;
        };
        const conversation = outside
          .prepare('SELECT state FROM chat_conversations WHERE uuid = ?')
          .get(chat.conversationSid) as { state: string };
        seen.push({ revoked: session.revoked_at !== null, state: conversation.state });
      };
      sessionEvents.on(SESSION_ENDED, listen);
      try {
        expect((await logout(user)).statusCode).toBe(200);
      } finally {
        sessionEvents.off(SESSION_ENDED, listen);
        outside.close();
      }
      expect(seen).toEqual([{ revoked: true, state: 'ENDED' }]);
    });
  });

  describe('the chat nonce refresh', () => {
    it('keeps the old nonce when the new one cannot be issued', async () => {
      const user = await registerUser(t.app);
      const first = await nonceOf(user);
      jest.spyOn(nonceRepository, 'insertNonce').mockRejectedValueOnce(damage());
      expect((await refresh(user, first)).statusCode).toBe(500);
      expect(await noncesOf(user)).toEqual([{ nonce: first }]);

      // The borrower still has a nonce that works: the next refresh exchanges it.
      const again = await refresh(user, first);
      expect(again.statusCode).toBe(200);
      const second = again.json().nonce as string;
      expect(second).not.toBe(first);
      expect(await noncesOf(user)).toEqual([{ nonce: second }]);
      expect((await refresh(user, first)).statusCode).toBe(404);
    });

    it('gives a new nonce to only one of two refreshes of the same nonce at once', async () => {
      const user = await registerUser(t.app);
      const first = await nonceOf(user);
      const answers = await Promise.all([refresh(user, first), refresh(user, first)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().nonce as string;
      expect(await noncesOf(user)).toEqual([{ nonce: winner }]);
    });
  });
});
