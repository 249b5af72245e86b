// Security headers on every response. A page gets a CSP with a nonce made for that request (and reused by its
// template); anything else (JSON, files, redirects) gets a policy that allows nothing to run.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's own origin as a WebSocket origin (socket.io), e.g. `wss://app.example.com` (in production, where
 * TLS may end at a proxy, always wss; `ws://` also matches wss under CSP 3 for a local http server). The host is the
 * request's: only characters a host name and port can hold are kept, so a forged Host cannot add directives.
 */
export function socketOrigin(host: string, secure: boolean): string | null {
  const clean = host.toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(clean)) return null;
  return `${secure ? 'wss' : 'ws'}://${clean}`;
}

export function contentSecurityPolicy(nonce: string, socket: string | null = null): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // styled-components injects <style> tags; it reads the nonce from the csp-nonce meta tag.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    // The brand fonts come from our own origin only (server/fonts).
    "font-src 'self'",
    // blob: lets the PDF viewer read documents fetched with the bearer token and handed over as object URLs.
    // WebSockets to our own origin only (not `ws:`/`wss:`, which would allow any host).
    `connect-src 'self' blob:${socket ? ` ${socket}` : ''}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** For answers that are not pages: nothing may load or run, and nobody may frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const nonces = new WeakMap<object, string>();

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Made on first use, so API calls (most requests) do not pay for random bytes they never send.
  app.decorateRequest('cspNonce', {
    getter(this: object) {
      let nonce = nonces.get(this);
      if (!nonce) {
        nonce = newNonce();
        nonces.set(this, nonce);
      }
      return nonce;
    },
  });
  // onSend runs for every reply, errors and 404s included. A callback hook: it runs on every request, and an
  // async one costs a promise and a microtask more.
  app.addHook('onSend', (request, reply, payload, done) => {
    const nonce = nonces.get(request);
    // A 304's headers replace the cached ones: the cached page keeps the policy that matches its own nonce.
    if (reply.statusCode === 304) reply.removeHeader('content-security-policy');
    else {
      reply.header(
        'content-security-policy',
        nonce
          ? contentSecurityPolicy(
              nonce,
              socketOrigin(request.host, request.protocol === 'https' || request.server.config?.env === 'production'),
            )
          : NON_PAGE_CSP,
      );
    }
    // Nothing said to a signed-in caller (or a chat) may be kept by a browser or a shared cache.
    if (request.headers.authorization || request.headers['x-chat-token'] || request.identityUuid) {
      reply.header('cache-control', 'no-store');
    }
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    done(null, payload);
  });
}
