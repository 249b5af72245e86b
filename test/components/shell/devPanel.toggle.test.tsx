import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import DevPanel from '../../../src/shell/devtools/DevPanel';
import { DEV_LOGIN_FAILED_MESSAGE } from '../../../store/devPanel';
import { parseActionLog } from '../../../store/actionLog';
import { actionSanitizer } from '../../../store/devtools';
import { recordActionLog } from '../../../sagas/devPanel';
import { TEST_IDENTITY, renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes } from '../support/mswServer';
import { sampleOrg } from '../../utils/sampleOrg';

const toggle = () => fireEvent.keyDown(window, { key: 'X', code: 'KeyX', shiftKey: true, altKey: true });
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('developer panel', () => {
  it('toggles with Shift+Alt+X and not with X alone', () => {
    renderWithProviders(<DevPanel />);
    expect(screen.queryByTestId('dev-panel')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'x', code: 'KeyX' });
    expect(screen.queryByTestId('dev-panel')).not.toBeInTheDocument();
    act(toggle);
    expect(screen.getByRole('region', { name: 'Developer panel' })).toBeInTheDocument();
    act(toggle);
    expect(screen.queryByTestId('dev-panel')).not.toBeInTheDocument();
  });

  it('never opens in production', () => {
    renderWithProviders(<DevPanel />, { org: { ...sampleOrg, environment: 'production' } });
    act(toggle);
    expect(screen.queryByTestId('dev-panel')).not.toBeInTheDocument();
  });

  it('signs in by email and password, the password never in an action', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let sent: unknown = null;
    installRoutes({
      'POST /identity/api/v1/login': (config) => {
        sent = JSON.parse(String(config.data));
        return { data: { jwt: JWT, identity: TEST_IDENTITY } };
      },
    });
    const { store } = renderWithProviders(<DevPanel />, { runSagas: true });
    const dispatched = jest.spyOn(store, 'dispatch');
    act(toggle);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pat@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'CorrectHorse42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().session.authenticated).toBe(true));
    expect(window.localStorage.getItem('jwt')).toBe(`Bearer ${JWT}`);
    expect(await screen.findByText(`Signed in as ${TEST_IDENTITY.email}`)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'pat@example.test', password: 'CorrectHorse42' });
    expect(JSON.stringify(dispatched.mock.calls)).not.toContain('CorrectHorse42');
  });

  it('signs in by token, and says so when the token is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let valid = false;
    installRoutes({
      'GET /identity/secure/api/v1/identity': () =>
        valid ? { data: TEST_IDENTITY } : { status: 401, data: { errors: ['invalid signature'] } },
    });
    const { store } = renderWithProviders(<DevPanel />, { runSagas: true });
    const dispatched = jest.spyOn(store, 'dispatch');
    act(toggle);
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: `Bearer ${JWT}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Use token' }));
    expect(await screen.findByText(DEV_LOGIN_FAILED_MESSAGE)).toBeInTheDocument();
    expect(window.localStorage.getItem('jwt')).toBeNull();

    valid = true;
    fireEvent.click(screen.getByRole('button', { name: 'Use token' }));
    await waitFor(() => expect(store.getState().session.authenticated).toBe(true));
    expect(window.localStorage.getItem('jwt')).toBe(`Bearer ${JWT}`);
    expect(JSON.stringify(dispatched.mock.calls)).not.toContain(JWT);
  });

  it('turns 0, 1 and 2 into chat alerts and Backspace into ending the chat while open', () => {
    const { store } = renderWithProviders(<DevPanel />, { runSagas: true });
    const seen: string[] = [];
    const dispatch = jest.spyOn(store, 'dispatch');
    fireEvent.keyDown(window, { key: '1' });
    expect(dispatch).not.toHaveBeenCalled(); // closed: the keys are left alone
    act(toggle);
    fireEvent.keyDown(window, { key: '0' });
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: 'Backspace' });
    for (const call of dispatch.mock.calls) seen.push(JSON.stringify(call[0]));
    expect(seen).toEqual([
      JSON.stringify({ type: 'devPanel/chatAlertRequested', payload: { alert: 'connectionLost' } }),
      JSON.stringify({ type: 'devPanel/chatAlertRequested', payload: { alert: 'generic' } }),
      JSON.stringify({ type: 'devPanel/chatAlertRequested', payload: { alert: 'tokenInvalid' } }),
      JSON.stringify({ type: 'devPanel/chatEndRequested' }),
    ]);
    // The chat sagas show them in the chat's alert banner and end the chat (test/sagas/chat.devShortcuts.test.ts).
  });

  it('leaves the keys alone while typing in a field', () => {
    const { store } = renderWithProviders(<DevPanel />);
    act(toggle);
    const dispatch = jest.spyOn(store, 'dispatch');
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Backspace' });
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('developer panel: the session action log', () => {
  it('exports the actions as DevTools sees them, in the DevTools export format', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:log';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { store } = renderWithProviders(<DevPanel />);
    store.runSaga(recordActionLog);
    act(() => {
      store.dispatch({ type: 'test/secret', payload: { ssn: '123-45-6789', token: JWT } });
    });
    act(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Export action log' }));
    expect(click).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read it as a FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain(JWT);
    const log = parseActionLog(text);
    expect(log.entries.map((e) => e.action)).toContainEqual(
      actionSanitizer({ type: 'test/secret', payload: { ssn: '123-45-6789', token: JWT } }),
    );
    expect(log.preloadedState).toMatchObject({ org: { organizationCode: sampleOrg.organizationCode } });
  });
});
