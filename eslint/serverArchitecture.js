// ESLint rules for the server's house (issue 26): layers that point one way, SQL only in repositories, short
// route handlers. The layer table and the kinds of file are in ./serverLayers.js.
const fs = require('node:fs');
const path = require('node:path');
const layers = require('./serverLayers');

const SERVER_DIR = path.join(__dirname, '..', 'server');

function serverRelative(file) {
  const rel = path.relative(SERVER_DIR, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep).join('/');
}

/** The server file a relative import names (with its extension), or null outside server/. */
function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? `${base}.ts`;
  return serverRelative(found);
}

const describeNode = (node) => `server/${node}`;

/**
 * Why the server file `from` may not import `to` (both relative to server/), or null when it may. `typeOnly`:
 * the import names types only.
 */
function layerViolation(from, to, typeOnly = false) {
  const source = { node: layers.nodeOf(from), kind: layers.kindOf(from) };
  const target = { node: layers.nodeOf(to), kind: layers.kindOf(to) };
  if (layers.COMPOSITION_ROOT.includes(source.node)) return null;
  for (const side of [source, target]) {
    if (layers.COMPOSITION_ROOT.includes(side.node) || layers.ROUTE_CONTRACT.includes(side.node)) continue;
    if (layers.rankOf(side.node) === undefined) {
      return `${describeNode(side.node)} has no layer: add it to eslint/serverLayers.js`;
    }
  }
  if (layers.COMPOSITION_ROOT.includes(target.node)) return 'only main.ts imports the composition root';
  if (layers.ROUTE_CONTRACT.includes(target.node)) {
    // A route helper may name the type of what routes are handed; services and repositories take plain values.
    const mayName = typeOnly && !['service', 'repository'].includes(source.kind);
    return source.kind === 'routes' || mayName || layers.ROUTE_CONTRACT.includes(source.node)
      ? null
      : `server/${target.node}.ts is what route files receive: pass what this code needs as parameters`;
  }
  if (target.kind === 'routes') {
    if (source.kind !== 'routes') return 'only route files and the composition root import route files';
    if (source.node !== target.node) return `a route file never imports another feature's routes (${to})`;
    return null;
  }
  if (source.node === target.node) return null;
  const targetIsInfrastructure = target.node in layers.INFRASTRUCTURE;
  if (source.kind === 'routes') {
    if (typeOnly || targetIsInfrastructure || target.kind !== 'core' || layers.isIndexFile(to)) return null;
    return `a route file reaches another feature through its service, repository or mapper, not its internals (${to})`;
  }
  if (!layers.ROUTE_CONTRACT.includes(source.node) && layers.rankOf(target.node) >= layers.rankOf(source.node)) {
    return `${describeNode(source.node)} (layer ${layers.rankOf(source.node)}) may not import ${describeNode(target.node)} (layer ${layers.rankOf(target.node)}): dependencies point down`;
  }
  if (source.kind === 'repository' && !targetIsInfrastructure && !['repository', 'mapper'].includes(target.kind)) {
    return `a repository imports only infrastructure, other repositories and mappers, not ${to}`;
  }
  return null;
}

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports between the server's features point down its layers (eslint/serverLayers.js)." },
    schema: [],
  },
  create(context) {
    const from = serverRelative(context.filename);
    if (!from) return {};
    const isService = layers.kindOf(from) === 'service';
    function check(node, spec, typeOnly) {
      if (typeof spec !== 'string') return;
      if (isService && (spec === 'fastify' || spec.startsWith('@fastify/'))) {
        context.report({ node, message: 'A service has no HTTP: take plain values, not Fastify objects or types.' });
      }
      const to = resolveImport(context.filename, spec);
      if (!to) return;
      const why = layerViolation(from, to, typeOnly);
      if (why) context.report({ node, message: `${from} → ${to}: ${why}.` });
    }
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

const QUERY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

const sqlRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Kysely queries live in repository files (and server/db).' },
    schema: [],
  },
  create(context) {
    const rel = serverRelative(context.filename);
    if (!rel || rel.startsWith('db/') || layers.kindOf(rel) === 'repository') return {};
    const message = 'SQL lives in a repository file (repository.ts or *Repository.ts): call one from here.';
    const isSqlTag = (tag) =>
      (tag.type === 'Identifier' && tag.name === 'sql') ||
      (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (QUERY_BUILDERS.has(callee.property.name)) context.report({ node, message });
        else if (callee.object.type === 'Identifier' && callee.object.name === 'sql') context.report({ node, message });
      },
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) context.report({ node, message });
      },
    };
  },
};

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'route']);

const handlerSizeRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A route handler parses, authorises, calls and replies: a few lines.' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
  },
  create(context) {
    const max = context.options[0]?.max ?? 40;
    const isFunction = (n) => n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');
    function measure(fn) {
      const lines = fn.loc.end.line - fn.loc.start.line + 1;
      if (lines > max) {
        context.report({
          node: fn,
          message: `This route handler has ${lines} lines (at most ${max}): move its rules into the feature's service.`,
        });
      }
    }
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !ROUTE_METHODS.has(callee.property.name)) return;
        const last = node.arguments[node.arguments.length - 1];
        if (node.arguments.length >= 2 && isFunction(last)) measure(last);
        for (const arg of node.arguments) {
          if (arg.type !== 'ObjectExpression') continue;
          for (const prop of arg.properties) {
            if (prop.type === 'Property' && !prop.computed && prop.key.name === 'handler' && isFunction(prop.value)) {
              measure(prop.value);
            }
          }
        }
      },
    };
  },
};

module.exports = {
  meta: { name: 'server-architecture' },
  rules: { layers: layersRule, 'sql-in-repositories': sqlRule, 'handler-size': handlerSizeRule },
  layerViolation,
};
