// The lender server's routes that the component tests' msw handlers may answer, spelled as the server registers
// them (app.routeCatalogue: the Fastify path, `:name` for a path parameter). handlers.ts builds a handler only for
// a "METHOD /path" one of these matches, and test/server/mswHandlers.contract.test.ts proves each one is a route
// the real server has: no fake server can answer a route the lender server does not serve.
// Free of DOM and msw imports: the server project (node) loads it too.

const APP = '/service-application/api/v1/application/heloc/:uuid';
const SIGNER = '/service-application/api/v1/application/heloc/signer';
const CONDITIONS = '/service-conditions/external/api/v1/applications/:uuid/conditions';

export const CONTRACT_ROUTES: readonly string[] = [
  // Identity and sign-in.
  'POST /identity/api/v1/registration/register',
  'POST /identity/api/v1/login',
  'GET /identity/secure/api/v1/identity',
  'GET /identity/secure/api/v1_1/identity',
  'GET /identity/api/v1/signer-invitations/:token',
  'POST /identity/api/v1/signer-invitations/:token/accept',
  'POST /identity-broker/:role/api/v3/login',
  'GET /identity-broker/:role/secure/api/v3/self/figureinfo',
  'POST /identity-broker/:role/secure/api/v3/logout',
  // Applications.
  'GET /service-application/api/v1/application/heloc/all',
  'POST /service-application/api/v1/application/heloc',
  'GET /service-application/api/v3/application/heloc/optermizerly-profile',
  'PATCH /service-application/api/v3/application/heloc/optermizerly-profile',
  'GET /service-application/api/v1/application/heloc/co-deed/status',
  'GET /service-application/external/api/v1/heloc/state-licenses',
  `GET ${APP}`,
  `GET ${APP}/stage`,
  `GET ${APP}/adverse-action`,
  `POST ${APP}/profile`,
  `POST ${APP}/credit/ssn`,
  `GET ${APP}/liens`,
  `POST ${APP}/liens`,
  `GET ${APP}/offers`,
  `POST ${APP}/offers/selection`,
  `POST ${APP}/assets`,
  `POST ${APP}/valuation/order`,
  `POST ${APP}/contact`,
  `POST ${APP}/hmda`,
  `POST ${APP}/submit`,
  `GET ${APP}/income`,
  `POST ${APP}/income/sources`,
  `POST ${APP}/income/link`,
  `POST ${APP}/income/link/complete`,
  `POST ${APP}/income/employer-verification`,
  `POST ${APP}/income/upload/:type`,
  `POST ${APP}/bank/link`,
  `POST ${APP}/bank/link/complete`,
  `POST ${APP}/bank/disburse`,
  `POST ${APP}/bank/autopay`,
  `GET ${APP}/identity/verification`,
  `POST ${APP}/identity/document`,
  `GET ${APP}/insurance/requirements`,
  `POST ${APP}/insurance/upload/:type`,
  `GET ${APP}/bpo`,
  `POST ${APP}/bpo/order`,
  `POST ${APP}/bpo/valuation`,
  `POST ${APP}/signing/sign`,
  `GET ${APP}/notary`,
  `POST ${APP}/notary/session`,
  `POST ${APP}/notary/session/answers`,
  `POST ${APP}/notary/session/accept`,
  `POST ${APP}/notary/manual`,
  `GET ${APP}/merchant/payoff`,
  `POST ${APP}/merchant/review`,
  `POST ${APP}/merchant/attestation`,
  `GET ${APP}/closing/status`,
  `POST ${APP}/rescission/cancel`,
  `POST ${APP}/signers/:signerUuid/resend`,
  `GET ${APP}/disclosures`,
  `GET ${APP}/disclosures/:type`,
  `GET ${APP}/disclosures/:type/html`,
  `POST ${APP}/disclosures/:type/acknowledge`,
  // The co-owner's area.
  `GET ${SIGNER}/self`,
  `POST ${SIGNER}/identity/document`,
  `POST ${SIGNER}/notary/session`,
  `POST ${SIGNER}/notary/session/answers`,
  `POST ${SIGNER}/notary/session/accept`,
  `GET ${SIGNER}/documents`,
  `GET ${SIGNER}/documents/:type`,
  `GET ${SIGNER}/documents/:type/html`,
  `POST ${SIGNER}/documents/RIGHT_TO_CANCEL/acknowledge`,
  // Conditions.
  `GET ${CONDITIONS}/external-applicants`,
  `POST ${CONDITIONS}/:conditionUuid/documents`,
  `POST ${CONDITIONS}/:conditionUuid/phone-number`,
  `GET ${CONDITIONS}/additional-signers`,
  `POST ${CONDITIONS}/additional-signers/:conditionUuid/documents`,
  // Profile, telemetry, feature decisions, hours, wallet, loan officer.
  'GET /service-profile/api/v1/profile',
  'POST /service-profile/api/v1/feedback/ceo',
  'POST /ft/:context/event',
  'POST /service-optimize/:context/api/v2/decision',
  'POST /service-optimize/:context/api/v1/feature',
  'POST /service-optimize/:context/api/v1/features',
  'GET /service-operating-hours/external/api/v1/hours/:department',
  'GET /service-wallet/secure/api/v4/account',
  'GET /service-wallet/secure/api/v4/account/access',
  'PATCH /service-wallet/secure/api/v4/notifications/:uuid',
  'GET /service-lead-portal/api/lo/:loanOriginatorUuid',
  'GET /service-krang-heloc/borrower/secure/api/v1/:uuid/status',
];

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

/** The route of `routes` that answers `method` `path` (a concrete path or one with `:name` parameters), if any. */
export function routeFor(
  method: string,
  path: string,
  routes: readonly string[] = CONTRACT_ROUTES,
): string | undefined {
  return routes.find((route) => {
    const r = splitRoute(route);
    return r.method === method && (r.path === path || pathMatches(r.path, path));
  });
}
