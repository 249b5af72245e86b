// The lender server's routes that the component tests' msw handlers may answer: the wire's contract
// (src/domain/contracts), spelled as the server registers them (the Fastify path, `:name` for a path parameter).
// handlers.ts builds a handler only for a "METHOD /path" one of these matches; test/server/contract.test.ts proves
// every contract is a route the real server has, and test/server/mswHandlers.contract.test.ts that each handler
// answers one: no fake server can answer a route the lender server does not serve.
// Free of DOM and msw imports: the server project (node) loads it too.
import { CONTRACTS } from '../../../src/domain/contracts';

/** Every route of the wire's contract (src/domain/contracts), as "METHOD /path". */
export const CONTRACT_ROUTES: readonly string[] = CONTRACTS.map((c) => `${c.method} ${c.path}`);

/**
 * Where the app's stage push (sagas/stagePush.ts) opens its socket.io connection: the socket server the lender
 * server attaches beside its routes (server/push/index.ts PUSH_PATH), not a route of the catalogue.
 */
export const PUSH_TRANSPORT_PATH = '/account/heloc/socket.io';

/** "METHOD /path" split, or an error naming what is wrong with it. */
export function splitRoute(route: string): { method: string; path: string } {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(route);
  if (!match) throw new Error(`"${route}" is not "METHOD /path"`);
  return { method: match[1], path: match[2] };
}

/** Whether the concrete `path` is one `pattern` (a Fastify path: `:name` one segment, a final `*` the rest) names. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*' && i === want.length - 1) return got.length > i;
    if (i >= got.length) return false;
    if (want[i].startsWith(':') ? got[i] === '' : want[i] !== got[i]) return false;
  }
  return want.length === got.length;
}

/** Each segment's kind, as the server's router ranks them: a fixed name before a `:name`, a `:name` before `*`. */
const segmentRanks = (pattern: string) =>
  pattern.split('/').map((segment) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0));

/** Whether `a` is the route the router prefers to `b` for a path both match: the first segment that differs decides. */
function moreSpecific(a: string, b: string): boolean {
  const [ra, rb] = [segmentRanks(a), segmentRanks(b)];
  const differ = ra.findIndex((rank, i) => rank !== rb[i]);
  return differ !== -1 && ra[differ] < (rb[differ] ?? Infinity);
}

/**
 * The route of `routes` that answers `method` `path` (a concrete path or one with `:name` parameters), if any: as
 * the server's router chooses, `…/heloc/signer/notary/session` is the co-owner's route, not `…/heloc/:uuid/…`'s.
 */
export function routeFor(
  method: string,
  path: string,
  routes: readonly string[] = CONTRACT_ROUTES,
): string | undefined {
  const matching = routes.filter((route) => {
    const r = splitRoute(route);
    return r.method === method && (r.path === path || pathMatches(r.path, path));
  });
  const exact = matching.find((route) => splitRoute(route).path === path);
  if (exact) return exact;
  return matching.reduce<string | undefined>(
    (best, route) => (best === undefined || moreSpecific(splitRoute(route).path, splitRoute(best).path) ? route : best),
    undefined,
  );
}
