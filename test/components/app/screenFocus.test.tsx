// Focus follows the journey (issue 27): one mechanism (src/ui/screenFocus.ts, the shell's ScreenAnnouncer) puts the
// focus on each new screen's heading, says the screen once in a polite live region, and gives each step its own
// title; the processing wait hands the focus to the screen it led to, never to a control that went with the old one.
import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { push } from 'connected-react-router';
import { Route, Switch } from 'react-router-dom';
import { processingFinished, processingStarted } from '../../../store/ui';
import { ScreenAnnouncer } from '../../../src/app/ScreenAnnouncer';
import RegisterRoute from '../../../src/screens/register/RegisterRoute';
import { Button, PageHeading } from '../../../src/ui';
import { ProcessingModalHost } from '../../../src/connected';
import { PROCESSING_MIN_VISIBLE_MS } from '../../../src/connected/ProcessingModal';
import { resetScreenFocus } from '../../../src/ui/screenFocus';
import { STATUS_CLEAR_MS } from '../../../src/ui/StatusMessage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { fillAddress } from '../register/helpers';

/** Everything said in the page's polite regions since the last call (each region empties 300 ms after speaking). */
let said: string[] = [];
const listener = new MutationObserver(() => {
  document.querySelectorAll('[role="status"][aria-live="polite"]').forEach((region) => {
    const text = region.textContent ?? '';
    if (text && said[said.length - 1] !== text) said.push(text);
  });
});
function screenAnnouncements(): string[] {
  return said;
}

beforeEach(() => {
  said = [];
  listener.observe(document.body, { subtree: true, childList: true, characterData: true });
  resetScreenFocus();
  window.sessionStorage.clear();
});

describe('focus follows the journey', () => {
  it('a register step takes the focus to its heading, says it once and has its own title', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Route path="/register" component={RegisterRoute} />
        <ScreenAnnouncer />
      </>,
      { path: '/register' },
    );
    const first = await screen.findByRole('heading', { level: 1, name: 'Where is your home?' });
    // The page's first screen: focused, and not announced (the page itself is read).
    expect(first).toHaveFocus();
    expect(screenAnnouncements()).not.toContain('Where is your home?');
    expect(document.title).toMatch(/^Example Lender \| Register, step 1 of \d: Where is your home\?$/);

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const second = await screen.findByRole('heading', { level: 1, name: 'Are you planning to sell your home?' });
    expect(second).toHaveFocus();
    expect(screenAnnouncements()).toContain('Are you planning to sell your home?');
    expect(document.title).toMatch(/^Example Lender \| Register, step 2 of \d: Are you planning to sell your home\?$/);
    // Said once: the region empties, so the same words are not read again on the next change.
    expect(screenAnnouncements().filter((text) => text === 'Are you planning to sell your home?')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement(), {
      timeout: STATUS_CLEAR_MS * 5,
    });

    // Back comes before Next in the page, as on screen.
    const back = screen.getByRole('button', { name: 'Back' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(back.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('after a processing wait, the focus goes to the new screen, not to the vanished submit button', async () => {
    // Its own component, as each route's screen is.
    function SecondScreen() {
      return <PageHeading>Second screen</PageHeading>;
    }
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <Switch>
          <Route path="/first">
            <PageHeading>First screen</PageHeading>
            <Button
              variant="primary"
              onClick={() => {
                store.dispatch(processingStarted({ title: 'Submitting' }));
              }}
            >
              Submit
            </Button>
          </Route>
          <Route path="/second" component={SecondScreen} />
        </Switch>
        <ProcessingModalHost />
        <ScreenAnnouncer />
      </>,
      { path: '/first' },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The dialog owns the focus while it shows: the new screen's heading does not take it from under it.
    const dialog = await screen.findByRole('dialog', { name: 'Submitting' });
    // The answer comes while the wait shows: the router moves on behind it.
    act(() => {
      store.dispatch(push('/second'));
    });
    await screen.findByRole('heading', { level: 1, name: 'Second screen', hidden: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Nothing outside an aria-modal dialog is heard: the new screen is said when the dialog closes.
    expect(screenAnnouncements()).not.toContain('Second screen');

    act(() => {
      store.dispatch(processingFinished());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: PROCESSING_MIN_VISIBLE_MS * 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Second screen' })).toHaveFocus();
    expect(screenAnnouncements()).toContain('Second screen');
  });

  it('a heading whose text fills in on the same screen does not take the focus back', async () => {
    const user = userEvent.setup();
    function Welcome() {
      const [name, setName] = useState('');
      useEffect(() => {
        const timer = setTimeout(() => setName(', Pat'), 200);
        return () => clearTimeout(timer);
      }, []);
      return (
        <>
          <PageHeading>{`Welcome${name}`}</PageHeading>
          <label>
            Amount
            <input />
          </label>
        </>
      );
    }
    renderWithProviders(<Welcome />, { path: '/x' });
    await user.click(screen.getByLabelText('Amount'));
    await screen.findByRole('heading', { name: 'Welcome, Pat' });
    expect(screen.getByLabelText('Amount')).toHaveFocus();
  });
});
