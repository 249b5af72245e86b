import { expectSaga } from 'redux-saga-test-plan';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '../../src/api/client';
import { putFullStoryLink, readSessionReplay } from '../../src/api/sessionReplay';
import { applicationLoadingSaga } from '../../sagas/applicationLoading';
import { applicationLoaded } from '../../store/applications';
import { makeApplication } from '../fixtures/application';

const SESSION_URL = 'https://app.fullstory.com/ui/o-1/session/5678%3A1234';

function recorder(url: string | null) {
  (window as unknown as { FS?: unknown }).FS = Object.assign(() => undefined, {
    getCurrentSessionURL: () => url,
  });
}

function transport() {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    return Promise.resolve({
      data: JSON.stringify({ link: SESSION_URL }),
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    });
  };
  return { adapter, calls };
}

afterEach(() => {
  delete (window as unknown as { FS?: unknown }).FS;
});

describe('session replay', () => {
  it('reads the session and its URL from the recorder, and nothing without one', () => {
    expect(readSessionReplay()).toBeNull();
    recorder(null);
    expect(readSessionReplay()).toBeNull();
    recorder(SESSION_URL);
    expect(readSessionReplay()).toEqual({ session: '5678:1234', sessionUrl: SESSION_URL });
  });

  it('sends x-fs-session and x-fs-session-url on calls when the recorder has a session', async () => {
    recorder(SESSION_URL);
    const { adapter, calls } = transport();
    configureApi({ orgCode: 'HEARTH', adapter, getSessionReplay: readSessionReplay });
    await putFullStoryLink('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', SESSION_URL);
    const headers = AxiosHeaders.from(calls[0].headers);
    expect(headers.get('x-fs-session')).toBe('5678:1234');
    expect(headers.get('x-fs-session-url')).toBe(SESSION_URL);
    expect(calls[0].method).toBe('put');
    expect(calls[0].url).toBe(
      '/service-application/api/v1/application/heloc/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee/full-story-link',
    );
    expect(JSON.parse(calls[0].data as string)).toEqual({ link: SESSION_URL });
  });

  it('gives each opened application the recording link once, and none when replay is off', async () => {
    const application = makeApplication();
    recorder(SESSION_URL);
    const links: unknown[][] = [];
    await expectSaga(applicationLoadingSaga)
      .provide({
        call: (effect, next) => {
          if (effect.fn !== putFullStoryLink) return next();
          links.push(effect.args);
          return undefined;
        },
      })
      .call(putFullStoryLink, application.uuid, SESSION_URL)
      .dispatch(applicationLoaded(application))
      .dispatch(applicationLoaded(application))
      .silentRun(50);
    expect(links).toEqual([[application.uuid, SESSION_URL]]);
    delete (window as unknown as { FS?: unknown }).FS;
    await expectSaga(applicationLoadingSaga)
      .provide({ call: (effect, next) => (effect.fn === putFullStoryLink ? undefined : next()) })
      .not.call.fn(putFullStoryLink)
      .dispatch(applicationLoaded(application))
      .silentRun(50);
  });
});
