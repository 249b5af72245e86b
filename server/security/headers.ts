// Security headers on every response; the CSP nonce is made per request and reused by the page template.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // styled-components injects <style> tags; it reads the nonce from the csp-nonce meta tag.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = newNonce();
  });
  // onSend runs for every reply, errors and 404s included.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', contentSecurityPolicy(request.cspNonce));
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
