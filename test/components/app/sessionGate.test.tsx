import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionGate } from '../../../src/app/SessionGate';
import { sessionEstablished, sessionFailed, initialSessionState } from '../../../store/session';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('SessionGate', () => {
  it('shows the loader until the session is established, then the routes', async () => {
    const { store } = renderWithProviders(<SessionGate>app content</SessionGate>, {
      preloadedState: { session: { ...initialSessionState, status: 'establishing' } },
    });
    expect(screen.queryByText('app content')).toBeNull();
    act(() => {
      store.dispatch(
        sessionEstablished({
          sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
          authenticated: false,
          identity: null,
        }),
      );
    });
    expect(await screen.findByText('app content')).toBeInTheDocument();
  });

  it('shows the session error with a retry', async () => {
    const { store } = renderWithProviders(<SessionGate>app content</SessionGate>, {
      preloadedState: { session: { ...initialSessionState, status: 'establishing' } },
    });
    const dispatch = jest.spyOn(store, 'dispatch');
    act(() => {
      store.dispatch(
        sessionFailed({
          status: 500,
          message: 'An error occurred while establishing a session, retries failed.',
          data: null,
        }),
      );
    });
    expect(
      await screen.findByText('An error occurred while establishing a session, retries failed.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'session/retryRequested' });
  });
});
