// State-changing calls must come from our own pages: a request whose browser Origin (or the app's x-origin
// header, the spec's "origin header") names another host is refused before it reaches a route.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

export function registerOriginCheck(app: FastifyInstance): void {
  // A callback hook: it runs on every request (an async one costs a promise and a microtask more).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const host = String(request.headers.host ?? '').toLowerCase();
    for (const name of ['origin', 'x-origin'] as const) {
      const value = request.headers[name];
      if (typeof value !== 'string' || value === '') continue; // absent: not a browser page (curl, server-to-server)
      if (value === 'null' || hostOf(value) !== host) return done(new HttpError(403, CROSS_ORIGIN_MESSAGE));
    }
    done();
  });
}
