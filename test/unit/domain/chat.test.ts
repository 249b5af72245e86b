// The chat's pure rules: mode choice, input, sizes, attachments, link safety and the forms' schemas.
import {
  APPROVED_LINK_DOMAINS,
  chatHoursLines,
  attachmentProblem,
  attachmentsAllowed,
  chatSkill,
  chooseProvider,
  feedbackMessageFor,
  forcedProvider,
  formatBytes,
  isApprovedLink,
  isInputAllowed,
  isSessionValid,
  linkify,
  popWebchatRequested,
  RUNNING_PROVIDERS,
  NICE_ON_ASSIGNMENT_FLAG,
} from '../../../src/domain/chat';
import { chatFeedbackSchema, chatbotFeedbackFormSchema, prechatSchema } from '../../../src/domain/validation/chat';

const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

describe('mode choice', () => {
  it.each([
    [{ forced: null, liveSession: null, chatbotSession: false, withinHours: true }, 'twilio'],
    [{ forced: null, liveSession: null, chatbotSession: false, withinHours: false }, 'chatbot'],
    [{ forced: null, liveSession: 'stream', chatbotSession: true, withinHours: false }, 'stream'],
    [{ forced: null, liveSession: null, chatbotSession: true, withinHours: true }, 'chatbot'],
    [{ forced: 'talkjs', liveSession: 'twilio', chatbotSession: true, withinHours: true }, 'talkjs'],
  ] as const)('%o → %s', (input, expected) => {
    expect(chooseProvider(input)).toBe(expected);
  });

  it('reads mode only outside production, and pop-webchat unless false', () => {
    expect(forcedProvider('?mode=STREAM', false)).toBe('stream');
    expect(forcedProvider('?mode=stream', true)).toBeNull();
    expect(forcedProvider('?mode=fax', false)).toBeNull();
    expect(popWebchatRequested('?pop-webchat=true')).toBe(true);
    expect(popWebchatRequested('?pop-webchat')).toBe(true);
    expect(popWebchatRequested('?pop-webchat=false')).toBe(false);
    expect(popWebchatRequested('?x=1')).toBe(false);
  });

  it('keeps a session while its expiration is in the future', () => {
    expect(isSessionValid('2026-01-01T00:00:01Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isSessionValid('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isSessionValid('not a date', 0)).toBe(false);
    expect(isSessionValid(null, 0)).toBe(false);
  });

  it('gives FHEL as the skill of the main organisation only', () => {
    expect(chatSkill('main')).toBe('FHEL');
    expect(chatSkill('partner')).toBe('White Label');
  });
});

describe('input rule', () => {
  const live = { provider: 'twilio' as const, conversationState: 'ACTIVE' as const, chatbotExpired: false };
  it.each([
    ['open within hours', { ...live, withinHours: true, messageCount: 0 }, true],
    [
      'waiting within hours',
      { ...live, conversationState: 'WAITING' as const, withinHours: true, messageCount: 0 },
      true,
    ],
    ['outside hours with one message', { ...live, withinHours: false, messageCount: 1 }, false],
    ['outside hours with two messages', { ...live, withinHours: false, messageCount: 2 }, true],
    ['ended', { ...live, conversationState: 'ENDED' as const, withinHours: true, messageCount: 5 }, false],
    ['chatbot before expiry', { ...live, provider: 'chatbot' as const, withinHours: false, messageCount: 0 }, true],
    [
      'chatbot after expiry',
      { ...live, provider: 'chatbot' as const, chatbotExpired: true, withinHours: true, messageCount: 3 },
      false,
    ],
    ['NICE CXone, open', { ...live, provider: 'nice' as const, withinHours: true, messageCount: 3 }, true],
    ['TalkJS, open', { ...live, provider: 'talkjs' as const, withinHours: true, messageCount: 3 }, true],
  ])('%s', (_name, input, expected) => {
    expect(isInputAllowed(input)).toBe(expected);
  });
});

describe('sizes and attachments', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [10.5 * 1024 * 1024, '10.5 MB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('allows jpg, png, amr, mp3, mp4, pdf and txt up to 10 MB', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.amr', 'a.mp3', 'a.mp4', 'a.pdf', 'a.txt']) {
      expect(attachmentProblem({ name, size: 100 })).toBeNull();
    }
    expect(attachmentProblem({ name: 'a.gif', size: 100 })).toBe(
      'a.gif cannot be attached: attach jpg, png, amr, mp3, mp4, pdf or txt files.',
    );
    expect(attachmentProblem({ name: 'noextension', size: 100 })).toMatch(/cannot be attached/);
    expect(attachmentProblem({ name: 'a.pdf', size: 0 })).toBe('a.pdf is empty.');
    expect(attachmentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'a.pdf is 10 MB: the limit is 10 MB.',
    );
    expect(attachmentProblem({ name: 'a.pdf', size: 12 * 1024 * 1024 })).toBe('a.pdf is 12 MB: the limit is 10 MB.');
  });

  it('takes attachments in agent chat only', () => {
    expect(attachmentsAllowed('twilio')).toBe(true);
    expect(attachmentsAllowed('stream')).toBe(true);
    expect(attachmentsAllowed('chatbot')).toBe(false);
    // NICE: not in the first contact (before an agent is assigned), then yes; TalkJS: yes.
    expect(attachmentsAllowed('nice', 'WAITING')).toBe(false);
    expect(attachmentsAllowed('nice', 'ACTIVE')).toBe(true);
    expect(attachmentsAllowed('talkjs', 'WAITING')).toBe(true);
  });

  it('runs NICE CXone and TalkJS; fe-webchat-nice-on-assignment sends new agent chats to NICE', () => {
    expect(RUNNING_PROVIDERS).toEqual(['twilio', 'nice', 'stream', 'talkjs', 'chatbot']);
    expect(NICE_ON_ASSIGNMENT_FLAG).toBe('fe-webchat-nice-on-assignment');
    const base = { forced: null, liveSession: null, chatbotSession: false, withinHours: true };
    expect(chooseProvider({ ...base, niceOnAssignment: true })).toBe('nice');
    expect(chooseProvider({ ...base, niceOnAssignment: false })).toBe('twilio');
    // Outside hours the bot answers either way; a forced mode or a live session still wins.
    expect(chooseProvider({ ...base, withinHours: false, niceOnAssignment: true })).toBe('chatbot');
    expect(chooseProvider({ ...base, liveSession: 'twilio', niceOnAssignment: true })).toBe('twilio');
    expect(chooseProvider({ ...base, forced: 'talkjs', niceOnAssignment: true })).toBe('talkjs');
  });
});

describe('link safety', () => {
  it('approves about 21 partner domains and their subdomains, over http(s) only', () => {
    expect(APPROVED_LINK_DOMAINS).toHaveLength(21);
    expect(isApprovedLink('https://www.consumerfinance.gov/owning-a-home/')).toBe(true);
    expect(isApprovedLink('https://apply.hearthlending.example/dashboard')).toBe(true);
    expect(isApprovedLink('https://consumerfinance.gov.evil.example/')).toBe(false);
    expect(isApprovedLink('https://evilconsumerfinance.gov/')).toBe(false);
    expect(isApprovedLink('javascript:alert(1)//consumerfinance.gov')).toBe(false);
    expect(isApprovedLink('https://user:pass@consumerfinance.gov/')).toBe(false);
  });

  it('splits text into plain text and approved links, leaving trailing punctuation out', () => {
    expect(linkify('Read https://www.fema.gov/flood, then call. Not https://phish.example/login!')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://www.fema.gov/flood', href: 'https://www.fema.gov/flood' },
      { kind: 'text', text: ', then call. Not https://phish.example/login!' },
    ]);
  });
});

describe('chat forms', () => {
  it('checks the pre-chat name and email', async () => {
    expect(await errorsOf(prechatSchema(false), {})).toEqual(['Required']);
    expect(await errorsOf(prechatSchema(false), { friendlyName: 'x'.repeat(129), emailAddress: 'nope' })).toEqual([
      'Cannot be more than 128 characters',
      'Enter a valid email address',
    ]);
    expect(await errorsOf(prechatSchema(false), { friendlyName: 'Dana' })).toEqual([]);
    expect(await errorsOf(prechatSchema(true), { friendlyName: 'Dana' })).toEqual(['Required']);
  });

  it('needs a reason for chatbot feedback and at most 140 characters more', async () => {
    expect(await errorsOf(chatbotFeedbackFormSchema, {})).toEqual(['Please select a reason']);
    expect(
      await errorsOf(chatbotFeedbackFormSchema, { reason: 'Other', additionalInformation: 'x'.repeat(141) }),
    ).toEqual(['Please restrict your response to 140 characters.']);
    expect(await errorsOf(chatbotFeedbackFormSchema, { reason: 'Answer too vague' })).toEqual([]);
    expect(
      await errorsOf(chatFeedbackSchema, {
        questionId: '11111111-2222-4333-8444-555555555555',
        conversationId: '11111111-2222-4333-8444-555555555556',
        rating: 'NEGATIVE',
      }),
    ).toEqual(['Please select a reason']);
  });

  it('records the reason, or the visitor’s own words for Other', () => {
    expect(feedbackMessageFor('Answer too vague', 'ignored')).toBe('Answer too vague');
    expect(feedbackMessageFor('Other', ' I meant my own rate ')).toBe('I meant my own rate');
    expect(feedbackMessageFor('Other', '')).toBe('Other');
  });
});

describe('chat hours', () => {
  const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
  const week = (weekend: [string, string] | null) =>
    NAMES.map((weekday, i) => {
      const window = i < 5 ? ['06:00', '18:00'] : weekend;
      return {
        weekday,
        weekdayValue: i + 1,
        startTime: window?.[0] ?? null,
        endTime: window?.[1] ?? null,
        isOpen: window !== null,
      };
    });

  it('reads Monday to Sunday, grouping days with the same hours', () => {
    expect(chatHoursLines(week(['08:00', '17:00']).reverse())).toEqual([
      'Monday–Friday: 6:00 AM–6:00 PM',
      'Saturday–Sunday: 8:00 AM–5:00 PM',
    ]);
    expect(chatHoursLines(week(null))).toEqual(['Monday–Friday: 6:00 AM–6:00 PM', 'Saturday–Sunday: Closed']);
    expect(chatHoursLines([])).toEqual([]);
  });
});
