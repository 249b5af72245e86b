// Which organisation a request is for: configured host, x-org header, ?org (outside production, remembered
// in a cookie), else the main organisation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORG_HEADER } from '../../src/domain/org';
import type { ServerConfig } from '../config';
import { findOrganisation, mainOrganisation } from '../organisations';

export const ORG_COOKIE = 'org';

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function registerOrgResolution(app: FastifyInstance, config: ServerConfig): void {
  app.decorateRequest('org', null as never);
  app.decorateRequest('orgError', null);
  // A callback hook: it runs on every request (an async one costs a promise and a microtask more).
  app.addHook('onRequest', (request, reply, done) => {
    resolveOrganisation(request, reply);
    done();
  });

  function resolveOrganisation(request: FastifyRequest, reply: FastifyReply): void {
    request.orgError = null;
    const byHost = findOrganisation(config.orgDomains[request.hostname.toLowerCase()]);
    if (byHost) {
      request.org = byHost;
      return;
    }
    const header = request.headers[ORG_HEADER];
    const headerCode = Array.isArray(header) ? header[0] : header;
    if (headerCode) {
      const org = findOrganisation(headerCode);
      request.org = org ?? mainOrganisation();
      if (!org) request.orgError = 'Unknown organisation';
      return;
    }
    if (config.env !== 'production') {
      const queryCode = (request.query as Record<string, unknown> | undefined)?.org;
      const fromQuery = typeof queryCode === 'string' ? findOrganisation(queryCode) : undefined;
      if (fromQuery) {
        request.org = fromQuery;
        reply.header(
          'set-cookie',
          `${ORG_COOKIE}=${encodeURIComponent(fromQuery.organizationCode)}; Path=/; HttpOnly; SameSite=Lax`,
        );
        return;
      }
      const fromCookie = findOrganisation(readCookie(request.headers.cookie, ORG_COOKIE));
      if (fromCookie) {
        request.org = fromCookie;
        return;
      }
    }
    request.org = mainOrganisation();
  }
}
