// The server's layers (issue 26, docs/ARCHITECTURE.md "The server's layers"): which part of server/ may import
// which. Every top-level folder or file of server/ is a node with a rank; imports point to lower ranks only, so
// no two nodes can import each other (no cycle between features).
//
// Inside a feature, code is of four kinds (by file name):
// - routes: `routes.ts`, `*Routes.ts`. Parse, authorise, call, reply. On top of everything: only the
//   composition root imports a route file, and a route file imports another feature only through that feature's
//   public face (its service, repository and mapper files, or its `index.ts`), never its internals; a type
//   import is part of that face too (it adds no dependency at run time).
// - service: `service.ts`, `*Service.ts`. The rules: no HTTP (no fastify) and no SQL.
// - repository: `repository.ts`, `*Repository.ts`. Kysely only; may import other features' repositories of a
//   lower rank and infrastructure, nothing else.
// - mapper: `mapper.ts`. A feature's rows turned into the wire view (pure).
// - core: every other file (pure helpers, the pipeline's stages, renderers).
// Infrastructure nodes (database, HTTP errors, security, mail...) sit under every feature; all their files are
// public. The composition root (main.ts, app.ts) wires everything and may import anything; deps.ts and types.ts
// describe what it hands to route files, so only route files (and the root) import them.

/** Lower ranks sit deeper. A node may import only nodes of a lower rank. */
const INFRASTRUCTURE = {
  boundedMap: 0,
  fonts: 0,
  organisations: 1,
  config: 2,
  db: 3,
  http: 4,
  security: 5,
  mail: 6,
  static: 6,
  openapi: 6,
};

/**
 * The features, from the records every other part keeps (orders, identities, applications, uploads) up to the
 * screens' services.
 */
const FEATURES = {
  orders: 10,
  identities: 10,
  applications: 11,
  uploads: 12,
  conditions: 13,
  pipeline: 20,
  wallet: 21,
  sandbox: 22,
  operations: 23,
  push: 24,
  documents: 30,
  notary: 31,
  signers: 32,
  hours: 32,
  optimize: 32,
  application: 33,
  chat: 34,
  identity: 34,
  krang: 34,
  leadPortal: 34,
  pages: 34,
  profile: 34,
  telemetry: 34,
  identityBroker: 35,
};

/** What the composition root hands to route files. */
const ROUTE_CONTRACT = ['deps', 'types'];
const COMPOSITION_ROOT = ['main', 'app'];

const isRouteFile = (rel) => /(^|\/)routes\.ts$|Routes\.ts$/.test(rel);
const isServiceFile = (rel) => /(^|\/)service\.ts$|Service\.ts$/.test(rel);
const isRepositoryFile = (rel) => /(^|\/)repository\.ts$|Repository\.ts$/.test(rel);
const isMapperFile = (rel) => /(^|\/)mapper\.ts$/.test(rel);
const isIndexFile = (rel) => /(^|\/)index\.ts$/.test(rel) && rel.split('/').length === 2;

function kindOf(rel) {
  if (isRouteFile(rel)) return 'routes';
  if (isServiceFile(rel)) return 'service';
  if (isRepositoryFile(rel)) return 'repository';
  if (isMapperFile(rel)) return 'mapper';
  return 'core';
}

function nodeOf(rel) {
  const parts = rel.split('/');
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '');
}

function rankOf(node) {
  if (node in INFRASTRUCTURE) return INFRASTRUCTURE[node];
  if (node in FEATURES) return FEATURES[node];
  return undefined;
}

module.exports = { INFRASTRUCTURE, FEATURES, ROUTE_CONTRACT, COMPOSITION_ROOT, kindOf, nodeOf, rankOf, isIndexFile };
