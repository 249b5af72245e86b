// The chatbot (chatWithAutobot, history, feedback), the operators' hours override that decides between agent
// chat and the bot, and the survey page offered after an agent chat.
import { FEEDBACK_GIVEN } from '../../server/chat/chatbotService';
import { CHAT_TOKEN_REQUIRED } from '../../server/chat/accessService';
import { OPERATORS_ONLY } from '../../server/security/operator';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import {
  AGENT_URL,
  BOT_URL,
  FEEDBACK_URL,
  HISTORY_URL,
  INFO_URL,
  OVERRIDE_URL,
  agentToken,
  asAgent,
  setChatHours,
  startChat,
} from './chatHelpers';

interface Answer {
  conversationId: string;
  questionId: string;
  questionStr: string;
  responseStr: string;
  createdDt: string;
  handover: boolean;
  token: string;
}

describe.each(dialects)('chatbot (%s)', (dialect) => {
  let t: TestApp;
  let operator: string;
  let borrower: Registered;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    operator = await agentToken(t.app);
    borrower = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function ask(message: string, chat?: { conversationId: string; token: string }): Promise<Answer> {
    const res = await t.app.inject({
      method: 'POST',
      url: BOT_URL,
      headers: { 'x-org': 'HEARTH', ...(chat ? { 'x-chat-token': chat.token } : {}) },
      payload: { message, conversationId: chat?.conversationId, senderId: 'Dana', senderType: 'APPLICANT' },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it.each([
    ['How much can I borrow?', ['$15,000 to $400,000']],
    ['What APR would I get?', ['7.60% to 17.20%', 'lowest for 5-year terms']],
    ['What is the origination fee?', ['up to 4.99%', '$180 valuation', '$300 for a manual notarization']],
    ['How long does approval take?', ['about five minutes']],
    ['When is my line funded?', ['within five business days', 'remote online notary']],
    ['Do I need flood insurance?', ['Property insurance is required', 'Flood insurance may be required']],
    ['Do I need a notary?', ['remote online notary', '$300']],
    ['Does an appraisal cost anything?', ['$180']],
    ['Will checking my rate hurt my credit score?', ['soft credit pull', 'does not affect your score']],
  ])('answers %p from the product facts', async (question, facts) => {
    const answer = await ask(question);
    for (const fact of facts) expect(answer.responseStr).toContain(fact);
    expect(answer.questionStr).toBe(question);
    expect(answer.handover).toBe(false);
  });

  it('hands over to a person within hours, and gives the hours outside them', async () => {
    await setChatHours(t.app, operator, 'OPEN');
    const open = await ask('Can I talk to a person please?');
    expect(open.handover).toBe(true);
    expect(open.responseStr).toContain('Talk to a person');
    await setChatHours(t.app, operator, 'CLOSED');
    const closed = await ask('I want to speak to an agent');
    expect(closed.handover).toBe(false);
    expect(closed.responseStr).toContain('weekdays 6:00 AM–6:00 PM PT');
    expect(closed.responseStr).toContain('(888) 555-0100');
    await setChatHours(t.app, operator, null);
  });

  it('keeps one conversation with its token, and lists its history', async () => {
    const first = await ask('Hello');
    expect(first.responseStr).toContain('Hearth assistant');
    const second = await ask('What are the rates?', first);
    expect(second.conversationId).toBe(first.conversationId);
    const history = await t.app.inject({
      url: `${HISTORY_URL}/${first.conversationId}`,
      headers: { 'x-chat-token': second.token },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      {
        questionId: first.questionId,
        questionStr: 'Hello',
        responseStr: first.responseStr,
        createdDt: first.createdDt,
      },
      expect.objectContaining({ questionId: second.questionId, questionStr: 'What are the rates?' }),
    ]);
  });

  it("refuses another conversation's token (404), no token (401) and an empty question (400)", async () => {
    const mine = await ask('Hi');
    const theirs = await ask('Hi');
    const follow = await t.app.inject({
      method: 'POST',
      url: BOT_URL,
      payload: { message: 'rates?', conversationId: mine.conversationId },
    });
    expect(follow.statusCode).toBe(401);
    expect(follow.json().message).toBe(CHAT_TOKEN_REQUIRED);
    const foreign = await t.app.inject({
      method: 'POST',
      url: BOT_URL,
      headers: { 'x-chat-token': theirs.token },
      payload: { message: 'rates?', conversationId: mine.conversationId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${HISTORY_URL}/${mine.conversationId}`, headers: { 'x-chat-token': theirs.token } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${HISTORY_URL}/${mine.conversationId}` })).statusCode).toBe(401);
    const empty = await t.app.inject({ method: 'POST', url: BOT_URL, payload: { message: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('message: Required');
  });

  it('lets the signed-in borrower read their own chatbot history, and no one else', async () => {
    const nonce = (
      await t.app.inject({
        method: 'POST',
        url: '/service-csp/customer/secure/api/v1/webchat/authenticate',
        headers: bearer(borrower.jwt),
      })
    ).json().nonce;
    const res = await t.app.inject({
      method: 'POST',
      url: BOT_URL,
      payload: { message: 'What fees are there?', nonce, applicationId: borrower.applicationUuid },
    });
    const answer = res.json() as Answer;
    expect(
      (await t.app.inject({ url: `${HISTORY_URL}/${answer.conversationId}`, headers: bearer(borrower.jwt) }))
        .statusCode,
    ).toBe(200);
    const stranger = await registerUser(t.app);
    expect(
      (await t.app.inject({ url: `${HISTORY_URL}/${answer.conversationId}`, headers: bearer(stranger.jwt) }))
        .statusCode,
    ).toBe(404);
  });

  it('ends a chatbot session after ten minutes', async () => {
    const answer = await ask('Hi');
    const row = await t.app.db
      .selectFrom('chat_conversations')
      .select(['created_at', 'expires_at'])
      .where('uuid', '=', answer.conversationId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(10 * 60 * 1000);
    await t.app.db
      .updateTable('chat_conversations')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('uuid', '=', answer.conversationId)
      .execute();
    const late = await t.app.inject({
      method: 'POST',
      url: BOT_URL,
      headers: { 'x-chat-token': answer.token },
      payload: { message: 'rates?', conversationId: answer.conversationId },
    });
    expect(late.statusCode).toBe(401);
  });

  describe('feedback on an answer', () => {
    const send = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: FEEDBACK_URL, headers: { 'x-chat-token': token }, payload });

    it('records a reason, with the visitor’s words for Other, once per answer', async () => {
      const answer = await ask('What is the APR?');
      const base = { questionId: answer.questionId, conversationId: answer.conversationId, senderType: 'APPLICANT' };
      const noReason = await send(answer.token, { ...base, rating: 'NEGATIVE' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe('reason: Please select a reason');
      const long = await send(answer.token, {
        ...base,
        rating: 'NEGATIVE',
        reason: 'Other',
        feedbackMessage: 'x'.repeat(141),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('feedbackMessage: Please restrict your response to 140 characters.');
      const unknownReason = await send(answer.token, { ...base, rating: 'NEGATIVE', reason: 'Too long' });
      expect(unknownReason.statusCode).toBe(400);

      const ok = await send(answer.token, {
        ...base,
        rating: 'NEGATIVE',
        reason: 'Other',
        feedbackMessage: 'I asked about my own rate',
        responseToCustomer: answer.responseStr,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ questionId: answer.questionId, rating: 'NEGATIVE', recordedAt: expect.any(String) });
      const row = await t.app.db
        .selectFrom('chat_feedback')
        .selectAll()
        .where('question_uuid', '=', answer.questionId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual(
        expect.objectContaining({ rating: 'NEGATIVE', reason: 'Other', feedback_message: 'I asked about my own rate' }),
      );
      const twice = await send(answer.token, { ...base, rating: 'POSITIVE' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(FEEDBACK_GIVEN);
    });

    it("takes a thumbs up without a reason, and refuses another conversation's answer (404)", async () => {
      const answer = await ask('How much can I borrow?');
      const other = await ask('Hi');
      const up = await send(answer.token, {
        questionId: answer.questionId,
        conversationId: answer.conversationId,
        rating: 'POSITIVE',
      });
      expect(up.statusCode).toBe(200);
      const foreign = await send(other.token, {
        questionId: answer.questionId,
        conversationId: other.conversationId,
        rating: 'POSITIVE',
      });
      expect(foreign.statusCode).toBe(404);
      const noToken = await t.app.inject({ method: 'POST', url: FEEDBACK_URL, payload: {} });
      expect(noToken.statusCode).toBe(401);
    });
  });

  describe('the operators’ hours override', () => {
    it('opens and closes chat whatever the schedule, and only for operators', async () => {
      const status = async () =>
        (
          await t.app.inject({
            url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
            headers: { 'x-org': 'HEARTH' },
          })
        ).json();
      const put = (headers: Record<string, string>, payload: unknown) =>
        t.app.inject({ method: 'PUT', url: OVERRIDE_URL, headers, payload: payload as object });

      const closed = await put(asAgent(operator), { override: 'CLOSED' });
      expect(closed.json()).toEqual({ department: 'OPS_CHAT', override: 'CLOSED', open: false });
      expect(await status()).toBe(false);
      await setChatHours(t.app, operator, 'OPEN');
      expect(await status()).toBe(true);
      // Another organisation keeps its own schedule.
      const summit = await t.app.inject({
        url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
        headers: { 'x-org': 'SUMMIT_RATE' },
      });
      const read = await t.app.inject({ url: OVERRIDE_URL, headers: asAgent(operator) });
      expect(read.json().override).toBe('OPEN');
      const cleared = await put(asAgent(operator), { override: null });
      expect(cleared.json().override).toBeNull();
      expect(typeof summit.json()).toBe('boolean');

      const bad = await put(asAgent(operator), { override: 'SOMETIMES' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('override: Must be OPEN, CLOSED or null');
      const asBorrower = await put(bearer(borrower.jwt), { override: 'OPEN' });
      expect(asBorrower.statusCode).toBe(403);
      expect(asBorrower.json().message).toBe(OPERATORS_ONLY);
      expect((await put({}, { override: 'OPEN' })).statusCode).toBe(401);
    });
  });

  describe('the survey after an agent chat', () => {
    it('is a page for chats an agent took part in, answered once', async () => {
      const chat = await startChat(t.app);
      await t.app.inject({
        method: 'POST',
        url: `${AGENT_URL}/${chat.conversationSid}/accept`,
        headers: asAgent(operator),
      });
      const info = await t.app.inject({
        method: 'POST',
        url: INFO_URL,
        headers: { 'x-chat-token': chat.token },
        payload: { omniProxyChannelId: chat.omniProxyChannelId },
      });
      const { surveyUrl, contactId } = info.json();
      const html = { accept: 'text/html' };
      const page = await t.app.inject({ url: surveyUrl, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('How satisfied are you with the help you received?');
      expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");

      const missing = await t.app.inject({
        method: 'POST',
        url: surveyUrl,
        headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'comment=',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('Choose how satisfied you are');
      const answered = await t.app.inject({
        method: 'POST',
        url: surveyUrl,
        headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'rating=5&comment=Quick+and+clear',
      });
      expect(answered.statusCode).toBe(200);
      expect(answered.body).toContain('Thank you');
      const row = await t.app.db
        .selectFrom('chat_survey_responses')
        .selectAll()
        .where('contact_id', '=', contactId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual(expect.objectContaining({ rating: 5, comment: 'Quick and clear' }));
      expect((await t.app.inject({ url: surveyUrl, headers: html })).body).toContain('Thank you');

      // A chat no agent joined has no survey.
      const lonely = await startChat(t.app);
      const lonelyRow = await t.app.db
        .selectFrom('chat_conversations')
        .select('contact_id')
        .where('uuid', '=', lonely.conversationSid)
        .executeTakeFirstOrThrow();
      expect((await t.app.inject({ url: `/chat-survey/${lonelyRow.contact_id}`, headers: html })).statusCode).toBe(404);
      const api = await t.app.inject({ url: `/chat-survey/${lonelyRow.contact_id}` });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe('Not found');
    });
  });
});
