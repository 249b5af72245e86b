// A bearer token as the server writes it (server/security/jwt.ts), for the session expiry tests: only its claims
// matter to the app, which never checks the signature.
import { TEST_IDENTITY } from './renderWithProviders';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Ends at `expMs`; `sxpMs` is the session's hard maximum. */
export const tokenEnding = (expMs: number, sxpMs?: number) =>
  `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
    sub: TEST_IDENTITY.uuid,
    exp: Math.floor(expMs / 1000),
    ...(sxpMs ? { sxp: Math.floor(sxpMs / 1000) } : {}),
  })}.signature`;
