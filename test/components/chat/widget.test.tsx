// The web chat widget's rules (shared-surfaces sections 2 and 5): the launcher, the pre-chat form's name and
// email rules, Enter to send and Shift+Enter for a new line, attachments (allowed types, sizes in bytes, KB or
// MB), links clickable only for approved partner domains, the waiting line, the alert banner, and the survey
// only after a chat an agent took part in; with no axe violations.
import axe from 'axe-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConnectedRouter } from 'connected-react-router';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import ChatWidget, { LAUNCHER_LABEL, WAITING_TEXT } from '../../../src/chat/ChatWidget';
import { ThemeRoot } from '../../../src/theme';
import { WAITING_DOTS_MS, type ChatProvider } from '../../../src/domain/chat';
import {
  chatAlertDismissed,
  chatLauncherClicked,
  chatNewChatClicked,
  chatPrechatSubmitted,
  claimChatFiles,
  initialChatState,
  type ChatMessageView,
  type ChatState,
} from '../../../store/chat';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';

const APP_UUID = '11111111-2222-4333-8444-555555555555';

function renderChat(chat: Partial<ChatState> = {}) {
  const { store, history } = makeTestStore({
    path: `/${APP_UUID}/start/profile`,
    preloadedState: { chat: { ...initialChatState, ...chat } },
  });
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const result = render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <main>
            <h1>Profile</h1>
          </main>
          <ChatWidget />
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>,
  );
  const of = (type: string) => dispatched.filter((a) => a.type === type);
  return { ...result, store, dispatched, of };
}

function msg(overrides: Partial<ChatMessageView>): ChatMessageView {
  return {
    key: overrides.id ?? 'k',
    id: 'm-1',
    seq: 1,
    clientId: null,
    sender: 'AGENT',
    senderName: 'Alex A.',
    body: '',
    attachments: [],
    pendingFiles: [],
    createdAt: '2026-03-02T18:00:00.000Z',
    status: 'sent',
    questionId: null,
    handover: false,
    feedback: 'none',
    rating: null,
    ...overrides,
  };
}

const activeChat = (provider: ChatProvider = 'twilio', extra: Partial<ChatState> = {}): Partial<ChatState> => ({
  open: true,
  phase: 'active',
  provider,
  conversationState: 'ACTIVE',
  withinHours: true,
  agentName: 'Alex A.',
  friendlyName: 'Dana',
  ...extra,
});

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function file(name: string, size: number, type = 'application/octet-stream'): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('chat widget', () => {
  it("shows the 'Chat with us' launcher and opens on a click", async () => {
    const { of } = renderChat();
    const launcher = screen.getByRole('button', { name: LAUNCHER_LABEL });
    expect(await violations()).toEqual([]);
    fireEvent.click(launcher);
    expect(of(chatLauncherClicked.type)).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: LAUNCHER_LABEL });
    // Focus moves into the window; Escape minimises it and focus returns to the launcher.
    expect(within(dialog).getByRole('heading', { name: LAUNCHER_LABEL })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  describe('the pre-chat form', () => {
    it('requires a name of at most 128 characters and a valid email of at most 128', async () => {
      const { of } = renderChat({ open: true, phase: 'prechat', provider: 'twilio', withinHours: true });
      expect(await violations()).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
      expect(await screen.findByText('Required')).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveFocus();
      expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(129) } });
      fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'not-an-email' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
      expect(await screen.findByText('Cannot be more than 128 characters')).toBeInTheDocument();
      expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: `${'a'.repeat(122)}@ex.com` } });
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
      expect(await screen.findAllByText('Cannot be more than 128 characters')).toHaveLength(2);
      expect(await violations()).toEqual([]);
      expect(of(chatPrechatSubmitted.type)).toHaveLength(0);

      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Rivera' } });
      fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'dana@example.com' } });
      fireEvent.change(screen.getByLabelText(/How can we help/), { target: { value: 'A question about my draw' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
      await act(async () => undefined);
      expect(of(chatPrechatSubmitted.type).map((a) => a.payload)).toEqual([
        {
          friendlyName: 'Dana Rivera',
          emailAddress: 'dana@example.com',
          initialMessage: 'A question about my draw',
          pageUrl: `/${APP_UUID}/start/profile`,
        },
      ]);
    });

    it('asks for an agent id only in development stream mode', () => {
      renderChat({ open: true, phase: 'prechat', provider: 'stream', forced: true });
      expect(screen.getByLabelText(/^Agent id/)).toBeInTheDocument();
    });

    it("shows the chatbot's form with the team's hours when the team is away", async () => {
      const day = (weekday: string, weekdayValue: number, open: boolean) => ({
        weekday,
        weekdayValue,
        startTime: open ? '08:00' : null,
        endTime: open ? '17:00' : null,
        isOpen: open,
      });
      renderChat({
        open: true,
        phase: 'prechat',
        provider: 'chatbot',
        withinHours: false,
        week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((d, i) =>
          day(d, i + 1, i < 5),
        ),
      });
      expect(screen.getByText(/Our team is away right now/)).toBeInTheDocument();
      const hours = screen.getByRole('list', { name: 'Chat hours (Pacific time):' });
      expect(
        within(hours)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Monday–Friday: 8:00 AM–5:00 PM', 'Saturday–Sunday: Closed']);
      expect(screen.getByRole('button', { name: 'Ask' })).toBeInTheDocument();
      expect(await violations()).toEqual([]);
    });

    it('says so when the phase is unavailable (a provider this platform could not reach)', () => {
      renderChat({ open: true, phase: 'unavailable', provider: 'talkjs', forced: true });
      expect(screen.getByRole('status')).toHaveTextContent('TalkJS chat is not available on this platform.');
    });
  });

  describe('writing a message', () => {
    it('sends on Enter, adds a line on Shift+Enter, and asks for text or a file', async () => {
      const { of } = renderChat(activeChat());
      const input = screen.getByLabelText('Message');
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(screen.getByRole('alert')).toHaveTextContent('Type a message or attach a file.');
      expect(of('chat/messageSubmitted')).toHaveLength(0);

      fireEvent.change(input, { target: { value: 'First line' } });
      const shift = fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
      // Shift+Enter is left to the browser (a new line), nothing is sent.
      expect(shift).toBe(true);
      expect(of('chat/messageSubmitted')).toHaveLength(0);
      fireEvent.change(input, { target: { value: 'First line\nSecond line' } });
      const enter = fireEvent.keyDown(input, { key: 'Enter' });
      expect(enter).toBe(false);
      expect(of('chat/messageSubmitted').map((a) => a.payload)).toEqual([
        { clientId: expect.any(String), body: 'First line\nSecond line', files: [] },
      ]);
      expect(input).toHaveValue('');
      // The typing preview follows the draft.
      expect(of('chat/draftChanged').map((a) => (a.payload as { text: string }).text)).toEqual([
        'First line',
        'First line\nSecond line',
        '',
      ]);
    });

    it('takes allowed files, names the ones it refuses, and shows sizes in bytes, KB and MB', async () => {
      const { of } = renderChat(activeChat());
      const picker = screen.getByTestId('chat-file-input');
      expect(screen.getByRole('button', { name: 'Attach files' })).toHaveAccessibleDescription(
        'You can attach jpg, png, amr, mp3, mp4, pdf or txt files.',
      );
      const statement = file('statement.pdf', 1536, 'application/pdf');
      fireEvent.change(picker, {
        target: {
          files: [
            statement,
            file('note.txt', 512, 'text/plain'),
            file('voice.mp3', 3 * 1024 * 1024 + 300 * 1024, 'audio/mpeg'),
            file('setup.exe', 2048),
            file('scan.png', 11 * 1024 * 1024, 'image/png'),
          ],
        },
      });
      const problems = screen.getByRole('alert', { name: 'Files not attached' });
      expect(
        within(problems)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'setup.exe cannot be attached: attach jpg, png, amr, mp3, mp4, pdf or txt files.',
        'scan.png is 11 MB: the limit is 10 MB.',
      ]);
      const staged = screen.getByRole('list', { name: 'Files to send' });
      expect(
        within(staged)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['statement.pdf (1.5 KB)', 'note.txt (512 bytes)', 'voice.mp3 (3.3 MB)']);
      fireEvent.click(screen.getByRole('button', { name: 'Remove note.txt' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove voice.mp3' }));
      expect(await violations()).toEqual([]);
      // A file alone is a message.
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const [sent] = of('chat/messageSubmitted').map((a) => a.payload as { clientId: string; files: unknown[] });
      expect(sent.files).toEqual([{ name: 'statement.pdf', size: 1536, type: 'application/pdf' }]);
      // The file itself waits outside the store for the saga.
      expect(claimChatFiles(sent.clientId)).toEqual([statement]);
    });

    it('offers no attachments to the chatbot', () => {
      renderChat(activeChat('chatbot'));
      expect(screen.queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
    });

    it('closes input outside hours until the conversation has more than one message', () => {
      const { unmount } = renderChat(activeChat('twilio', { withinHours: false }));
      expect(screen.getByLabelText('Message')).toBeDisabled();
      expect(screen.getByText(/Our chat team is closed right now/)).toBeInTheDocument();
      unmount();
      renderChat(
        activeChat('twilio', {
          withinHours: false,
          messages: [msg({ key: 'a', id: 'a', seq: 1 }), msg({ key: 'b', id: 'b', seq: 2, sender: 'APPLICANT' })],
        }),
      );
      expect(screen.getByLabelText('Message')).toBeEnabled();
    });
  });

  describe('the conversation', () => {
    it('makes only approved partner links clickable', async () => {
      renderChat(
        activeChat('twilio', {
          messages: [
            msg({
              body: 'Flood maps: https://msc.fema.gov/portal. Do not use https://fema.gov.evil.example/login or http://example.com/x',
            }),
          ],
        }),
      );
      const log = screen.getByRole('log', { name: 'Messages' });
      const links = within(log).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', 'https://msc.fema.gov/portal');
      expect(links[0]).toHaveAttribute('target', '_blank');
      expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
      expect(log).toHaveTextContent('https://fema.gov.evil.example/login');
      expect(log).toHaveTextContent('http://example.com/x');
      expect(await violations()).toEqual([]);
    });

    it('shows who wrote what, attachments with their sizes, and a resend for a message not sent', () => {
      const { of } = renderChat(
        activeChat('twilio', {
          messages: [
            msg({
              key: 'a',
              id: 'a',
              body: 'Here is our rate sheet',
              attachments: [{ uuid: 'f-1', filename: 'rates.pdf', mime: 'application/pdf', size: 2_400_000 }],
            }),
            msg({
              key: 'c-1',
              id: null,
              seq: null,
              sender: 'APPLICANT',
              senderName: 'Dana',
              body: 'Thanks!',
              status: 'failed',
            }),
          ],
        }),
      );
      const log = screen.getByRole('log');
      expect(within(log).getByText('Alex A. (Agent)')).toBeInTheDocument();
      expect(within(log).getByText('You')).toBeInTheDocument();
      fireEvent.click(within(log).getByRole('button', { name: 'rates.pdf (2.3 MB)' }));
      expect(of('chat/attachmentOpened').map((a) => a.payload)).toEqual([{ uuid: 'f-1', filename: 'rates.pdf' }]);
      fireEvent.click(within(log).getByRole('button', { name: 'Resend' }));
      expect(of('chat/messageRetried').map((a) => a.payload)).toEqual([{ clientId: 'c-1' }]);
    });

    it('shows the waiting line with up to three dots, one more every 400 ms', async () => {
      jest.useFakeTimers();
      renderChat({ open: true, phase: 'waiting', provider: 'twilio', conversationState: 'WAITING', withinHours: true });
      expect(screen.getByRole('status')).toHaveTextContent(WAITING_TEXT);
      const dots = screen.getByTestId('waiting-dots');
      const seen = [dots.textContent];
      for (let i = 0; i < 4; i += 1) {
        act(() => jest.advanceTimersByTime(WAITING_DOTS_MS));
        seen.push(dots.textContent);
      }
      expect(seen).toEqual(['', '.', '..', '...', '']);
      jest.useRealTimers();
      expect(await violations()).toEqual([]);
    });

    it('shows the alert banner with its message and lets it be dismissed', async () => {
      const { of } = renderChat(activeChat('twilio', { alert: 'connectionLost' }));
      expect(screen.getByRole('status', { name: '' })).toBeInTheDocument();
      expect(screen.getByText('Connection lost. Attempting to reconnect.')).toBeInTheDocument();
      expect(await violations()).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
      expect(of(chatAlertDismissed.type)).toHaveLength(1);
      expect(screen.queryByText('Connection lost. Attempting to reconnect.')).not.toBeInTheDocument();
    });

    it('announces a send failure as an error', () => {
      renderChat(activeChat('twilio', { alert: 'sendFailed' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try resending the message.');
    });
  });

  describe('the ended panel', () => {
    it('offers the survey after a chat an agent took part in, and a new chat', async () => {
      const { of } = renderChat({
        open: true,
        phase: 'ended',
        provider: 'twilio',
        agentJoined: true,
        agentName: 'Alex A.',
        survey: { status: 'ready', url: '/chat-survey/abc' },
      });
      expect(screen.getByRole('heading', { name: 'Thank you for chatting with us' })).toBeInTheDocument();
      const survey = screen.getByRole('link', { name: 'Tell us how we did (opens in a new tab)' });
      expect(survey).toHaveAttribute('href', '/chat-survey/abc');
      expect(survey).toHaveAttribute('target', '_blank');
      expect(await violations()).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Start new chat' }));
      expect(of(chatNewChatClicked.type)).toHaveLength(1);
    });

    it.each([
      ['no agent joined', { provider: 'twilio' as const, agentJoined: false }],
      ['a chatbot chat', { provider: 'chatbot' as const, agentJoined: false, chatbotExpired: true }],
    ])('offers no survey when %s', (_name, chat) => {
      renderChat({ open: true, phase: 'ended', survey: { status: 'idle', url: null }, ...chat });
      expect(screen.queryByRole('link', { name: /Tell us how we did/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Start new chat' })).toBeInTheDocument();
    });
  });

  describe('chatbot answers', () => {
    const answer = msg({
      key: 'a-q1',
      id: null,
      seq: null,
      sender: 'CHATBOT',
      senderName: 'Example assistant',
      body: 'APRs run from 7.60% to 17.20%.',
      questionId: 'q-1',
    });

    it('asks whether an answer helped, and why not (a reason is required)', async () => {
      const { of } = renderChat(activeChat('chatbot', { messages: [answer] }));
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      expect(of('chat/chatbotRated').map((a) => a.payload)).toEqual([{ questionId: 'q-1', rating: 'POSITIVE' }]);
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
      expect(await screen.findByText('Please select a reason')).toBeInTheDocument();
      expect(screen.queryByLabelText(/Additional information/)).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
      expect(screen.getByLabelText(/Additional information/)).toHaveAttribute('maxLength', '140');
      expect(await violations()).toEqual([]);
    });

    it('offers a person when the visitor asked for one', () => {
      const { of } = renderChat(activeChat('chatbot', { messages: [{ ...answer, handover: true }] }));
      fireEvent.click(screen.getByRole('button', { name: 'Talk to a person' }));
      expect(of('chat/handoverClicked')).toHaveLength(1);
    });
  });
});
