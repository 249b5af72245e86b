import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { configureApi, createApiClient, JWT_KEY, type ApiError } from '../../../src/api/client';
import { getApplication, patchTrackerProfile } from '../../../src/api/application';
import { login } from '../../../src/api/identity';
import { getProfile } from '../../../src/api/profile';
import { getDisplayHours } from '../../../src/api/hours';
import { getLoanOriginator } from '../../../src/api/leadPortal';
import { sendCeoFeedback } from '../../../src/api/feedback';

interface Reply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A fake transport: records each request config and answers like the XHR adapter would. */
function fakeAdapter(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply | Error)) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    const answer = typeof reply === 'function' ? reply(config) : reply;
    if (answer instanceof Error) return Promise.reject(answer);
    const status = answer.status ?? 200;
    const response: AxiosResponse = {
      data:
        answer.data === undefined ? '' : typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data),
      status,
      statusText: String(status),
      headers: new AxiosHeaders(answer.headers ?? {}),
      config,
    };
    if (status >= 200 && status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response),
    );
  };
  return { adapter, calls };
}

function headerOf(config: InternalAxiosRequestConfig, name: string): unknown {
  return AxiosHeaders.from(config.headers).get(name);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => window.localStorage.clear());

describe('call rules', () => {
  it('sends the organisation and origin headers, credentials, a 30 s timeout and accepts JSON', async () => {
    const { adapter, calls } = fakeAdapter({ data: { ok: true } });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.get('/thing');
    const [config] = calls;
    expect(headerOf(config, 'x-org')).toBe('acme');
    expect(headerOf(config, 'x-origin')).toBe(window.location.origin);
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(30_000);
    expect(String(headerOf(config, 'Accept'))).toContain('application/json');
  });

  it('sends the stored bearer, except for external-context calls', async () => {
    window.localStorage.setItem(JWT_KEY, 'Bearer abc');
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.get('/secure');
    await client.get('/public', { context: 'external' });
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer abc');
    expect(headerOf(calls[1], 'Authorization')).toBeFalsy();
  });

  it('adds per-request auth headers', async () => {
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.get('/x', { authHeaders: { 'X-Auth0-Application-Name': 'heloc' } });
    expect(headerOf(calls[0], 'X-Auth0-Application-Name')).toBe('heloc');
  });

  it('stores a bearer from the response authorization header (with the prefix) and re-sends it', async () => {
    let n = 0;
    const { adapter, calls } = fakeAdapter(() =>
      n++ === 0 ? { data: {}, headers: { authorization: 'Bearer fresh' } } : { data: {} },
    );
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.get('/first');
    expect(window.localStorage.getItem(JWT_KEY)).toBe('Bearer fresh');
    await client.get('/second');
    expect(headerOf(calls[1], 'Authorization')).toBe('Bearer fresh');
  });

  it('leaves a token that changed while a call was out: its answer neither replaces nor clears it', async () => {
    window.localStorage.setItem(JWT_KEY, 'Bearer first');
    const answers: ((reply: Reply) => void)[] = [];
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve, reject) => {
        answers.push(({ status = 200, headers = {} }) => {
          const response: AxiosResponse = {
            data: '{}',
            status,
            statusText: String(status),
            headers: new AxiosHeaders(headers),
            config,
          };
          if (status < 300) resolve(response);
          else reject(new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response));
        });
      });
    const onAuthFailure = jest.fn();
    const client = createApiClient({ orgCode: 'acme', adapter, onAuthFailure });
    const echoed = client.get('/echo');
    const refused = client.get('/refused');
    await new Promise((r) => setTimeout(r, 0));
    // Signed out and signed in again as somebody else while both calls were out.
    window.localStorage.setItem(JWT_KEY, 'Bearer second');
    answers[0]({ headers: { authorization: 'Bearer first' } });
    await echoed;
    expect(window.localStorage.getItem(JWT_KEY)).toBe('Bearer second');
    answers[1]({ status: 401 });
    await failure(refused);
    expect(window.localStorage.getItem(JWT_KEY)).toBe('Bearer second');
    expect(onAuthFailure).not.toHaveBeenCalled();
    // A call made with the current token still renews it.
    const current = client.get('/current');
    await new Promise((r) => setTimeout(r, 0));
    answers[2]({ headers: { authorization: 'Bearer renewed' } });
    await current;
    expect(window.localStorage.getItem(JWT_KEY)).toBe('Bearer renewed');
  });

  it('sends JSON with a JSON content type and FormData without one', async () => {
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.post('/json', { a: 1 });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client.post('/upload', form);
    expect(headerOf(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0].data).toBe('{"a":1}');
    expect(headerOf(calls[1], 'Content-Type')).toBeFalsy();
    expect(calls[1].data).toBe(form);
  });

  it('declares no content type on a request without a body', async () => {
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.patch('/tracker', undefined, { params: { a: 1 } });
    expect(headerOf(calls[0], 'Content-Type')).toBeFalsy();
  });

  it('sends params as a query string', async () => {
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter });
    await client.get('/search', { params: { a: 1, b: 'two words' } });
    expect(client.getUri(calls[0])).toBe('/search?a=1&b=two+words');
  });

  it('sends session-replay headers only when available', async () => {
    let replay: { session: string; sessionUrl: string } | null = { session: 's1', sessionUrl: 'https://replay/s1' };
    const { adapter, calls } = fakeAdapter({ data: {} });
    const client = createApiClient({ orgCode: 'acme', adapter, getSessionReplay: () => replay });
    await client.get('/a');
    replay = null;
    await client.get('/b');
    expect(headerOf(calls[0], 'x-fs-session')).toBe('s1');
    expect(headerOf(calls[0], 'x-fs-session-url')).toBe('https://replay/s1');
    expect(headerOf(calls[1], 'x-fs-session')).toBeFalsy();
  });

  it('endpoint files use the configured instance with their paths', async () => {
    const { adapter, calls } = fakeAdapter((config) =>
      config.method === 'patch' ? { data: { optimizelyProfileUuid: 't1' } } : { data: { uuid: 'app-1' } },
    );
    configureApi({ orgCode: 'acme', adapter });
    await expect(getApplication('app-1')).resolves.toEqual({ uuid: 'app-1' });
    await patchTrackerProfile('t1', 'id-1');
    expect(calls[0].url).toBe('/service-application/api/v1/application/heloc/app-1');
    expect(calls[1].method).toBe('patch');
    expect(calls[1].params).toEqual({ optimizelyProfileUuid: 't1', identityUuid: 'id-1' });
  });
});

describe('error rules', () => {
  it('joins server errors into one sentence and keeps status and data', async () => {
    const data = { errors: ['email: Enter a valid email address', 'zip: Enter a 5-digit ZIP code'], message: 'x' };
    const { adapter } = fakeAdapter({ status: 400, data });
    const error = await failure(createApiClient({ orgCode: 'acme', adapter }).post('/r', {}));
    expect(error).toEqual({
      status: 400,
      message: 'email: Enter a valid email address, zip: Enter a 5-digit ZIP code.',
      data,
    });
  });

  it('falls back to data.message, then to the default message', async () => {
    const withMessage = fakeAdapter({ status: 409, data: { message: 'Email already registered' } });
    const bare = fakeAdapter({ status: 500 });
    expect((await failure(createApiClient({ orgCode: 'a', adapter: withMessage.adapter }).get('/x'))).message).toBe(
      'Email already registered',
    );
    expect((await failure(createApiClient({ orgCode: 'a', adapter: bare.adapter }).get('/x'))).message).toBe(
      'Something unexpected happened.',
    );
  });

  it('errors are plain serialisable objects, not Error instances', async () => {
    const { adapter } = fakeAdapter({ status: 404, data: { errors: ['Not found'] } });
    const error = await failure(createApiClient({ orgCode: 'a', adapter }).get('/x'));
    expect(error).not.toBeInstanceOf(Error);
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });

  it('network failures and timeouts have status 0', async () => {
    const network = fakeAdapter((config) => new AxiosError('Network Error', 'ERR_NETWORK', config));
    const timeout = fakeAdapter((config) => new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', config));
    const a = await failure(createApiClient({ orgCode: 'a', adapter: network.adapter }).get('/x'));
    const b = await failure(createApiClient({ orgCode: 'a', adapter: timeout.adapter }).get('/x'));
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
  });

  it('a non-JSON body is "not convertible", an empty body "not defined"', async () => {
    const html = fakeAdapter({ data: '<html>oops</html>' });
    const empty = fakeAdapter({ data: '' });
    const a = await failure(createApiClient({ orgCode: 'a', adapter: html.adapter }).get('/html'));
    const b = await failure(createApiClient({ orgCode: 'a', adapter: empty.adapter }).get('/empty'));
    expect(a.message).toBe('Response was not convertible to json for /html');
    expect(b.message).toBe('Response was not defined for /empty');
    // An empty answer is fine where none is expected.
    await expect(
      createApiClient({ orgCode: 'a', adapter: empty.adapter }).get('/empty', { expectBody: false }),
    ).resolves.toBeTruthy();
  });

  it.each([
    [401, 'unauthenticated'],
    [403, 'unauthenticated'],
    [403, 'invalid signature'],
  ])('%i %s removes the token and reports an auth failure', async (status, message) => {
    window.localStorage.setItem(JWT_KEY, 'Bearer old');
    const onAuthFailure = jest.fn();
    const { adapter } = fakeAdapter({ status, data: { errors: [message], message } });
    await failure(createApiClient({ orgCode: 'a', adapter, onAuthFailure }).get('/x'));
    expect(window.localStorage.getItem(JWT_KEY)).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledWith(expect.objectContaining({ status }));
  });

  it('other 403s and wrong-password 401s on public calls are not auth failures', async () => {
    window.localStorage.setItem(JWT_KEY, 'Bearer keep');
    const onAuthFailure = jest.fn();
    const forbidden = fakeAdapter({ status: 403, data: { message: 'forbidden' } });
    await failure(createApiClient({ orgCode: 'a', adapter: forbidden.adapter, onAuthFailure }).get('/x'));
    const wrong = fakeAdapter({ status: 401, data: { errors: ['Invalid email or password'] } });
    configureApi({ orgCode: 'a', adapter: wrong.adapter, onAuthFailure });
    const error = await failure(login({ email: 'a@b.co', password: 'x' }));
    expect(error.message).toBe('Invalid email or password.');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(JWT_KEY)).toBe('Bearer keep');
  });
});

describe('spec error texts (shared-surfaces section 8)', () => {
  afterEach(() => window.localStorage.clear());

  it("the profile query needs a stored token: 'JWT error', and no request", async () => {
    const { adapter, calls } = fakeAdapter({ data: {} });
    configureApi({ orgCode: 'HEARTH', adapter });
    window.localStorage.removeItem(JWT_KEY);
    const error = await failure(getProfile());
    expect(error.message).toBe('JWT error');
    expect(calls).toHaveLength(0);
  });

  it("a failed profile call says 'Failed to fetch profile details.' and keeps its status", async () => {
    const { adapter } = fakeAdapter({ status: 500, data: { message: 'db down' } });
    configureApi({ orgCode: 'HEARTH', adapter });
    window.localStorage.setItem(JWT_KEY, 'Bearer t');
    const error = await failure(getProfile());
    expect(error).toMatchObject({ status: 500, message: 'Failed to fetch profile details.' });
  });

  it("a shared-surface query's failure carries the answer's status field, default 'Error fetching'", async () => {
    configureApi({ orgCode: 'HEARTH', adapter: fakeAdapter({ status: 503, data: {} }).adapter });
    expect(await failure(getDisplayHours('OPS_PHONE'))).toMatchObject({ status: 503, message: 'Error fetching' });
    configureApi({ orgCode: 'HEARTH', adapter: fakeAdapter({ status: 404, data: { status: 'Not found' } }).adapter });
    expect(await failure(getLoanOriginator('lo-1'))).toMatchObject({ status: 404, message: 'Not found' });
  });

  it("a generic submission's non-OK answer without words says 'Request failed.'", async () => {
    configureApi({ orgCode: 'HEARTH', adapter: fakeAdapter({ status: 502, data: '' }).adapter });
    window.localStorage.setItem(JWT_KEY, 'Bearer t');
    const error = await failure(
      sendCeoFeedback({
        topic: 'Improve our product',
        message: 'hello there',
        marketingConsent: false,
        pathname: '/',
        productType: 'HELOC',
      }),
    );
    expect(error.message).toBe('Request failed.');
  });
});
