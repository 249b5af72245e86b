// The open chat window never hides the focus (WCAG 2.4.11): where the page has no room beside it, it is a modal
// dialog and the page behind is inert; where it has, the page makes room and stays usable. Escape minimises it
// wherever the focus is, the focus goes back to the launcher, and an Escape another layer owns (a modal dialog, a
// header popover) leaves it open.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConnectedRouter } from 'connected-react-router';
import { Provider } from 'react-redux';
import ChatWidget, { BESIDE_QUERY, LAUNCHER_LABEL } from '../../../src/chat/ChatWidget';
import { Popover } from '../../../src/shell/nav/Popover';
import { ThemeRoot } from '../../../src/theme';
import { Modal } from '../../../src/ui';
import { initialChatState, type ChatState } from '../../../store/chat';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';

const APP_UUID = '11111111-2222-4333-8444-555555555555';

const openChat: Partial<ChatState> = { open: true, phase: 'prechat', provider: 'twilio', withinHours: true };

function renderPage({ modalOpen = false } = {}) {
  const { store, history } = makeTestStore({
    path: `/${APP_UUID}/start/profile`,
    preloadedState: { chat: { ...initialChatState, ...openChat } },
  });
  const result = render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <header>
            <Popover label="Apps">
              <a href="/apps">An app</a>
            </Popover>
          </header>
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
    </Provider>,
  );
  return { ...result, store };
}

const chatWindow = () => screen.queryByRole('dialog', { name: LAUNCHER_LABEL });

/** A viewport that is (or is not) wide enough for the window beside the page. */
function viewportWide(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === BESIDE_QUERY ? wide : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Escape', () => {
  it('minimises the window with the focus on the page, and gives the focus to the launcher', () => {
    viewportWide(true);
    renderPage();
    const submit = screen.getByRole('button', { name: 'Check my rates' });
    act(() => submit.focus());
    expect(chatWindow()).toBeInTheDocument();
    fireEvent.keyDown(submit, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  it('minimises the modal window with the focus nowhere (on the body)', () => {
    renderPage();
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LAUNCHER_LABEL })).toHaveFocus();
  });

  it('leaves the window open while another modal dialog (the processing modal) owns Escape', () => {
    renderPage({ modalOpen: true });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Checking your details' })).toBeInTheDocument();
    expect(chatWindow()).toBeInTheDocument();
  });

  it('closes a header popover first, and only the next Escape minimises the window', () => {
    viewportWide(true);
    renderPage();
    const apps = screen.getByRole('button', { name: 'Apps' });
    fireEvent.click(apps);
    expect(apps).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(apps, { key: 'Escape' });
    expect(apps).toHaveAttribute('aria-expanded', 'false');
    expect(chatWindow()).toBeInTheDocument();
    fireEvent.keyDown(apps, { key: 'Escape' });
    expect(chatWindow()).not.toBeInTheDocument();
  });
});

describe('where the window goes', () => {
  it('is a modal dialog over an inert page where there is no room beside it, and frees the page when closed', () => {
    viewportWide(false);
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

  it('sits beside the page where there is room: not modal, and the page stays usable', () => {
    viewportWide(true);
    const { container } = renderPage();
    expect(chatWindow()).not.toHaveAttribute('aria-modal');
    expect(container).not.toHaveAttribute('inert');
  });
});
