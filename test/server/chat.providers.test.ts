// NICE CXone and TalkJS behind the chat's provider interface (server/chat/providers): a chat started with chatMode
// nice or talkjs is created at the provider and each message is posted there in the provider's documented shapes (the
// sandbox transport keeps the requests); the same connectors over HTTP carry the credentials of a real account.
import { io as connect, type Socket } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import { createHttpTransport, createTalkJsConnector } from '../../server/chat/providers';
import { NICE_WEBHOOK, TALKJS_WEBHOOK } from '../../server/chat/providers/webhookRoutes';
import { webhookSecrets, webhookSignature } from '../../server/chat/providers/webhooks';
import { CHAT_EVENTS, type ChatSendAck, type ChatSnapshot } from '../../src/domain/chat';
import { dialects, makeTestApp, type TestApp } from './helpers';
import { startChat } from './chatHelpers';

describe.each(dialects)('chat providers NICE and TalkJS (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  async function borrowerSays(token: string, body: string): Promise<void> {
    const socket = connect(`${origin}/chat`, {
      path: PUSH_PATH,
      auth: { chatToken: token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<ChatSnapshot>((resolve) => socket.once(CHAT_EVENTS.snapshot, resolve));
    const ack: ChatSendAck = await socket.timeout(3000).emitWithAck(CHAT_EVENTS.send, { body, clientId: 'c-1' });
    expect(ack.ok).toBe(true);
  }

  async function until(check: () => boolean): Promise<void> {
    const deadline = Date.now() + 3000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('TalkJS: the visitor and the conversation are created with PUT, and a message is posted as the visitor', async () => {
    const sent = t.app.chatProviders.sandbox.talkjs!.sent;
    const before = sent.length;
    const chat = await startChat(t.app, { chatMode: 'talkjs', loanNumber: 'HL-1' });
    expect(chat.talkjs).toEqual({
      appId: 'sandbox-app',
      userId: expect.stringMatching(/^visitor-/),
      conversationId: chat.conversationSid,
    });
    const userId = chat.talkjs!.userId;
    expect(sent.slice(before, before + 2)).toEqual([
      {
        method: 'PUT',
        path: `/v1/sandbox-app/users/${userId}`,
        body: { name: 'Dana Rivera', email: ['dana@example.com'], role: 'visitor' },
      },
      {
        method: 'PUT',
        path: `/v1/sandbox-app/conversations/${chat.conversationSid}`,
        body: {
          participants: [userId],
          subject: 'Chat with Dana Rivera',
          custom: { skill: 'FHEL', pageUrl: '/account/heloc/register', loanNumber: 'HL-1' },
        },
      },
    ]);
    await borrowerSays(chat.token, 'Can I draw again next month?');
    await until(() => sent.length === before + 3);
    expect(sent[before + 2]).toEqual({
      method: 'POST',
      path: `/v1/sandbox-app/conversations/${chat.conversationSid}/messages`,
      body: [
        {
          text: 'Can I draw again next month?',
          sender: userId,
          type: 'UserMessage',
          custom: { messageId: expect.any(String) },
        },
      ],
    });
  });

  it('NICE CXone: the thread opens on the channel with the visitor as end user, and messages follow in it', async () => {
    const sent = t.app.chatProviders.sandbox.nice!.sent;
    const before = sent.length;
    const chat = await startChat(t.app, { chatMode: 'nice' });
    expect(chat.nice).toEqual({
      brandId: '1000',
      channelId: 'chat_sandbox',
      customerId: expect.any(String),
      threadId: chat.conversationSid,
    });
    expect(sent[before]).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/dfo/3.0/channels/chat_sandbox/messages',
        body: expect.objectContaining({
          thread: { idOnExternalPlatform: chat.conversationSid, threadName: 'Web chat: Dana Rivera' },
          direction: 'inbound',
          authorEndUserIdentity: { idOnExternalPlatform: chat.nice!.customerId, firstName: 'Dana', lastName: 'Rivera' },
        }),
      }),
    );
    await borrowerSays(chat.token, 'Hello from the widget');
    await until(() => sent.length === before + 2);
    expect(sent[before + 1].body).toEqual(
      expect.objectContaining({
        thread: expect.objectContaining({ idOnExternalPlatform: chat.conversationSid }),
        messageContent: { type: 'TEXT', payload: { text: 'Hello from the widget' } },
        direction: 'inbound',
      }),
    );
  });

  it('refuses an unknown chat mode with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-csp/external/api/v1/twilio/initWebChat',
      headers: { 'x-org': 'HEARTH' },
      payload: { friendlyName: 'Dana', chatMode: 'carrier-pigeon' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a real TalkJS account', () => {
  it('sends the same requests to api.talkjs.com with the secret key as bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const connector = createTalkJsConnector(
      'tA1b2C3',
      createHttpTransport('https://api.talkjs.com', 'Bearer sk_test_123', fetchImpl),
    );
    const ids = await connector.start({
      uuid: 'conv-1',
      contactId: 'c-9',
      friendlyName: 'Dana Rivera',
      emailAddress: null,
      skill: 'FHEL',
      pageUrl: null,
      loanNumber: null,
    });
    expect(ids).toEqual({ appId: 'tA1b2C3', userId: 'visitor-c-9', conversationId: 'conv-1' });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['PUT', 'https://api.talkjs.com/v1/tA1b2C3/users/visitor-c-9'],
      ['PUT', 'https://api.talkjs.com/v1/tA1b2C3/conversations/conv-1'],
    ]);
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer sk_test_123');
  });
});

describe.each(dialects)('chat provider webhooks (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  function signed(url: string, header: 'x-talkjs' | 'x-nice', secret: string, event: unknown, at = Date.now()) {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [`${header}-timestamp`]: String(at),
        [`${header}-signature`]: webhookSignature(secret, String(at), body),
      },
      payload: body,
    });
  }

  async function conversation(uuid: string) {
    const row = await t.app.db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const messages = await t.app.db
      .selectFrom('chat_messages')
      .select(['sender_type', 'sender_name', 'body'])
      .where('conversation_uuid', '=', uuid)
      .orderBy('seq')
      .execute();
    return { row, messages };
  }

  it('TalkJS message.sent from the agent: signed, it assigns the agent and reaches the chat, never echoed back', async () => {
    const secrets = webhookSecrets(t.app.config);
    const chat = await startChat(t.app, { chatMode: 'talkjs' });
    const sent = t.app.chatProviders.sandbox.talkjs!.sent;
    const before = sent.length;
    const event = {
      id: 'evt_1',
      type: 'message.sent',
      createdAt: Date.now(),
      data: {
        conversation: { id: chat.conversationSid },
        message: { id: 'msg_1', text: 'Hi Dana, I can help with that.', type: 'UserMessage' },
        sender: { id: 'agent-7', name: 'Riley Chen', role: 'agent' },
      },
    };
    const forged = await signed(TALKJS_WEBHOOK, 'x-talkjs', 'not-the-secret', event);
    expect(forged.statusCode).toBe(401);
    const res = await signed(TALKJS_WEBHOOK, 'x-talkjs', secrets.talkjs, event);
    expect(res.statusCode).toBe(200);
    // The same event again (a provider retry) adds nothing.
    expect((await signed(TALKJS_WEBHOOK, 'x-talkjs', secrets.talkjs, event)).statusCode).toBe(200);
    const { row, messages } = await conversation(chat.conversationSid);
    expect(row.state).toBe('ACTIVE');
    expect(row.agent_name).toBe('Riley Chen');
    expect(messages.filter((m) => m.sender_type === 'AGENT')).toEqual([
      { sender_type: 'AGENT', sender_name: 'Riley Chen', body: 'Hi Dana, I can help with that.' },
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.length).toBe(before);
    // A stale timestamp is refused even when signed.
    const stale = await signed(TALKJS_WEBHOOK, 'x-talkjs', secrets.talkjs, event, Date.now() - 10 * 60 * 1000);
    expect(stale.statusCode).toBe(401);
  });

  it('NICE AssignmentChanged opens the chat with the assigned agent; an outbound MessageCreated reaches it', async () => {
    const secrets = webhookSecrets(t.app.config);
    const chat = await startChat(t.app, { chatMode: 'nice' });
    const thread = { idOnExternalPlatform: chat.conversationSid };
    const assigned = await signed(NICE_WEBHOOK, 'x-nice', secrets.nice, {
      eventType: 'AssignmentChanged',
      data: { thread, inboxAssignee: { id: 4411, firstName: 'Morgan', surname: 'Lee' } },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await conversation(chat.conversationSid)).row).toMatchObject({ state: 'ACTIVE', agent_name: 'Morgan Lee' });
    const said = await signed(NICE_WEBHOOK, 'x-nice', secrets.nice, {
      eventType: 'MessageCreated',
      data: {
        thread,
        message: {
          id: 'm-1',
          direction: 'outbound',
          messageContent: { type: 'TEXT', payload: { text: 'Your draw can be sent today.' } },
          authorUser: { id: 4411, firstName: 'Morgan', surname: 'Lee' },
        },
      },
    });
    expect(said.statusCode).toBe(200);
    expect((await conversation(chat.conversationSid)).messages.at(-1)).toEqual({
      sender_type: 'AGENT',
      sender_name: 'Morgan Lee',
      body: 'Your draw can be sent today.',
    });
    // A thread that is not a NICE conversation here: 404.
    const unknown = await signed(NICE_WEBHOOK, 'x-nice', secrets.nice, {
      eventType: 'MessageCreated',
      data: { thread: { idOnExternalPlatform: 'nope' } },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
