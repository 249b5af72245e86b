// A render error shows the fallback page and sends the error-fallback event and the error report.
import { render, screen, waitFor } from '@testing-library/react';
import { AppShell } from '../../../src/app/AppShell';
import { telemetrySaga } from '../../../sagas/telemetry';
import { installRoutes, type FakeRequest } from '../support/mswServer';
import { makeTestStore } from '../../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading amount)');
}

it('logs the error-fallback event and reports the error with the application uuid', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const posted: Record<string, unknown>[] = [];
  installRoutes({
    'POST /ft/external/event': (config: FakeRequest) => {
      posted.push(JSON.parse(String(config.data)));
      return { status: 201, data: { uuid: 'e' } };
    },
  });
  const { store, history } = makeTestStore({ path: `/${APP_UUID}/liens` });
  store.runSaga(telemetrySaga, 'app');
  render(
    <AppShell store={store} history={history}>
      <Broken />
    </AppShell>,
  );
  expect(await screen.findByRole('heading', { name: 'Sorry, looks like we have hit a snag!' })).toBeInTheDocument();
  // React in development also re-throws the caught error on the window: still one report per message.
  await waitFor(() =>
    expect([...posted.map((p) => String(p.event))].sort()).toEqual([
      'Error Fallback Viewed',
      'Error Reported',
      'Page Viewed',
    ]),
  );
  const byEvent = (name: string) =>
    posted.find((p) => p.event === name) as { eventProperties: Record<string, unknown>; applicationUuid: string };
  const fallback = byEvent('Error Fallback Viewed');
  expect(fallback.applicationUuid).toBe(APP_UUID);
  expect(fallback.eventProperties).toMatchObject({
    applicationUuid: APP_UUID,
    message: 'Cannot read properties of undefined (reading amount)',
    source: 'boundary',
  });
  expect(String(fallback.eventProperties.componentStack)).toContain('Broken');
  expect(byEvent('Error Reported').eventProperties).toMatchObject({
    applicationUuid: APP_UUID,
    message: 'Cannot read properties of undefined (reading amount)',
  });
  jest.restoreAllMocks();
});
