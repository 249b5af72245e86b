// The bad-input fuzzer (issue 20): reads the OpenAPI document of a running app, and sends every route hostile
// bodies, headers, query strings, path parameters and uploads generated with fast-check. A finding is an
// answer 5xx, a request that throws (a crash of the app under test), or an answer that carries another
// borrower's data. Used by the bounded suite (test/server/badInput.fuzz.test.ts) and `npm run fuzz`.
import { validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Stage } from '../../../src/domain/stages';
import { PASSWORD, registerUser, type Registered } from '../helpers';

export interface Operation {
  method: string;
  /** OpenAPI form: /a/{uuid}/b */
  path: string;
  jsonBody: Record<string, unknown> | null;
  query: string[];
  secure: boolean;
}

/** Every operation of the document, with what it says about its body and query. */
export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined;
      const parameters = (op.parameters as { in: string; name: string }[] | undefined) ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        jsonBody: body?.content?.['application/json']?.schema ?? null,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        secure: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return ops;
}

// ---- hostile values ---------------------------------------------------------------------------------------

const RAW = '\u0001raw:';
/** A placeholder that serialises to a bare token in the JSON text (NaN, Infinity: not JSON, sent anyway). */
const raw = (token: string) => `${RAW}${token}\u0001`;

const TRAVERSAL = [
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  'C:\\boot.ini',
  '\\\\server\\share\\x',
  '..%c0%af..%c0%afetc',
];
const INVALID_DATES = [
  '2023-02-30',
  '0000-00-00',
  '9999-99-99',
  '1980-04-12T25:61:61Z',
  '-000001-01-01',
  '+275760-09-13',
  '2024-13-01',
  'Invalid Date',
  '1e400',
  '',
];
const UNICODE = [
  '\u202eevil\u202c',
  '\ud800',
  '\udfff\ud800',
  'Z\u0351\u0360\u0364a\u0352\u0350l\u0357go',
  '\u200b\u200c\u200d\ufeff',
  'İıſK',
  '👩‍👩‍👧‍👦'.repeat(50),
  '\u0000',
  '\u0085\u2028\u2029',
  'ｆｕｌｌｗｉｄｔｈ',
];
const INJECTION = [
  "' OR '1'='1' --",
  '"; DROP TABLE applications; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}#{7*7}',
  '{"$gt":""}',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=1',
  '%00%0d%0a',
  '__proto__',
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'hasOwnProperty'];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TRAVERSAL, ...INVALID_DATES, ...UNICODE, ...INJECTION),
  fc.constantFrom(...POLLUTION_KEYS),
  // Huge: past every field's limit, and now and then past the body limit.
  fc.integer({ min: 1_000, max: 1_200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
  fc.constantFrom(raw('NaN'), raw('Infinity'), raw('-Infinity'), raw('1e999'), raw('0x10'), raw('01')),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(raw('undefined')),
);

/** Nested arrays and objects, up to a depth past the limit, with pollution keys among the keys. */
const hostileDeep: fc.Arbitrary<unknown> = fc.integer({ min: 2, max: 60 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { __proto__: null, a: value };
  return value;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.array(hostileScalar, { maxLength: 5 }), weight: 1 },
  {
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTION_KEYS)), hostileScalar, {
      maxKeys: 4,
    }),
    weight: 1,
  },
  { arbitrary: hostileDeep, weight: 1 },
);

/** A value that fits a JSON schema, most of the time: the hostile part is in what is added or replaced. */
function fitting(schema: Record<string, unknown> | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  const type = schema.type;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if (type === 'object') {
    const props = (schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {};
    const entries = Object.entries(props).map(([k, s]) => [k, fc.option(fieldValue(s, depth + 1), { nil: undefined })]);
    return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>);
  }
  if (type === 'array')
    return fc.array(fieldValue(schema.items as Record<string, unknown>, depth + 1), { maxLength: 4 });
  if (type === 'string') {
    if (schema.format === 'date' || schema.format === 'date-time')
      return fc.constantFrom(...INVALID_DATES, '1980-04-12');
    return fc.oneof(fc.string({ maxLength: 20 }), hostileString);
  }
  if (type === 'integer' || type === 'number') return hostileNumber;
  if (type === 'boolean') return fc.boolean();
  return hostileValue;
}

/** A field: fitting its schema, or anything hostile. */
function fieldValue(schema: Record<string, unknown> | undefined, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fitting(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 2 });
}

/** Field names the screens send (a body with none of a route's fields only tests "Required"). */
const COMMON_FIELDS = [
  'idType',
  'type',
  'amount',
  'accountNumber',
  'routingNumber',
  'ssn',
  'dob',
  'email',
  'password',
  'property',
  'answers',
  'token',
  'message',
  'firstName',
  'status',
  'documents',
];

function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_k, v: unknown) => (v === undefined ? raw('undefined') : v)) ?? 'null';
  // Placeholders become bare tokens: "\u0001raw:NaN\u0001" → NaN.
  return text.replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, (_m, token: string) => token);
}

const bodyObject = (schema: Record<string, unknown> | null) =>
  fc
    .tuple(
      fitting(schema ?? { type: 'object', properties: {} }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...COMMON_FIELDS, ...POLLUTION_KEYS), fc.string({ maxLength: 10 })),
        hostileValue,
        {
          maxKeys: 5,
        },
      ),
    )
    .map(([base, extra]) => {
      const merged: Record<string, unknown> =
        base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(merged, k, { value: v, enumerable: true, writable: true, configurable: true });
      return merged;
    });

// ---- uploads ----------------------------------------------------------------------------------------------

const POLYGLOTS: Buffer[] = [
  Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF'),
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('<?php system($_GET["c"]); ?>'),
  ]),
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('PK\u0003\u0004zip inside a jpeg')]),
  Buffer.from('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('MZ\u0090\u0000\u0003 this program cannot be run in DOS mode'),
  Buffer.from('<!DOCTYPE html><html><body>hi</body></html>'),
  Buffer.from('\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000'),
  Buffer.from('\u0000\u0000\u0000\u0018ftypisom<script>'),
  Buffer.alloc(0),
  Buffer.from('plain text that is a perfectly fine note\n'),
];

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(...POLYGLOTS),
  fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
  fc.integer({ min: 1, max: 12 }).map((mb) => Buffer.concat([POLYGLOTS[0], Buffer.alloc(mb * 1024 * 1024, 0x20)])),
);

const filename: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...TRAVERSAL,
    'id.png',
    'a.pdf',
    'x.php.png',
    '.htaccess',
    'CON',
    'a'.repeat(500),
    '',
    '"quoted".pdf',
  ),
  fc.constantFrom(...UNICODE),
  fc.string({ maxLength: 30 }),
);

const safeHeaderText = (s: string) => s.replace(/["\r\n\\]/g, '_');

function multipartBody(
  boundary: string,
  fields: [string, string][],
  file: { name: string; bytes: Buffer; type: string } | null,
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${safeHeaderText(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeHeaderText(file.name)}"\r\n` +
          `Content-Type: ${safeHeaderText(file.type)}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const upload = fc
  .record({
    fields: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom('idType', 'type', 'notes', 'file', ...POLLUTION_KEYS), fc.string({ maxLength: 10 })),
        fc.oneof(
          fc.constantFrom('DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID', 'MANUAL_PAYSTUB'),
          hostileString.map((s) => s.slice(0, 5000)),
        ),
      ),
      { maxLength: 4 },
    ),
    file: fc.option(
      fc.record({
        name: filename,
        bytes: fileBytes,
        type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/x-php', 'image/svg+xml', ''),
      }),
      { nil: null },
    ),
    boundaryBroken: fc.boolean(),
  })
  .map(({ fields, file, boundaryBroken }) => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    return {
      contentType: boundaryBroken ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
      payload: multipartBody(boundary, fields, file),
    };
  });

// ---- requests ---------------------------------------------------------------------------------------------

export type Auth = 'self' | 'none' | 'garbage' | 'tampered' | 'alg-none';

export interface FuzzRequest {
  op: Operation;
  /** Path parameters: 'self' (the caller's own application), 'other' (another borrower's), or a hostile string. */
  params: Record<string, string | 'self' | 'other'>;
  query: [string, string][];
  auth: Auth;
  headers: Record<string, string>;
  body: { contentType: string | null; payload: string | Buffer } | null;
}

const paramValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('self', 'other'), weight: 6 },
  {
    arbitrary: fc.constantFrom('secure', 'customer', 'agent', 'OPS_CHAT', 'APPLICATION_SUMMARY', 'MANUAL_PAYSTUB'),
    weight: 2,
  },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: hostileString.map((s) => s.slice(0, 3000)), weight: 2 },
);

/** Each hostile header now and then: most requests must get past the origin and organisation checks. */
const sometimes = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: arb, weight: 1 });
const extraHeaders = fc
  .record({
    'idempotency-key': sometimes(
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('k1', 'k2', 'a'.repeat(300), ' ')),
    ),
    'x-org': sometimes(fc.constantFrom('', 'HEARTH_NY', 'HEARTH', 'UNKNOWN_ORG', '../x', '\u202e')),
    'x-chat-token': sometimes(fc.oneof(fc.string({ maxLength: 40 }), fc.constant('eyJhbGciOiJub25lIn0.e30.'))),
    cookie: sometimes(fc.string({ maxLength: 40 })),
    'accept-language': sometimes(fc.string({ maxLength: 20 })),
    origin: sometimes(fc.constantFrom('https://evil.example', 'null', 'http://localhost')),
  })
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);

const bodyFor = (op: Operation): fc.Arbitrary<FuzzRequest['body']> =>
  fc.oneof(
    {
      arbitrary: bodyObject(op.jsonBody).map((b) => ({ contentType: 'application/json', payload: jsonText(b) })),
      weight: 8,
    },
    { arbitrary: hostileValue.map((v) => ({ contentType: 'application/json', payload: jsonText(v) })), weight: 2 },
    { arbitrary: upload, weight: 3 },
    {
      arbitrary: fc
        .constantFrom('{"a":', '{"a":1}}', '['.repeat(5000), '\u0000', '', 'null', '{"a":1,"a":2}', '\ufeff{}')
        .map((p) => ({
          contentType: 'application/json',
          payload: p,
        })),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=utf-16',
            'multipart/mixed',
            '*/*',
          ),
          fc.string({ maxLength: 200 }),
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
      weight: 1,
    },
    { arbitrary: fc.constant(null), weight: 1 },
  );

export function requestArbitrary(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ops).chain((op) => {
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    return fc.record({
      op: fc.constant(op),
      params: fc
        .tuple(...names.map(() => paramValue))
        .map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))),
      query: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...op.query, 'limit', 'nonce', '__proto__'), fc.string({ maxLength: 8 })),
          hostileString.map((s) => s.slice(0, 2000)),
        ),
        { maxLength: 3 },
      ),
      auth: fc.constantFrom<Auth>('self', 'self', 'self', 'self', 'none', 'garbage', 'tampered', 'alg-none'),
      headers: extraHeaders,
      body: ['GET', 'HEAD', 'DELETE'].includes(op.method)
        ? fc.option(bodyFor(op), { nil: null, freq: 4 })
        : bodyFor(op),
    });
  });
}

// ---- the run ----------------------------------------------------------------------------------------------

export interface Finding {
  kind: '5xx' | 'crash' | 'leak';
  route: string;
  status: number | null;
  detail: string;
}

export interface FuzzCounts {
  requests: number;
  byStatus: Record<string, number>;
  /** Per route: answers by status. */
  byRoute: Record<string, Record<string, number>>;
  fiveHundreds: number;
  crashes: number;
  leaks: number;
  findings: Finding[];
  ms: number;
}

/** Stages the fuzzer moves its borrower through, so stage-gated routes reach their validation. */
const STAGES: Stage[] = [
  'BASIC_INFO',
  'CREDIT_NO_MATCH',
  'LIEN_VERIFICATION',
  'OFFER_SELECTION',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'APP_SUBMISSION',
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'IDENTITY_VERIFICATION',
  'NAV_BPO_ORDER_REQUEST',
  'NOTE_SIGNING',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'TRUST_AND_INSURANCE',
];

/** Percent-encoded, lone surrogates as the bytes of an invalid UTF-8 sequence (hostile, but sendable). */
function pathSegment(value: string): string {
  let out = '';
  for (const c of value) out += /[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c);
  return out;
}

function sendable(name: string, value: string): boolean {
  try {
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

function tamper(jwt: string): string {
  const [h, p, s] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  claims.sub = '00000000-0000-4000-8000-000000000000';
  return [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), s].join('.');
}

function algNone(jwt: string): string {
  const [, p] = jwt.split('.');
  return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
}

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Requests between two moves of the borrower's stage. */
  stageEvery?: number;
  onProgress?: (done: number) => void;
}

/**
 * Runs `runs` generated requests against `app` as one borrower (the caller), with a second borrower whose
 * data must never appear in an answer. Returns the counts; findings keep the first 50 examples.
 */
export async function runFuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzCounts> {
  const started = Date.now();
  const doc = (await app.inject({ url: '/documentation/json' })).json() as Parameters<typeof operationsOf>[0];
  const ops = operationsOf(doc);
  const marker = `Zq${Date.now().toString(36)}`;
  const other = await registerUser(app, {
    firstName: `Other${marker}`,
    lastName: `Victim${marker}`,
    property: { street1: `77 ${marker} Lane`, street2: 'Unit 1', city: 'Austin', state: 'TX', zip: '78701' },
  });
  const secrets = [other.email, `Victim${marker}`, `77 ${marker} Lane`, other.identityUuid];
  let self: Registered = await registerUser(app);
  let selfJwt = self.jwt;

  const counts: FuzzCounts = {
    requests: 0,
    byStatus: {},
    byRoute: {},
    fiveHundreds: 0,
    crashes: 0,
    leaks: 0,
    findings: [],
    ms: 0,
  };
  const note = (f: Finding) => {
    if (counts.findings.length < 50) counts.findings.push(f);
  };
  const stageEvery = options.stageEvery ?? 40;
  const batch = 200;
  let seed = options.seed;
  while (counts.requests < options.runs) {
    const n = Math.min(batch, options.runs - counts.requests);
    const samples = fc.sample(requestArbitrary(ops), { numRuns: n, seed });
    seed += 1;
    for (const req of samples) {
      if (counts.requests % stageEvery === 0) {
        const stage = STAGES[(counts.requests / stageEvery) % STAGES.length];
        await app.pipeline.moveTo(self.applicationUuid, stage, 'fuzz').catch(() => undefined);
      }
      counts.requests += 1;
      const url =
        req.op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const v = req.params[name];
          if (v === 'self') return self.applicationUuid;
          if (v === 'other') return other.applicationUuid;
          return pathSegment(v);
        }) + (req.query.length > 0 ? `?${new URLSearchParams(req.query).toString()}` : '');
      // A header Node itself would refuse to send is left out: that is the client's error, not the server's.
      const headers: Record<string, string> = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => sendable(name, value)),
      );
      if (req.auth === 'self') headers.authorization = `Bearer ${selfJwt}`;
      else if (req.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
      else if (req.auth === 'tampered') headers.authorization = `Bearer ${tamper(selfJwt)}`;
      else if (req.auth === 'alg-none') headers.authorization = `Bearer ${algNone(selfJwt)}`;
      if (req.body?.contentType) headers['content-type'] = req.body.contentType;
      const route = `${req.op.method} ${req.op.path}`;
      let status: number;
      let text: string;
      try {
        const res = await app.inject({
          method: req.op.method as 'POST',
          url,
          headers,
          ...(req.body ? { payload: req.body.payload } : {}),
        });
        status = res.statusCode;
        text = res.body;
        // The borrower's own session ended (logout among the routes, or a password change): sign in again.
        if (status === 401 && req.auth === 'self') {
          const login = await app.inject({
            method: 'POST',
            url: '/identity/api/v1/login',
            payload: { email: self.email, password: PASSWORD },
          });
          if (login.statusCode === 200) selfJwt = (login.json() as { jwt: string }).jwt;
          else {
            self = await registerUser(app);
            selfJwt = self.jwt;
          }
        } else if (req.auth === 'self') {
          const refreshed = res.headers.authorization;
          if (typeof refreshed === 'string' && refreshed.startsWith('Bearer ')) selfJwt = refreshed.slice(7);
        }
      } catch (err) {
        counts.crashes += 1;
        note({ kind: 'crash', route, status: null, detail: String(err).slice(0, 300) });
        continue;
      }
      counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
      const perRoute = (counts.byRoute[route] ??= {});
      perRoute[status] = (perRoute[status] ?? 0) + 1;
      if (status >= 500) {
        counts.fiveHundreds += 1;
        note({
          kind: '5xx',
          route,
          status,
          detail: `${url.slice(0, 200)} ${String(req.body?.payload ?? '').slice(0, 200)} → ${text.slice(0, 200)}`,
        });
      }
      const leaked = secrets.find((s) => text.includes(s));
      if (leaked) {
        counts.leaks += 1;
        note({ kind: 'leak', route, status, detail: `${url.slice(0, 200)} answered with another borrower's data` });
      }
      options.onProgress?.(counts.requests);
    }
  }
  counts.ms = Date.now() - started;
  return counts;
}
