// Session time as people need it (WCAG 2.2.1, issue 27), on fake timers: the warning opens two minutes before the
// session ends and is announced (an alert dialog that takes focus, its message read once, a countdown that is not a
// live region); "Stay signed in" refreshes the token and focus goes back; a session nobody answers for keeps the
// chosen offer's draft and sends the borrower to sign in, which says why and brings them back to the same screen.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { SessionGate } from '../../../src/app/SessionGate';
import { browserLocation } from '../../../src/api/browser';
import { getIdentity } from '../../../src/api/identity';
import { noteServerDate } from '../../../src/api/serverClock';
import { LoginPage } from '../../../src/outside/LoginPage';
import { SelectScreen } from '../../../src/screens/product/SelectScreen';
import { FORM_DRAFT_PREFIX } from '../../../src/connected';
import { authSaga } from '../../../sagas/auth';
import { sessionExpirySaga } from '../../../sagas/sessionExpiry';
import { installRoutes } from '../support/mswServer';
import { renderWithProviders, TEST_IDENTITY } from '../../utils/renderWithProviders';
import { APP_UUID, SANDBOX_OFFERS } from '../product/journeyServer';
import { tokenEnding } from '../../utils/sessionToken';

const T0 = Date.parse('2030-03-04T10:00:00Z');
const MINUTE = 60_000;
const PATH = `/${APP_UUID}/product/select`;
const SIGN_IN = `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc${PATH}`)}&sessionEnded=timeout`;
const DRAFT = `${FORM_DRAFT_PREFIX}${APP_UUID}:product-select`;

const offersScreen = (
  <SessionGate>
    <SelectScreen
      uuid={APP_UUID}
      offers={{ status: 'loaded', data: SANDBOX_OFFERS, error: null }}
      revised={false}
      onReload={() => undefined}
    />
  </SessionGate>
);

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('session expiry warning', () => {
  it('warns two minutes before the end, announced; "Stay signed in" refreshes and gives focus back', async () => {
    window.localStorage.setItem('jwt', tokenEnding(T0 + 30 * MINUTE, T0 + 12 * 60 * MINUTE));
    const refreshed = tokenEnding(T0 + 58 * MINUTE, T0 + 12 * 60 * MINUTE);
    const api = installRoutes({
      'GET /identity/secure/api/v1/identity': { data: TEST_IDENTITY, headers: { authorization: refreshed } },
    });
    const { store } = renderWithProviders(offersScreen, { path: PATH, authenticated: true });
    store.runSaga(authSaga, 'app');
    store.runSaga(sessionExpirySaga, 'app');
    const amount = screen.getByRole('textbox', { name: 'Amount of your line' });
    amount.focus();

    await advance(28 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Read once when focus moves in: the name and this description.
    expect(dialog).toHaveAccessibleDescription(
      'Your session will end in 2 minutes. Select “Stay signed in” to keep working. What you have entered is kept either way.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('2:00');
    // The countdown moves every second but is no live region, and the announced message does not change.
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toBeNull();
    await advance(1000);
    expect(timer).toHaveTextContent('1:59');
    expect(dialog).toHaveAccessibleDescription(/^Your session will end in 2 minutes\./);

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toContain('GET /identity/secure/api/v1/identity');
    expect(window.localStorage.getItem('jwt')).toBe(refreshed);
    expect(amount).toHaveFocus();
    expect(store.getState().sessionExpiry).toMatchObject({
      warning: false,
      endsAt: new Date(T0 + 58 * MINUTE).toISOString(),
    });
    // And nothing more until two minutes before the new end.
    await advance(27 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('times the warning on the server’s clock when this computer’s is ten minutes slow', async () => {
    const SERVER_AHEAD = 10 * MINUTE;
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    // The server signed a token that ends 30 minutes from its own now: 20 minutes from now on this computer's clock.
    window.localStorage.setItem(
      'jwt',
      tokenEnding(T0 + SERVER_AHEAD + 30 * MINUTE, T0 + SERVER_AHEAD + 12 * 60 * MINUTE),
    );
    installRoutes({
      'GET /identity/secure/api/v1/identity': {
        data: TEST_IDENTITY,
        headers: { date: new Date(T0 + SERVER_AHEAD).toUTCString() },
      },
    });
    try {
      // Any answer tells the server's time (answered while the fake clock lets msw's timers run).
      await Promise.all([getIdentity(), advance(0)]);
      const { store } = renderWithProviders(offersScreen, { path: PATH, authenticated: true });
      store.runSaga(authSaga, 'app');
      store.runSaga(sessionExpirySaga, 'app');
      // Two minutes before the end as the server counts it; by the local clock the warning would open at 38.
      await advance(28 * MINUTE - 1000);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await advance(1000);
      await screen.findByRole('alertdialog', { name: 'Your session is about to end' });
      expect(screen.getByRole('timer')).toHaveTextContent('2:00');
      // And it ends when the server ends it: sign-in, ten minutes before the local clock says so.
      await advance(2 * MINUTE);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGN_IN));
    } finally {
      // The next answers come from a server whose clock agrees with this one.
      noteServerDate(new Date(Date.now()).toUTCString());
    }
  });

  it('at the session’s hard maximum it says so and offers only signing in again', async () => {
    window.localStorage.setItem('jwt', tokenEnding(T0 + 3 * MINUTE, T0 + 3 * MINUTE));
    installRoutes({});
    const { store } = renderWithProviders(offersScreen, { path: PATH, authenticated: true });
    store.runSaga(sessionExpirySaga, 'app');
    await advance(MINUTE);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(/will end in 2 minutes and cannot be extended/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign in again']);
  });

  it('a session nobody answers for keeps the chosen offer and returns the borrower there after sign-in', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.localStorage.setItem('jwt', tokenEnding(T0 + 30 * MINUTE, T0 + 12 * 60 * MINUTE));
    installRoutes({});
    const first = renderWithProviders(offersScreen, { path: PATH, authenticated: true });
    first.store.runSaga(authSaga, 'app');
    first.store.runSaga(sessionExpirySaga, 'app');
    // The borrower chooses an offer, and leaves it unsent.
    fireEvent.click(screen.getByRole('radio', { name: /^15-year term,/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount of your line' }), { target: { value: '75000' } });

    await advance(28 * MINUTE);
    await screen.findByRole('alertdialog');
    await advance(2 * MINUTE);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SIGN_IN));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ term: '15', amount: 75_000 });
    first.unmount();

    // The sign-in page says why, in a status region, and signing in goes back to the offers screen.
    jest.useRealTimers();
    installRoutes({ 'POST /identity/api/v1/login': { data: { jwt: 'fresh', identity: TEST_IDENTITY } } });
    const signIn = renderWithProviders(<Route path="/auth/login" component={LoginPage} />, {
      path: SIGN_IN,
      runSagas: true,
      entry: 'outside',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out because your session timed out. Sign in to continue where you left off',
    );
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'pat@example.test' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith(`/account/heloc${PATH}`));
    signIn.unmount();

    // Back on the offers screen: the chosen offer is there as it was left.
    renderWithProviders(offersScreen, { path: PATH, authenticated: true });
    expect(screen.getByRole('radio', { name: /^15-year term,/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Amount of your line' })).toHaveValue('$75,000');
  });
});
