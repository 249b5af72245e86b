// NICE CXone and TalkJS behind the chat's provider interface (server/chat/providers): a chat started with chatMode
// nice or talkjs is created at the provider and each message is posted there in the provider's documented shapes (the
// sandbox transport keeps the requests); the same connectors over HTTP carry the credentials of a real account.
import { io as connect, type Socket } from 'socket.io-client';
import { PUSH_PATH } from '../../server/push';
import { createHttpTransport, createTalkJsConnector } from '../../server/chat/providers';
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
