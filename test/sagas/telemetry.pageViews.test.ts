// Page views on route changes: in order, deduped by path, the first location counted once, nothing sent
// before the session is established; and the event fields of shared-surfaces section 3.
import { combineReducers } from '@reduxjs/toolkit';
import { connectRouter, onLocationChanged } from 'connected-react-router';
import { createLocation, createMemoryHistory } from 'history';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { postFtEvent, type FtEvent } from '../../src/api/telemetry';
import { telemetrySaga } from '../../sagas/telemetry';
import { currentHost, logError, randomDraw } from '../../sagas/effects';
import { sessionEstablished, sessionReducer } from '../../store/session';
import { eventTracked } from '../../store/telemetry';
import type { Identity } from '../../src/domain/types';
import { waitFor } from '@testing-library/react';
import { installRoutes, type FakeRequest } from '../components/support/mswServer';
import { makeTestStore } from '../utils/renderWithProviders';

const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const key = {
  uuid: 'c4a7e2d9-3b6f-4a18-8e5c-7d9f0b1a2c63',
  epoch: 1700000000000,
  trackerUuid: '5b0e6f1c-8d2a-4c3e-9f47-2a1d6c8b9e30',
};
const identity: Identity = {
  uuid: '99999999-8888-4777-8666-555555555555',
  type: 'BORROWER',
  email: 'pat@example.test',
  phoneNumbers: [],
  organizationCode: 'example',
  isBroker: false,
};

const go = (path: string, first = false) => onLocationChanged(createLocation(path), 'PUSH', first);

function setup(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const reducer = combineReducers({ router: connectRouter(history), session: sessionReducer });
  const sent: { event: FtEvent; context: string }[] = [];
  const providers = [
    [matchers.call.fn(currentHost), 'app.example.test'],
    [matchers.call.fn(randomDraw), 0.5],
    [
      matchers.call.fn(postFtEvent),
      dynamic((effect: { args: [FtEvent, string] }) => {
        sent.push({ event: effect.args[0], context: effect.args[1] });
      }),
    ],
  ];
  return { reducer, initial: reducer(undefined, { type: '@@init' }) as never, sent, providers };
}

const pathsOf = (sent: { event: FtEvent }[]) =>
  sent.filter((s) => s.event.eventType === 'PAGE_VIEW').map((s) => s.event.pagePath);

describe('telemetry page views', () => {
  it('sends one view per path in order across route changes, the first location once, none twice in a row', async () => {
    const { reducer, initial, sent, providers } = setup('/register?step=property-info');
    await expectSaga(telemetrySaga, 'app')
      .withReducer(reducer, initial)
      .provide(providers as never)
      // connected-react-router's own first LOCATION_CHANGE, then a step change on the same path, before the session.
      .dispatch(go('/register?step=property-info', true))
      .dispatch(go('/register?step=sale-status'))
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .dispatch(go(`/${APP_UUID}/start/profile`))
      .dispatch(go(`/${APP_UUID}/start/profile?pop-webchat=true`))
      .dispatch(go(`/${APP_UUID}/liens`))
      .dispatch(go(`/${APP_UUID}/liens#top`))
      .dispatch(go(`/${APP_UUID}/start/profile`))
      .silentRun(50);
    expect(pathsOf(sent)).toEqual([
      '/account/heloc/register',
      `/account/heloc/${APP_UUID}/start/profile`,
      `/account/heloc/${APP_UUID}/liens`,
      `/account/heloc/${APP_UUID}/start/profile`,
    ]);
  });

  it('sends nothing until the session is established, then the location the page opened on', async () => {
    const { reducer, initial, sent, providers } = setup(`/${APP_UUID}/liens`);
    await expectSaga(telemetrySaga, 'app')
      .withReducer(reducer, initial)
      .provide(providers as never)
      .dispatch(go(`/${APP_UUID}/liens`, true))
      .not.call.fn(postFtEvent)
      .silentRun(50);
    expect(sent).toEqual([]);
  });

  it('carries the spec fields: domain, query, path, event, session key, identity, application, type, product', async () => {
    const { reducer, initial, sent, providers } = setup('/register');
    await expectSaga(telemetrySaga, 'app')
      .withReducer(reducer, initial)
      .provide(providers as never)
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: true, identity }))
      .dispatch(go(`/${APP_UUID}/product/select?utm_source=mail&DDP_Pilot=1`))
      .silentRun(50);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      context: 'secure',
      event: {
        domain: 'app.example.test',
        queryParams: { utm_source: 'mail', DDP_Pilot: '1' },
        pagePath: `/account/heloc/${APP_UUID}/product/select`,
        event: 'Page Viewed',
        sessionKey: key,
        identityId: identity.uuid,
        applicationUuid: APP_UUID,
        eventType: 'PAGE_VIEW',
        productType: 'HELOC',
        eventProperties: {},
        dontDedupe: true,
        dedupeProperty: null,
      },
    });
    // The register page has no application; a signed-out visitor sends on the external context.
    expect(sent[0].event.applicationUuid).toBeNull();
  });

  it('sends signed-out views on the external context, and the outside pages without the app base path', async () => {
    const { reducer, initial, sent, providers } = setup('/dashboard');
    await expectSaga(telemetrySaga, 'outside')
      .withReducer(reducer, initial)
      .provide(providers as never)
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .dispatch(go('/auth/login?redirectUrl=%2Fdashboard'))
      .silentRun(50);
    expect(sent.map((s) => [s.context, s.event.pagePath])).toEqual([
      ['external', '/dashboard'],
      ['external', '/auth/login'],
    ]);
    expect(sent[1].event.queryParams).toEqual({ redirectUrl: '/dashboard' });
  });

  it('keeps going when a send fails', async () => {
    const { reducer, initial } = setup('/register');
    const paths: string[] = [];
    await expectSaga(telemetrySaga, 'app')
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(currentHost), 'app.example.test'],
        [matchers.call.fn(randomDraw), 0.5],
        [matchers.call.fn(logError), undefined],
        [
          matchers.call.fn(postFtEvent),
          dynamic((effect: { args: [FtEvent] }) => {
            paths.push(effect.args[0].pagePath);
            if (paths.length === 1) throw new Error('offline');
          }),
        ],
      ] as never)
      .dispatch(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .dispatch(go(`/${APP_UUID}/liens`))
      .call(logError, 'telemetry Page Viewed', new Error('offline'))
      .silentRun(50);
    expect(paths).toEqual(['/account/heloc/register', `/account/heloc/${APP_UUID}/liens`]);
  });
});

describe('telemetry events the app asks for (on a store)', () => {
  it('dedupes an event by name and page unless dontDedupe, and by dedupeProperty when given', async () => {
    const posted: { url: string; body: Record<string, unknown> }[] = [];
    const record = (request: FakeRequest) => {
      posted.push({ url: request.url, body: JSON.parse(String(request.data)) });
      return { status: 201, data: { uuid: 'e' } };
    };
    installRoutes({ 'POST /ft/external/event': record });
    const { store, history } = makeTestStore({ path: `/${APP_UUID}/liens` });
    store.runSaga(telemetrySaga, 'app');
    const viewed = { event: 'Offer Viewed', eventType: 'INTERACTION' };
    store.dispatch(eventTracked(viewed));
    store.dispatch(eventTracked(viewed));
    store.dispatch(eventTracked({ ...viewed, dontDedupe: true }));
    store.dispatch(eventTracked({ ...viewed, dedupeProperty: 'term', eventProperties: { term: 5 } }));
    store.dispatch(eventTracked({ ...viewed, dedupeProperty: 'term', eventProperties: { term: 5 } }));
    store.dispatch(eventTracked({ ...viewed, dedupeProperty: 'term', eventProperties: { term: 10 } }));
    // Dispatched on liens, sent after the move to product/select: still counted for liens.
    history.push(`/${APP_UUID}/product/select`);
    store.dispatch(go(`/${APP_UUID}/product/select`));
    store.dispatch(eventTracked(viewed));
    await waitFor(() => expect(posted).toHaveLength(7));
    const offers = posted.map((p) => p.body).filter((b) => b.event === 'Offer Viewed');
    expect(
      offers.map((e) => [String(e.pagePath).split('/').slice(-2).join('/'), e.eventProperties, e.dontDedupe]),
    ).toEqual([
      [`${APP_UUID}/liens`, {}, false],
      [`${APP_UUID}/liens`, {}, true],
      [`${APP_UUID}/liens`, { term: 5 }, false],
      [`${APP_UUID}/liens`, { term: 10 }, false],
      ['product/select', {}, false],
    ]);
    expect(offers[2].dedupeProperty).toBe('term');
    expect(posted.map((p) => p.body.event)).toEqual([
      'Page Viewed',
      'Offer Viewed',
      'Offer Viewed',
      'Offer Viewed',
      'Offer Viewed',
      'Page Viewed',
      'Offer Viewed',
    ]);
  });
});
