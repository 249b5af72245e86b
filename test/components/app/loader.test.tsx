// The full-screen loader: mounted by the app shell, shown while an application is fetched (store/ui.ts loading),
// gone 300 ms after loading ends.
import { act, render, screen, waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { AppShell } from '../../../src/app/AppShell';
import { getApplication } from '../../../src/api/application';
import { getProfile } from '../../../src/api/profile';
import { APPLICATION_LOADING_MESSAGE, loadApplication } from '../../../sagas/applicationLoading';
import { loadingChanged } from '../../../store/ui';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { makeTestStore } from '../../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('full-screen loader', () => {
  it('is mounted by the app shell and follows the loading state, hiding 300 ms after it ends', async () => {
    jest.useFakeTimers();
    try {
      const { store, history } = makeTestStore({ path: `/${APP_UUID}/liens`, authenticated: true });
      render(
        <AppShell store={store} history={history}>
          <p>screen</p>
        </AppShell>,
      );
      expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument();
      act(() => {
        store.dispatch(loadingChanged({ fetching: true, message: APPLICATION_LOADING_MESSAGE }));
      });
      expect(screen.getByTestId('full-screen-loader')).toHaveTextContent(APPLICATION_LOADING_MESSAGE);
      act(() => {
        store.dispatch(loadingChanged({ fetching: false, message: null }));
      });
      act(() => {
        jest.advanceTimersByTime(299);
      });
      expect(screen.getByTestId('full-screen-loader')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(2);
      });
      await waitFor(() => expect(screen.queryByTestId('full-screen-loader')).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows while an application loads, and stops whether it loaded or failed', async () => {
    await expectSaga(loadApplication, APP_UUID)
      .provide([
        [matchers.call.fn(getApplication), makeApplication({ uuid: APP_UUID })],
        [matchers.call.fn(getProfile), makeProfile()],
      ])
      .put(loadingChanged({ fetching: true, message: APPLICATION_LOADING_MESSAGE }))
      .put(loadingChanged({ fetching: false, message: null }))
      .run();
    await expectSaga(loadApplication, APP_UUID)
      .provide([[matchers.call.fn(getApplication), Promise.reject({ status: 500, message: 'x', data: null })]])
      .put(loadingChanged({ fetching: true, message: APPLICATION_LOADING_MESSAGE }))
      .put(loadingChanged({ fetching: false, message: null }))
      .run();
  });
});
