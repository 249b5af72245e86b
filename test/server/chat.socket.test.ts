// The chat's real-time side (server/chat/hub.ts): the app listens on port 0 and real socket.io clients connect
// to the /chat namespace of the platform's one socket server, as borrower and as agent.
import { io as connect, type Socket } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import {
  CHAT_EVENTS,
  type ChatSendAck,
  type ChatSnapshot,
  type ChatTypingEvent,
  type ChatWireMessage,
} from '../../src/domain/chat';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { AGENT_URL, NONCE_URL, agentToken, asAgent, startChat } from './chatHelpers';

interface Incoming {
  conversationSid: string;
  message: ChatWireMessage;
}

describe.each(dialects)('chat socket (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  let agent: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    agent = await agentToken(t.app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  function client(auth: Record<string, unknown>): Socket {
    const socket = connect(`${origin}/chat`, { path: PUSH_PATH, auth, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }

  const once = <T>(socket: Socket, event: string): Promise<T> =>
    new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  function collect<T>(socket: Socket, event: string): T[] {
    const seen: T[] = [];
    socket.on(event, (payload: T) => seen.push(payload));
    return seen;
  }

  async function until(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const send = (socket: Socket, payload: unknown): Promise<ChatSendAck> =>
    socket.timeout(3000).emitWithAck(CHAT_EVENTS.send, payload);

  it('carries messages both ways between the borrower and the agent who took the chat', async () => {
    const chat = await startChat(t.app, { welcomeMessage: 'Welcome! An agent will join you shortly.' });
    const borrower = client({ chatToken: chat.token });
    const snapshot = await once<ChatSnapshot>(borrower, CHAT_EVENTS.snapshot);
    expect(snapshot).toEqual({
      conversationSid: chat.conversationSid,
      state: 'WAITING',
      agentName: null,
      messages: [expect.objectContaining({ senderType: 'SYSTEM', body: 'Welcome! An agent will join you shortly.' })],
    });
    const states = collect<{ state: string; agentName: string | null }>(borrower, CHAT_EVENTS.state);
    const toBorrower = collect<Incoming>(borrower, CHAT_EVENTS.message);

    // The agent hears of the new chat and takes it.
    const console_ = client({ token: agent });
    const queue = collect<unknown>(console_, CHAT_EVENTS.queue);
    await once(console_, 'connect');
    const taken = await t.app.inject({
      method: 'POST',
      url: `${AGENT_URL}/${chat.conversationSid}/accept`,
      headers: asAgent(agent),
    });
    expect(taken.statusCode).toBe(200);
    await until(() => states.length > 0, 'the state change');
    expect(states[0]).toEqual({ conversationSid: chat.conversationSid, state: 'ACTIVE', agentName: 'Alex A.' });
    await until(() => queue.length > 0, 'the queue change');
    const watched = await console_
      .timeout(3000)
      .emitWithAck(CHAT_EVENTS.watch, { conversationSid: chat.conversationSid });
    expect(watched.ok).toBe(true);
    const toAgent = collect<Incoming>(console_, CHAT_EVENTS.message);
    const typing = collect<ChatTypingEvent>(console_, CHAT_EVENTS.typing);

    const ack = await send(borrower, { clientId: 'c-1', body: 'Hello, I have a question about my draw.' });
    expect(ack).toEqual({
      ok: true,
      message: expect.objectContaining({ clientId: 'c-1', senderType: 'APPLICANT', senderName: 'Dana Rivera', seq: 2 }),
    });
    await until(() => toAgent.length === 1, 'the borrower message at the agent');
    expect(toAgent[0].message.body).toBe('Hello, I have a question about my draw.');

    borrower.emit(CHAT_EVENTS.typing, { preview: 'Also, when' });
    await until(() => typing.length === 1, 'the typing preview');
    expect(typing[0]).toEqual({
      conversationSid: chat.conversationSid,
      senderType: 'APPLICANT',
      preview: 'Also, when',
    });

    await t.app.inject({
      method: 'POST',
      url: `${AGENT_URL}/${chat.conversationSid}/messages`,
      headers: asAgent(agent),
      payload: { clientId: 'a-1', body: 'Happy to help!' },
    });
    await until(() => toBorrower.some((m) => m.message.body === 'Happy to help!'), 'the agent message');
    expect(toBorrower.find((m) => m.message.body === 'Happy to help!')!.message).toEqual(
      expect.objectContaining({ senderType: 'AGENT', senderName: 'Alex A.', seq: 3 }),
    );

    const pong = await borrower.timeout(3000).emitWithAck(CHAT_EVENTS.ping, {});
    expect(pong).toEqual({ ok: true, state: 'ACTIVE' });
  });

  it('sends a reconnecting borrower only what they missed, and stores a resent message once', async () => {
    const chat = await startChat(t.app);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(agent) });
    const first = client({ chatToken: chat.token });
    await once(first, CHAT_EVENTS.snapshot);
    const sent = await send(first, { clientId: 'c-1', body: 'First' });
    expect(sent.ok).toBe(true);
    const lastSeq = sent.ok ? sent.message.seq : -1;
    first.disconnect();

    // While the borrower is away the agent writes twice.
    for (const body of ['Are you there?', 'I will wait.']) {
      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { body },
      });
    }
    const again = client({ chatToken: chat.token, after: lastSeq });
    const snapshot = await once<ChatSnapshot>(again, CHAT_EVENTS.snapshot);
    expect(snapshot.messages.map((m) => m.body)).toEqual(['Are you there?', 'I will wait.']);
    // A message whose ack was lost with the connection is sent again with its id: stored once.
    const resent = await send(again, { clientId: 'c-1', body: 'First' });
    expect(resent.ok && resent.message.seq).toBe(lastSeq);
    const rows = await t.app.db
      .selectFrom('chat_messages')
      .select('body')
      .where('conversation_uuid', '=', chat.conversationSid)
      .where('body', '=', 'First')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('loads the last 20 messages on a first connection', async () => {
    const chat = await startChat(t.app);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(agent) });
    for (let i = 1; i <= 25; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/messages`,
        headers: asAgent(agent),
        payload: { body: `Message ${i}` },
      });
    }
    const socket = client({ chatToken: chat.token });
    const snapshot = await once<ChatSnapshot>(socket, CHAT_EVENTS.snapshot);
    expect(snapshot.messages).toHaveLength(20);
    expect(snapshot.messages[0].body).toBe('Message 6');
    expect(snapshot.messages[19].body).toBe('Message 25');
  });

  it('tells the borrower when the agent ends the chat, and takes no more messages', async () => {
    const chat = await startChat(t.app);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(agent) });
    const borrower = client({ chatToken: chat.token });
    await once(borrower, CHAT_EVENTS.snapshot);
    const ended = once<{ state: string }>(borrower, CHAT_EVENTS.state);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/end`, headers: asAgent(agent) });
    expect((await ended).state).toBe('ENDED');
    expect(await send(borrower, { body: 'One more thing' })).toEqual({ ok: false, message: 'The chat has ended' });
    expect(await send(client({ chatToken: (await startChat(t.app)).token }), { body: '' })).toEqual({
      ok: false,
      message: 'Type a message or attach a file',
    });
  });

  it('lets the borrower end the chat, and tells the agent', async () => {
    const chat = await startChat(t.app);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(agent) });
    const console_ = client({ token: agent });
    await once(console_, 'connect');
    await console_.timeout(3000).emitWithAck(CHAT_EVENTS.watch, { conversationSid: chat.conversationSid });
    const heard = once<{ state: string }>(console_, CHAT_EVENTS.state);
    const borrower = client({ chatToken: chat.token });
    await once(borrower, CHAT_EVENTS.snapshot);
    expect(await borrower.timeout(3000).emitWithAck(CHAT_EVENTS.end, {})).toEqual({ ok: true });
    expect((await heard).state).toBe('ENDED');
    const detail = await t.app.inject({ url: `${AGENT_URL}/${chat.conversationSid}`, headers: asAgent(agent) });
    expect(detail.json().state).toBe('ENDED');
  });

  it("ends a signed-in borrower's chat at their logout, and tells the agent watching it and the waiting list", async () => {
    const user = await registerUser(t.app);
    const nonce = (await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) })).json().nonce;
    const waiting = await startChat(t.app, { nonce });
    const taken = await startChat(t.app, {
      nonce: (await t.app.inject({ method: 'POST', url: NONCE_URL, headers: bearer(user.jwt) })).json().nonce,
    });
    await t.app.inject({
      method: 'POST',
      url: `${AGENT_URL}/${taken.conversationSid}/accept`,
      headers: asAgent(agent),
    });
    const console_ = client({ token: agent });
    await once(console_, 'connect');
    await console_.timeout(3000).emitWithAck(CHAT_EVENTS.watch, { conversationSid: taken.conversationSid });
    const states = collect<{ conversationSid: string; state: string }>(console_, CHAT_EVENTS.state);
    const queue = collect<unknown>(console_, CHAT_EVENTS.queue);

    const out = await t.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/secure/api/v3/logout',
      headers: bearer(user.jwt),
      payload: { applicationName: 'heloc' },
    });
    expect(out.statusCode).toBe(200);
    await until(() => states.some((s) => s.state === 'ENDED'), 'the ended state');
    expect(states.filter((s) => s.state === 'ENDED')).toHaveLength(1);
    await until(() => queue.length > 0, 'the queue change');
    const list = await t.app.inject({ url: AGENT_URL, headers: asAgent(agent) });
    expect(list.json().waiting.map((c: { conversationSid: string }) => c.conversationSid)).not.toContain(
      waiting.conversationSid,
    );
  });

  it('refuses a forged or missing token, a borrower session as an agent, and an agent watching a chat not theirs', async () => {
    const chat = await startChat(t.app);
    for (const auth of [{ chatToken: `${chat.token}x` }, {}, { token: (await registerUser(t.app)).jwt }]) {
      const socket = client(auth);
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('unauthenticated');
    }
    const console_ = client({ token: agent });
    await once(console_, 'connect');
    const waiting = await console_
      .timeout(3000)
      .emitWithAck(CHAT_EVENTS.watch, { conversationSid: chat.conversationSid });
    expect(waiting).toEqual({ ok: false, message: 'Not found' });
    // Another chat's borrower hears nothing of this one.
    const other = await startChat(t.app);
    const outsider = client({ chatToken: other.token });
    await once(outsider, CHAT_EVENTS.snapshot);
    const heard = collect<Incoming>(outsider, CHAT_EVENTS.message);
    await t.app.inject({ method: 'POST', url: `${AGENT_URL}/${chat.conversationSid}/accept`, headers: asAgent(agent) });
    await t.app.inject({
      method: 'POST',
      url: `${AGENT_URL}/${chat.conversationSid}/messages`,
      headers: asAgent(agent),
      payload: { body: 'Private' },
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toEqual([]);
  });
});
