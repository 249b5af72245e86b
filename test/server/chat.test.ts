// Web chat services (server/chat): starting a chat, its token and survey link, the borrower nonce, attachments,
// and the agents' routes. Every chat resource answers 404 to anyone else.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acceptConversation } from '../../server/chat/repository';
import { NO_AGENT_CHAT, NONCE_INVALID, WEBCHAT_OFF } from '../../server/chat/service';
import { ALREADY_TAKEN, AGENTS_ONLY } from '../../server/chat/agentService';
import { CHAT_SESSION_EXPIRED, CHAT_TOKEN_REQUIRED } from '../../server/chat/accessService';
import { signChatToken } from '../../server/chat/tokens';
import { FILE_TYPE_NOT_ALLOWED } from '../../server/uploads';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import {
  AGENT_URL,
  AMR,
  INIT_URL,
  ATTACH_URL,
  EXE,
  INFO_URL,
  MP3,
  MP4,
  NONCE_REFRESH_URL,
  NONCE_URL,
  PNG,
  REFRESH_URL,
  STREAM_URL,
  agentToken,
  asAgent,
  multipart,
  secondAgentToken,
  startChat,
} from './chatHelpers';

const chatHeaders = (token: string, org = 'HEARTH') => ({ 'x-chat-token': token, 'x-org': org });

describe.each(dialects)('web chat (%s)', (dialect) => {
  let t: TestApp;
  let borrower: Registered;
  let stranger: Registered;
  let agent: string;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    borrower = await registerUser(t.app);
    stranger = await registerUser(t.app);
    agent = await agentToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function nonceOf(user: Registered): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) });
    expect(res.statusCode).toBe(200);
    return res.json().nonce;
  }

  describe('starting a chat', () => {
    it('opens a waiting conversation and answers the chat init response', async () => {
      const chat = await startChat(t.app, {
        welcomeMessage: 'Thanks for reaching out. An agent will be with you soon.',
      });
      expect(chat).toEqual(
        expect.objectContaining({
          token: expect.any(String),
          conversationSid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          omniProxyChannelId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          providerChannelId: chat.conversationSid,
          skill: 'FHEL',
          targetWorkerSid: null,
        }),
      );
      expect(chat.stream).toBeUndefined();
      const row = await t.app.db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('uuid', '=', chat.conversationSid)
        .executeTakeFirstOrThrow();
      expect(row).toEqual(
        expect.objectContaining({ state: 'WAITING', kind: 'AGENT', provider: 'twilio', identity_uuid: null }),
      );
      // Six hours to live.
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(6 * 60 * 60 * 1000);
      const messages = await t.app.db
        .selectFrom('chat_messages')
        .select(['sender_type', 'body'])
        .where('conversation_uuid', '=', chat.conversationSid)
        .execute();
      expect(messages).toEqual([
        { sender_type: 'SYSTEM', body: 'Thanks for reaching out. An agent will be with you soon.' },
      ]);
    });

    it('gives White Label as the skill of other organisations, and stream credentials on the streaming call', async () => {
      const chat = await startChat(t.app, {}, 'SUMMIT_RATE', STREAM_URL);
      expect(chat.skill).toBe('White Label');
      expect(chat.stream).toEqual({
        providerUserId: expect.any(String),
        providerUserToken: expect.any(String),
        providerChannelId: chat.conversationSid,
      });
    });

    it('answers 400 with the field message for a missing or long name and a bad email', async () => {
      const missing = await t.app.inject({ method: 'POST', url: INIT_URL, payload: { emailAddress: 'a@b.com' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('friendlyName: Required');
      const long = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        payload: { friendlyName: 'x'.repeat(129), emailAddress: 'not an email' },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual(
        expect.arrayContaining([
          'friendlyName: Cannot be more than 128 characters',
          'emailAddress: Enter a valid email address',
        ]),
      );
    });

    it('refuses an organisation that runs no web chat (403)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        headers: { 'x-org': 'PINECREST_CU' },
        payload: { friendlyName: 'Dana' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(WEBCHAT_OFF);
    });

    it("ties the chat to the borrower with a nonce, and refuses a bad nonce (401) or another's application (404)", async () => {
      const nonce = await nonceOf(borrower);
      const chat = await startChat(t.app, {
        nonce,
        identityUuid: borrower.identityUuid,
        applicationUuid: borrower.applicationUuid,
      });
      const row = await t.app.db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('uuid', '=', chat.conversationSid)
        .executeTakeFirstOrThrow();
      expect(row.identity_uuid).toBe(borrower.identityUuid);
      expect(row.application_uuid).toBe(borrower.applicationUuid);

      const bad = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        payload: { friendlyName: 'Dana', nonce: 'made-up', identityUuid: borrower.identityUuid },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().message).toBe(NONCE_INVALID);
      // A nonce proves its owner only: claiming someone else with it fails.
      const claimed = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        payload: { friendlyName: 'Dana', nonce: await nonceOf(stranger), identityUuid: borrower.identityUuid },
      });
      expect(claimed.statusCode).toBe(401);
      const foreign = await t.app.inject({
        method: 'POST',
        url: INIT_URL,
        payload: { friendlyName: 'Dana', nonce: await nonceOf(stranger), applicationUuid: borrower.applicationUuid },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('the borrower nonce', () => {
    it('is issued to a signed-in borrower and exchanged on refresh', async () => {
      expect((await t.app.inject({ method: 'POST', url: NONCE_URL })).statusCode).toBe(401);
      const first = await nonceOf(borrower);
      const refreshed = await t.app.inject({
        method: 'PUT',
        url: `${NONCE_REFRESH_URL}?nonce=${encodeURIComponent(first)}`,
        headers: bearer(borrower.jwt),
      });
      expect(refreshed.statusCode).toBe(200);
      const second = refreshed.json().nonce;
      expect(second).not.toBe(first);
      // The old one is spent.
      const again = await t.app.inject({
        method: 'PUT',
        url: `${NONCE_REFRESH_URL}?nonce=${encodeURIComponent(first)}`,
        headers: bearer(borrower.jwt),
      });
      expect(again.statusCode).toBe(404);
      const stolen = await t.app.inject({
        method: 'PUT',
        url: `${NONCE_REFRESH_URL}?nonce=${encodeURIComponent(second)}`,
        headers: bearer(stranger.jwt),
      });
      expect(stolen.statusCode).toBe(404);
      const missing = await t.app.inject({ method: 'PUT', url: NONCE_REFRESH_URL, headers: bearer(borrower.jwt) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('nonce: Required');
      expect((await t.app.inject({ method: 'PUT', url: `${NONCE_REFRESH_URL}?nonce=${second}` })).statusCode).toBe(401);
    });
  });

  describe('the chat token', () => {
    it('is refreshed for an open chat and refused once the chat has ended', async () => {
      const chat = await startChat(t.app);
      const res = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: chat.token } });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
      // An expired token of an open chat can still be exchanged (the session lasts 6 hours).
      const expired = await signChatToken(
        t.config.jwtSecret,
        { conversationUuid: chat.conversationSid, org: 'HEARTH', kind: 'AGENT' },
        Date.now() - 1000,
      );
      expect((await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: expired } })).statusCode).toBe(
        200,
      );
      const forged = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: `${chat.token}x` } });
      expect(forged.statusCode).toBe(401);
      const missing = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('token: Required');

      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/accept`,
        headers: asAgent(agent),
      });
      await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/end`, headers: asAgent(agent) });
      const ended = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: chat.token } });
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe('The chat has ended');
    });

    it('is not a session token, and a session token is not a chat token', async () => {
      const chat = await startChat(t.app);
      const asSession = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(chat.token) });
      expect(asSession.statusCode).toBe(401);
      const asChat = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: borrower.jwt } });
      expect(asChat.statusCode).toBe(401);
    });
  });

  describe('web-chat-info (the survey link)', () => {
    it('is given only once an agent has taken part, to the chat itself', async () => {
      const chat = await startChat(t.app);
      const other = await startChat(t.app);
      const ask = (token: string | null, payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: INFO_URL,
          headers: token ? chatHeaders(token) : {},
          payload: payload as object,
        });
      const before = await ask(chat.token, { omniProxyChannelId: chat.omniProxyChannelId });
      expect(before.statusCode).toBe(409);
      expect(before.json().message).toBe(NO_AGENT_CHAT);

      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/accept`,
        headers: asAgent(agent),
      });
      const after = await ask(chat.token, { omniProxyChannelId: chat.omniProxyChannelId });
      expect(after.statusCode).toBe(200);
      const { contactId, surveyUrl } = after.json();
      expect(surveyUrl).toBe(`/chat-survey/${contactId}`);

      const noToken = await ask(null, { omniProxyChannelId: chat.omniProxyChannelId });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json().message).toBe(CHAT_TOKEN_REQUIRED);
      expect((await ask(other.token, { omniProxyChannelId: chat.omniProxyChannelId })).statusCode).toBe(404);
      const invalid = await ask(chat.token, {});
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('omniProxyChannelId: Required');
    });
  });

  describe('attachments', () => {
    it('takes the allowed types by their bytes and refuses others (400), strangers (404) and no token (401)', async () => {
      const chat = await startChat(t.app);
      const other = await startChat(t.app);
      const upload = (token: string | null, name: string, bytes: Buffer) => {
        const body = multipart(name, bytes);
        return t.app.inject({
          method: 'POST',
          url: ATTACH_URL,
          headers: { ...body.headers, ...(token ? chatHeaders(token) : {}) },
          payload: body.payload,
        });
      };
      const png = await upload(chat.token, 'statement.png', PNG);
      expect(png.statusCode).toBe(200);
      expect(png.json()).toEqual({
        uuid: expect.any(String),
        filename: 'statement.png',
        mime: 'image/png',
        size: PNG.length,
      });
      for (const [name, bytes, mime] of [
        ['voice.mp3', MP3, 'audio/mpeg'],
        ['voice.amr', AMR, 'audio/amr'],
        ['clip.mp4', MP4, 'video/mp4'],
        ['note.txt', Buffer.from('My loan number is on the letter.\n'), 'text/plain'],
      ] as const) {
        const res = await upload(chat.token, name, bytes);
        expect({ name, status: res.statusCode, mime: res.json().mime }).toEqual({ name, status: 200, mime });
      }
      // A program named like a picture is refused by its bytes.
      const exe = await upload(chat.token, 'photo.png', EXE);
      expect(exe.statusCode).toBe(400);
      expect(exe.json().message).toBe(FILE_TYPE_NOT_ALLOWED);
      const noToken = await upload(null, 'statement.png', PNG);
      expect(noToken.statusCode).toBe(401);

      const id = png.json().uuid;
      const mine = await t.app.inject({ url: `${ATTACH_URL}/${id}`, headers: chatHeaders(chat.token) });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/png');
      expect(mine.headers['content-disposition']).toContain('attachment; filename="statement.png"');
      expect(mine.rawPayload.equals(PNG)).toBe(true);
      expect((await t.app.inject({ url: `${ATTACH_URL}/${id}`, headers: chatHeaders(other.token) })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: `${ATTACH_URL}/${id}`, headers: bearer(stranger.jwt) })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `${ATTACH_URL}/${id}` })).statusCode).toBe(401);
    });

    it('lets the signed-in borrower of a chat read its attachments with their session', async () => {
      const chat = await startChat(t.app, { nonce: await nonceOf(borrower) });
      const body = multipart('note.txt', Buffer.from('hello\n'));
      const up = await t.app.inject({
        method: 'POST',
        url: ATTACH_URL,
        headers: { ...body.headers, ...chatHeaders(chat.token) },
        payload: body.payload,
      });
      const res = await t.app.inject({ url: `${ATTACH_URL}/${up.json().uuid}`, headers: bearer(borrower.jwt) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('hello\n');
    });
  });

  describe('the agents', () => {
    it('are the only ones who see the waiting list (403) or a chat (404)', async () => {
      const chat = await startChat(t.app);
      const list = await t.app.inject({ url: AGENT_URL, headers: bearer(borrower.jwt) });
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe(AGENTS_ONLY);
      expect((await t.app.inject({ url: AGENT_URL })).statusCode).toBe(401);
      for (const path of ['', '/accept', '/end']) {
        const res = await t.app.inject({
          method: path ? 'POST' : 'GET',
          url: `${AGENT_URL}/${chat.conversationSid}${path}`,
          headers: bearer(borrower.jwt),
        });
        expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      }
      // Another organisation's agent does not see it either.
      const summit = await agentToken(t.app, 'SUMMIT_RATE');
      const foreign = await t.app.inject({
        url: `${AGENT_URL}/${chat.conversationSid}`,
        headers: asAgent(summit, 'SUMMIT_RATE'),
      });
      expect(foreign.statusCode).toBe(404);
      const summitList = (await t.app.inject({ url: AGENT_URL, headers: asAgent(summit, 'SUMMIT_RATE') })).json();
      expect(summitList.waiting.map((c: { conversationSid: string }) => c.conversationSid)).not.toContain(
        chat.conversationSid,
      );
    });

    it("list waiting chats, take one (once), see the borrower's stage, reply and end it", async () => {
      const chat = await startChat(t.app, {
        nonce: await nonceOf(borrower),
        applicationUuid: borrower.applicationUuid,
        friendlyName: 'Pat Borrower',
      });
      const list = await t.app.inject({ url: AGENT_URL, headers: asAgent(agent) });
      expect(list.statusCode).toBe(200);
      expect(list.json().agentName).toBe('Alex A.');
      expect(list.json().waiting).toContainEqual(
        expect.objectContaining({
          conversationSid: chat.conversationSid,
          friendlyName: 'Pat Borrower',
          state: 'WAITING',
          borrowerVerified: true,
        }),
      );

      const taken = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/accept`,
        headers: asAgent(agent),
      });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual(
        expect.objectContaining({
          state: 'ACTIVE',
          agentName: 'Alex A.',
          assignedToMe: true,
          application: expect.objectContaining({
            uuid: borrower.applicationUuid,
            stage: 'BASIC_INFO',
            stageLabel: 'Basic info',
            propertyState: 'TX',
          }),
        }),
      );
      const second = await secondAgentToken(t.app);
      const late = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/accept`,
        headers: asAgent(second),
      });
      // Taken by someone else: the second agent cannot even see it now.
      expect(late.statusCode).toBe(404);

      const sent = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { clientId: 'agent-1', body: 'Hi Pat, how can I help?' },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual(
        expect.objectContaining({ senderType: 'AGENT', senderName: 'Alex A.', body: 'Hi Pat, how can I help?' }),
      );
      // The same client id twice is one message.
      const resent = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { clientId: 'agent-1', body: 'Hi Pat, how can I help?' },
      });
      expect(resent.json().id).toBe(sent.json().id);
      const empty = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { body: '   ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Type a message or attach a file');

      const file = multipart('rates.pdf', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'));
      const up = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/attachments`,
        headers: { ...asAgent(agent), ...file.headers },
        payload: file.payload,
      });
      expect(up.statusCode).toBe(200);
      const withFile = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { attachmentIds: [up.json().uuid] },
      });
      expect(withFile.json().attachments).toEqual([up.json()]);
      // Another chat's attachment cannot be sent here.
      const other = await startChat(t.app);
      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${other.conversationSid}/accept`,
        headers: asAgent(agent),
      });
      const foreignFile = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${other.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { attachmentIds: [up.json().uuid] },
      });
      expect(foreignFile.statusCode).toBe(400);

      const ended = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/end`,
        headers: asAgent(agent),
      });
      expect(ended.json().state).toBe('ENDED');
      const afterEnd = await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { body: 'Are you still there?' },
      });
      expect(afterEnd.statusCode).toBe(409);
      const mine = (await t.app.inject({ url: AGENT_URL, headers: asAgent(agent) })).json().mine;
      expect(mine).toContainEqual(expect.objectContaining({ conversationSid: chat.conversationSid, state: 'ENDED' }));
    });

    it('gives a chat two agents take at once to one of them only', async () => {
      const chat = await startChat(t.app);
      const second = await secondAgentToken(t.app);
      // Both see it waiting.
      expect(
        (await t.app.inject({ url: `${AGENT_URL}/${chat.conversationSid}`, headers: asAgent(second) })).statusCode,
      ).toBe(200);
      const answers = await Promise.all(
        [agent, second].map((token) =>
          t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(token) }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const loser = answers.find((a) => a.statusCode !== 200)!;
      // Refused as taken (409), or not even visible any more (404) when the winner was quicker still.
      expect([404, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409) expect(loser.json().message).toBe(ALREADY_TAKEN);
      // The model itself never hands a taken chat over.
      expect(await acceptConversation(t.app.db, chat.conversationSid, { uuid: 'someone-else', name: 'Sam S.' })).toBe(
        false,
      );
    });

    it('routes a development stream chat straight to the agent named', async () => {
      const me = await t.app.db
        .selectFrom('identities')
        .select(['uuid', 'email'])
        .where('org_code', '=', 'HEARTH')
        .where('type', '=', 'AGENT')
        .where('email', 'like', 'agent.%')
        .executeTakeFirstOrThrow();
      const chat = await startChat(t.app, { agentId: me.email }, 'HEARTH', STREAM_URL);
      expect(chat.targetWorkerSid).toBe(me.uuid);
      expect(chat.targetWorkerFriendlyName).toBe('Alex');
      const second = await secondAgentToken(t.app);
      const theirs = (await t.app.inject({ url: AGENT_URL, headers: asAgent(second) })).json();
      expect(theirs.waiting.map((c: { conversationSid: string }) => c.conversationSid)).not.toContain(
        chat.conversationSid,
      );
      const unknown = await t.app.inject({
        method: 'POST',
        url: STREAM_URL,
        payload: { friendlyName: 'Dana', agentId: 'nobody@sandbox.example' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('agentId: No agent has this id');
    });
  });

  it('limits how many chats one address may start a minute', async () => {
    const limited = await makeTestApp(dialect, { authRateLimit: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.inject({ method: 'POST', url: INIT_URL, payload: { friendlyName: 'Dana' } });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('ends an agent chat past its six hours', async () => {
    const chat = await startChat(t.app);
    await t.app.db
      .updateTable('chat_conversations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', chat.conversationSid)
      .execute();
    const res = await t.app.inject({ method: 'POST', url: REFRESH_URL, payload: { token: chat.token } });
    expect(res.statusCode).toBe(401);
    expect(
      (
        await t.app.db
          .selectFrom('chat_conversations')
          .select('state')
          .where('uuid', '=', chat.conversationSid)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('ENDED');
    const expired = await signChatToken(
      t.config.jwtSecret,
      { conversationUuid: chat.conversationSid, org: 'HEARTH', kind: 'AGENT' },
      Date.now() - 1,
    );
    const info = await t.app.inject({
      method: 'POST',
      url: INFO_URL,
      headers: chatHeaders(expired),
      payload: { omniProxyChannelId: chat.omniProxyChannelId },
    });
    expect(info.statusCode).toBe(401);
    expect(info.json().message).toBe(CHAT_SESSION_EXPIRED);
  });

  it("serves the agents' console page with the organisation's data", async () => {
    writeFileSync(
      path.join(t.config.clientDir, 'agent.html'),
      readFileSync(path.resolve(__dirname, '../../public/agent.html'), 'utf8'),
    );
    const page = await t.app.inject({ url: '/agent-console', headers: { 'x-org': 'SUMMIT_RATE' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('"organizationCode":"SUMMIT_RATE"');
    expect(page.body).not.toContain('__CSP_NONCE__');
  });

  it('documents every chat route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/documentation/json' })).json();
    const init = doc.paths['/service-csp/external/api/v1/twilio/initWebChat'].post;
    expect(init.tags).toEqual(['Web chat']);
    expect(Object.keys(init.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    expect(
      doc.paths['/service-csp/agent/secure/api/v1/webchat/conversations/{conversationUuid}/accept'].post.tags,
    ).toEqual(['Web chat: agents']);
    expect(doc.paths['/service-chat-chatbot/external/api/v1/message/chatWithAutobot'].post.tags).toEqual(['Chatbot']);
  });
});

// The chat keeps its own clock (the configured `now`): a nonce is issued on it, and checked on it too.
describe.each(dialects)('web chat on its own clock (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { now: () => new Date(Date.now() - 3 * 3600_000) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a nonce it issued minutes ago on its clock, three hours behind the wall clock', async () => {
    const user = await registerUser(t.app);
    const nonce = (await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) })).json().nonce;
    const chat = await startChat(t.app, { nonce });
    expect(chat.conversationSid).toEqual(expect.any(String));
    const row = await t.app.db
      .selectFrom('chat_conversations')
      .select('identity_uuid')
      .where('uuid', '=', chat.conversationSid)
      .executeTakeFirstOrThrow();
    expect(row.identity_uuid).toBe(user.identityUuid);
  });
});
