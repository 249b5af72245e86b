// The one Mock Service Worker server of a component test file (and of the saga and unit tests jest.config.js runs
// beside them, MSW_CLIENT_TESTS): the app's own axios client (src/api/client.ts, its XHR adapter) talks to it over
// the real URLs, and the fake lender servers are its request handlers. test/setup/components.ts starts it for every
// such file; a request no handler answers fails the test.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi, type ApiClientOptions } from '../../../src/api/client';
import { baseHandlers, buildHandlers, contractBreaches, contractedRoute, type Routes } from './handlers';

export {
  buildHandlers,
  contractBreaches,
  NOT_FOUND,
  RECORDED_EVENT,
  type FakeReply,
  type FakeRequest,
  type Route,
  type Routes,
} from './handlers';

export const mswServer = setupServer(...baseHandlers());

/** "METHOD /path" of every request since the last installRoutes, answered or not, in the order they went out. */
let calls: string[] = [];
/** Requests no handler knew, since the last check. */
const unhandled: string[] = [];

const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
mswServer.events.on('request:start', ({ request }) => {
  calls.push(routeOf(request));
});
mswServer.events.on('request:unhandled', ({ request }) => {
  unhandled.push(routeOf(request));
});

/**
 * listen before all ('error': a request no handler answers is logged and fails, never reaching the network),
 * resetHandlers after each (and fail the test that made such a request), close after all.
 */
export function startMswServer() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mswServer.resetHandlers();
    const missed = unhandled.splice(0);
    if (missed.length > 0) {
      throw new Error(`Requests no msw handler answers (add a route to the test's fake server):\n${missed.join('\n')}`);
    }
    const breaches = contractBreaches.splice(0);
    if (breaches.length > 0) {
      throw new Error(`Off the lender server's contract (src/domain/contracts):\n${breaches.join('\n')}`);
    }
  });
  afterAll(() => mswServer.close());
}

/**
 * Configures the app's API client and answers `routes` ("METHOD /path" → reply, or a function of the request) in
 * place of any routes installed before, as the lender server would. Returns every call made from now on.
 */
export function installRoutes(routes: Routes, options: Partial<ApiClientOptions> = {}): { calls: string[] } {
  configureApi({ orgCode: 'example', ...options });
  const handlers = buildHandlers(routes);
  // Back to the base handlers (resetHandlers with handlers would make them the base), then these in front.
  mswServer.resetHandlers();
  mswServer.use(...handlers);
  calls = [];
  return { calls };
}

/** Holds requests to `route` ("METHOD /path") until the returned release() is called; they are then answered. */
export function holdRequests(route: string): () => void {
  const { method, path } = contractedRoute(route);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  mswServer.use(
    http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path, async () => {
      await gate;
      // Nothing returned: the fake server's own handler for the route answers.
      return undefined;
    }),
  );
  return () => release();
}
