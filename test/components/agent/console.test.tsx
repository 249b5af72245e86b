// The agents' console: sign-in (the password never enters an action), the waiting list, a chat with the
// borrower's application stage, replies (Enter sends, Shift+Enter a new line), with no axe violations.
import axe from 'axe-core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { AgentConsole } from '../../../src/agent/AgentConsole';
import type { AgentConversationDetail, AgentConversationSummary } from '../../../src/domain/chat';
import { ThemeRoot } from '../../../src/theme';
import {
  agentDetailLoaded,
  agentListLoaded,
  agentLoginSubmitted,
  agentSignedIn,
  agentSignedOut,
  claimAgentFiles,
} from '../../../store/agentConsole';
import { makeAgentStore } from '../../../store/agentStore';
import { claimSecrets, SECRET_HELD } from '../../../store/form';
import { sampleOrg } from '../../utils/sampleOrg';

const SID = 'c0ffee00-0000-4000-8000-0000000000aa';

const waiting: AgentConversationSummary = {
  conversationSid: SID,
  friendlyName: 'Jordan Rivera',
  emailAddress: 'jordan@example.com',
  state: 'WAITING',
  skill: 'FHEL',
  createdAt: '2026-03-02T18:00:00.000Z',
  acceptedAt: null,
  agentName: null,
  assignedToMe: false,
  borrowerVerified: true,
  lastSeenAt: null,
};

const taken: AgentConversationDetail = {
  ...waiting,
  state: 'ACTIVE',
  acceptedAt: '2026-03-02T18:01:00.000Z',
  agentName: 'Alex A.',
  assignedToMe: true,
  pageUrl: '/account/heloc/x/start/profile',
  application: {
    uuid: '11111111-2222-4333-8444-555555555555',
    stage: 'LIEN_VERIFICATION',
    stageLabel: 'Lien verification',
    loanNumber: 'HL-1001',
    propertyState: 'CA',
  },
  messages: [
    {
      id: 'm-1',
      seq: 1,
      clientId: 'c-1',
      senderType: 'APPLICANT',
      senderName: 'Jordan Rivera',
      body: 'See https://www.consumerfinance.gov/ and https://phish.example/',
      attachments: [{ uuid: 'f-1', filename: 'statement.png', mime: 'image/png', size: 2048 }],
      createdAt: '2026-03-02T18:01:10.000Z',
    },
  ],
};

function renderConsole() {
  const store = makeAgentStore(sampleOrg, false);
  const dispatched: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    dispatched.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <AgentConsole />
      </ThemeRoot>
    </Provider>,
  );
  return { store, of: (type: string) => dispatched.filter((a) => a.type === type) };
}

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

describe('agent console', () => {
  it('signs in with the password held outside the action', async () => {
    const { store, of } = renderConsole();
    act(() => {
      store.dispatch(agentSignedOut());
    });
    expect(screen.getByRole('heading', { name: 'Agent sign-in' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'agent.hearth@sandbox.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'agent sandbox 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(of(agentLoginSubmitted.type)).toHaveLength(1));
    const [action] = of(agentLoginSubmitted.type) as ReturnType<typeof agentLoginSubmitted>[];
    expect(action.payload).toEqual({ email: 'agent.hearth@sandbox.example', password: SECRET_HELD });
    expect(claimSecrets(action.meta.requestId)).toEqual({ password: 'agent sandbox 2026' });
  });

  it('lists waiting chats to take, and shows a taken chat with the application stage', async () => {
    const { store, of } = renderConsole();
    act(() => {
      store.dispatch(agentSignedIn({ agentName: 'Alex A.' }));
      store.dispatch(agentListLoaded({ agentName: 'Alex A.', waiting: [waiting], mine: [] }));
    });
    const list = screen.getByRole('region', { name: 'Waiting chats (1)' });
    fireEvent.click(within(list).getByRole('button', { name: 'Take chat with Jordan Rivera' }));
    expect(of('agentConsole/takeClicked').map((a) => a.payload)).toEqual([{ conversationSid: SID }]);
    expect(await violations()).toEqual([]);

    act(() => {
      store.dispatch(agentDetailLoaded(taken));
    });
    expect(screen.getByRole('heading', { name: 'Chat with Jordan Rivera' })).toBeInTheDocument();
    expect(screen.getByTestId('application-stage')).toHaveTextContent('Lien verification · loan HL-1001 · CA');
    const log = screen.getByRole('log', { name: 'Messages' });
    // Only the approved partner link is clickable.
    expect(
      within(log)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.consumerfinance.gov/']);
    fireEvent.click(within(log).getByRole('button', { name: 'statement.png (2 KB)' }));
    expect(of('agentConsole/attachmentOpened').map((a) => a.payload)).toEqual([
      { conversationSid: SID, uuid: 'f-1', filename: 'statement.png' },
    ]);
    expect(await violations()).toEqual([]);
  });

  it('sends a reply on Enter, keeps Shift+Enter for a new line, and ends the chat', () => {
    const { store, of } = renderConsole();
    act(() => {
      store.dispatch(agentSignedIn({ agentName: 'Alex A.' }));
      store.dispatch(agentDetailLoaded(taken));
    });
    const reply = screen.getByLabelText('Reply');
    fireEvent.change(reply, { target: { value: 'Happy to help.' } });
    expect(fireEvent.keyDown(reply, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(of('agentConsole/messageSubmitted')).toHaveLength(0);
    const picked = new File(['%PDF-1.4'], 'rates.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('agent-file-input'), { target: { files: [picked] } });
    expect(fireEvent.keyDown(reply, { key: 'Enter' })).toBe(false);
    const [sent] = of('agentConsole/messageSubmitted').map((a) => a.payload as { clientId: string });
    expect(sent).toEqual({ clientId: expect.any(String), body: 'Happy to help.', files: ['rates.pdf'] });
    expect(claimAgentFiles(sent.clientId)).toEqual([picked]);
    expect(reply).toHaveValue('');
    // The agent's typing is reported (the saga sends it at most once a second).
    expect(of('agentConsole/draftChanged')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'End chat' }));
    expect(of('agentConsole/endClicked').map((a) => a.payload)).toEqual([{ conversationSid: SID }]);
  });
});
