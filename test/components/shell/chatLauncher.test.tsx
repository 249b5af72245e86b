// The chat's first-route cost: until the visitor opens it (or a stored chat must resume), only a small launcher is
// on the page and the widget's chunk is not even requested; a click asks for the chat feature, open, and loads the
// widget.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConnectedRouter } from 'connected-react-router';
import { Provider } from 'react-redux';
import { LazyChatWidget } from '../../../src/shell/lazy';
import { ThemeRoot } from '../../../src/theme';
import { CHAT_STORAGE_KEYS } from '../../../src/domain/chat';
import type { UnknownAction } from '@reduxjs/toolkit';
import { featureNeeded } from '../../../store/features';
import { flagsLoaded } from '../../../store/flags';
import { makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';

// Stands in for the widget's chunk: records when it is loaded; `mounts` records how the chat feature was asked for.
const mockWidget = { loads: 0, mounts: [] as boolean[] };
jest.mock('../../../src/chat/ChatWidget', () => {
  mockWidget.loads += 1;
  return {
    __esModule: true,
    default: function FakeChatWidget() {
      return <p>the chat widget</p>;
    },
  };
});

const enabled = { flagEnabled: true } as Parameters<typeof flagsLoaded>[0][string];

function renderLauncher(flagOn = true) {
  const { store, history } = makeTestStore({ path: '/register' });
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    if (featureNeeded.match(action) && action.payload.name === 'chat')
      mockWidget.mounts.push(Boolean(action.payload.open));
    return dispatch(action);
  }) as typeof store.dispatch;
  if (flagOn) store.dispatch(flagsLoaded({ 'fe-webchat': enabled }));
  return render(
    <Provider store={store}>
      <ThemeRoot org={sampleOrg}>
        <ConnectedRouter history={history}>
          <LazyChatWidget />
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>,
  );
}

beforeEach(() => {
  // The module registry is not reset (the launcher and the widget must share one React): `loads` counts for the
  // whole file, and the first test is the one that sees the chunk not loaded yet.
  mockWidget.mounts = [];
  window.localStorage.clear();
});

describe('chat launcher', () => {
  it('shows only the launcher, without loading the widget, until it is clicked', async () => {
    renderLauncher();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(mockWidget.loads).toBe(0);
    fireEvent.click(launcher);
    expect(await screen.findByText('the chat widget')).toBeInTheDocument();
    expect(mockWidget.loads).toBe(1);
    expect(mockWidget.mounts).toEqual([true]);
  });

  it('loads the widget at once, without opening it, when a stored chat must resume', async () => {
    window.localStorage.setItem(CHAT_STORAGE_KEYS.live, JSON.stringify({ token: 't', conversationSid: 'c' }));
    renderLauncher();
    expect(await screen.findByText('the chat widget')).toBeInTheDocument();
    expect(mockWidget.mounts).toEqual([false]);
  });

  it('shows nothing when the organisation has no web chat', () => {
    renderLauncher(false);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});
