// The open chat window never hides the focus (WCAG 2.4.11): it is a modal dialog and the page behind it is inert,
// under a scrim that minimises it. Escape minimises it wherever the focus is and the focus goes back to the
// launcher; an Escape another modal dialog owns (the processing modal) leaves it open.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConnectedRouter } from 'connected-react-router';
import { Provider } from 'react-redux';
import ChatWidget, { LAUNCHER_LABEL } from '../../../src/chat/ChatWidget';
import { ThemeRoot } from '../../../src/theme';
import { Modal } from '../../../src/ui';
import { initialChatState, type ChatState } from '../../../store/chat';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';

const APP_UUID = '11111111-2222-4333-8444-555555555555';

const openChat: Partial<ChatState> = { open: true, phase: 'prechat', provider: 'twilio', withinHours: true };

type TestStore = ReturnType<typeof makeTestStore>;

function page(store: TestStore['store'], history: TestStore['history'], modalOpen: boolean) {
  return (
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <main>
            <h1>Profile</h1>
            <button type="submit">Check my rates</button>
          </main>
          <Modal open={modalOpen} onClose={() => undefined} closable={false} title="Checking your details">
            <p>One moment</p>
          </Modal>
          <ChatWidget />
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>
  );
}

function renderPage({ modalOpen = false } = {}) {
  const { store, history } = makeTestStore({
    path: `/${APP_UUID}/start/profile`,
    preloadedState: { chat: { ...initialChatState, ...openChat } },
  });
  return { ...render(page(store, history, modalOpen)), store, history };
}

const chatWindow = () => screen.queryByRole('dialog', { name: LAUNCHER_LABEL });

describe('Escape', () => {
  it('minimises the window with the focus on a control of the page, and gives the focus to the launcher', () => {
    // (Where the browser supports inert, the focus cannot get there; where it does not, Escape still works.)
    renderPage();
    const submit = screen.getByRole('button', { name: 'Check my rates' });
    act(() => submit.focus());
    expect(chatWindow()).toBeInTheDocument();
    fireEvent.keyDown(submit, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  it('minimises the window with the focus nowhere (on the body)', () => {
    renderPage();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  it('leaves the window open while another modal dialog (the processing modal) owns Escape, not after', () => {
    const { rerender, store, history } = renderPage({ modalOpen: true });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Checking your details' })).toBeInTheDocument();
    expect(chatWindow()).toBeInTheDocument();
    rerender(page(store, history, false));
    expect(screen.queryByRole('dialog', { name: 'Checking your details' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
  });
});

describe('over the page', () => {
  it('is a modal dialog over an inert page, and frees the page when minimised', () => {
    const { container } = renderPage();
    const win = chatWindow()!;
    expect(win).toHaveAttribute('aria-modal', 'true');
    // The window is not inside what is made inert; everything else of the page is.
    expect(container.contains(win)).toBe(false);
    expect(container).toHaveAttribute('inert');
    expect(win.closest('[inert]')).toBeNull();
    expect(screen.getByRole('heading', { name: LAUNCHER_LABEL })).toHaveFocus();
    fireEvent.keyDown(win, { key: 'Escape' });
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  it('leaves a modal dialog that is already open out of what it makes inert', () => {
    const { container } = renderPage({ modalOpen: true });
    expect(container).toHaveAttribute('inert');
    const processing = screen.getByRole('dialog', { name: 'Checking your details' });
    expect(processing.closest('[inert]')).toBeNull();
  });

  it('minimises when the scrim over the page is clicked', () => {
    renderPage();
    fireEvent.click(screen.getByTestId('chat-scrim'));
    expect(chatWindow()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });
});
