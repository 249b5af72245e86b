// Error reporting and the error-fallback event: the application uuid or 'No application uuid', the ignore
// list, one report per message, sampling, and window errors and failed module preloads.
import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { postFtEvent } from '../../src/api/telemetry';
import { IGNORED_ERRORS, isSampled, toErrorReport } from '../../src/domain/telemetry';
import { telemetrySaga } from '../../sagas/telemetry';
import { currentHost, randomDraw } from '../../sagas/effects';
import { errorCaught, errorFallbackShown } from '../../store/telemetry';
import { installRoutes, type FakeRequest } from '../components/support/mswServer';
import { makeTestStore } from '../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

type Body = Record<string, unknown> & { event: string; eventProperties: Record<string, unknown> };

function start(path: string) {
  const posted: Body[] = [];
  installRoutes({
    'POST /ft/external/event': (request: FakeRequest) => {
      posted.push(JSON.parse(String(request.data)) as Body);
      return { status: 201, data: { uuid: 'e' } };
    },
  });
  const { store } = makeTestStore({ path });
  const task = store.runSaga(telemetrySaga, 'app');
  const errorsOf = () => posted.filter((b) => b.event !== 'Page Viewed');
  return { store, posted, errorsOf, task };
}

/** Lets the saga's queue drain: every send is answered by the msw server. */
async function settle(posted: Body[], count: number) {
  await waitFor(() => expect(posted.length).toBeGreaterThanOrEqual(count));
  await new Promise((r) => setTimeout(r, 20));
}

describe('the error-fallback event and error reports', () => {
  it('logs the fallback and reports the error with the application uuid', async () => {
    const { store, posted, errorsOf, task } = start(`/${APP_UUID}/liens`);
    const report = toErrorReport(new TypeError('x is undefined'), 'boundary', '\n    at Liens');
    store.dispatch(errorFallbackShown(report));
    await settle(posted, 3);
    expect(errorsOf().map((b) => [b.event, b.eventType, b.eventProperties.applicationUuid])).toEqual([
      ['Error Fallback Viewed', 'ERROR_FALLBACK', APP_UUID],
      ['Error Reported', 'ERROR', APP_UUID],
    ]);
    const reported = errorsOf()[1];
    expect(reported.eventProperties).toMatchObject({
      message: 'x is undefined',
      name: 'TypeError',
      source: 'boundary',
      componentStack: '\n    at Liens',
    });
    expect(reported.dedupeProperty).toBe('message');
    expect(reported.productType).toBe('HELOC');
    task.cancel();
  });

  it("says 'No application uuid' outside an application", async () => {
    const { store, posted, errorsOf, task } = start('/register');
    store.dispatch(errorCaught(toErrorReport(new Error('render failed'), 'window')));
    await settle(posted, 2);
    expect(errorsOf()).toHaveLength(1);
    expect(errorsOf()[0].eventProperties.applicationUuid).toBe('No application uuid');
    task.cancel();
  });

  it.each(IGNORED_ERRORS.map((m) => [m]))('drops errors whose message holds %p, in any case', async (ignored) => {
    const { store, posted, errorsOf, task } = start(`/${APP_UUID}/liens`);
    store.dispatch(errorCaught(toErrorReport(new Error(`Uncaught: ${ignored.toUpperCase()} (retry later)`), 'window')));
    // A reportable one after it shows the queue moved past the ignored one.
    store.dispatch(errorCaught(toErrorReport(new Error('Cannot read properties of null'), 'window')));
    await settle(posted, 2);
    expect(errorsOf().map((b) => b.eventProperties.message)).toEqual(['Cannot read properties of null']);
    task.cancel();
  });

  it('reports a message once per session, but logs every showing of the fallback', async () => {
    const { store, posted, errorsOf, task } = start(`/${APP_UUID}/liens`);
    const report = toErrorReport(new Error('boom'), 'boundary');
    store.dispatch(errorFallbackShown(report));
    store.dispatch(errorFallbackShown(report));
    await settle(posted, 4);
    expect(errorsOf().map((b) => b.event)).toEqual([
      'Error Fallback Viewed',
      'Error Reported',
      'Error Fallback Viewed',
    ]);
    task.cancel();
  });

  it('hears window errors, unhandled rejections and failed module preloads', async () => {
    const { posted, errorsOf, task } = start(`/${APP_UUID}/liens`);
    await settle(posted, 1);
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('too deep'), message: 'too deep' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody caught me') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new CustomEvent('preloadError', { detail: { message: 'Unexpected token <' } }));
    // A stale chunk: the preload event is sent, the report is dropped ('failed to fetch' is ignored).
    window.dispatchEvent(
      new CustomEvent('preloadError', {
        detail: { message: 'TypeError: Failed to fetch dynamically imported module' },
      }),
    );
    await settle(posted, 6);
    expect(errorsOf().map((b) => [b.event, b.eventProperties.message, b.eventProperties.source])).toEqual([
      ['Error Reported', 'too deep', 'window'],
      ['Error Reported', 'nobody caught me', 'unhandledrejection'],
      ['Module Preload Failed', 'Unexpected token <', undefined],
      ['Error Reported', 'Unexpected token <', 'preload'],
      ['Module Preload Failed', 'TypeError: Failed to fetch dynamically imported module', undefined],
    ]);
    const removed = jest.spyOn(window, 'removeEventListener');
    task.cancel();
    // Cancelled: the listeners are gone.
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['error', 'unhandledrejection', 'preloadError']),
    );
    removed.mockRestore();
  });
});

describe('sampling', () => {
  it('samples 100% of sessions by default, and a session over the rate reports nothing', async () => {
    expect(isSampled(0.999999)).toBe(true);
    expect(isSampled(0.3, 0.25)).toBe(false);
    expect(isSampled(0.2, 0.25)).toBe(true);
    const { store } = makeTestStore({ path: `/${APP_UUID}/liens` });
    await expectSaga(telemetrySaga, 'app')
      .withState(store.getState())
      .provide([
        [matchers.call.fn(currentHost), 'localhost'],
        [matchers.call.fn(randomDraw), 1],
        [matchers.call.fn(postFtEvent), undefined],
      ])
      .dispatch(errorFallbackShown(toErrorReport(new Error('boom'), 'boundary')))
      .call.like({ fn: postFtEvent, args: [{ event: 'Error Fallback Viewed' }] })
      .not.call.like({ fn: postFtEvent, args: [{ event: 'Error Reported' }] })
      .silentRun(50);
  });
});
