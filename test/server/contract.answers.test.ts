// The answers' side of the wire's contracts: the JSON schemas are generated from the wire types (one source), and
// the check every server test runs under (server/openapi documentedScope, test/setup/server.ts) refuses an answer
// off its route's contract. The contract test (./contract.test.ts) proves every API route has one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { HOURS, HTML, json, NO_CONTENT, STORED_FILE, contract, type RouteContract } from '../../src/domain/contracts';
import { documentedScope, offContractAnswers } from '../../server/openapi';
import { answerBreaches } from '../../server/openapi/answers';

const root = path.resolve(__dirname, '../..');

it('answerSchemas.json is what the wire types generate (npm run contracts)', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/answer-schemas.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
});

describe('an answer against its contract', () => {
  const link = contract('POST', '/x/link', null, json('Link'));
  const JSON_TYPE = 'application/json; charset=utf-8';
  const check = (route: RouteContract, status: number, type: string, payload: unknown) =>
    answerBreaches(route, status, type, payload);

  it('passes the answer its type describes, compressed or not', () => {
    const body = JSON.stringify({ linkUrl: 'https://vendor.test/x' });
    expect(check(link, 200, JSON_TYPE, body)).toEqual([]);
    expect(answerBreaches(link, 200, JSON_TYPE, gzipSync(body), 'gzip')).toEqual([]);
    expect(answerBreaches(link, 200, JSON_TYPE, brotliCompressSync('{}'), 'br')).toEqual([
      "Link must have required property 'linkUrl'",
    ]);
  });

  it('refuses a field of the wrong type, a missing one and one the type does not have', () => {
    expect(check(link, 200, JSON_TYPE, JSON.stringify({ linkUrl: 7 }))).toEqual(['Link/linkUrl must be string']);
    expect(check(link, 200, JSON_TYPE, '{}')).toEqual(["Link must have required property 'linkUrl'"]);
    expect(check(link, 200, JSON_TYPE, JSON.stringify({ linkUrl: 'u', token: 's3cret' }))).toEqual([
      'Link must NOT have additional properties: token',
    ]);
  });

  it('refuses another status, another media type, or a body where none is due; errors are not its business', () => {
    expect(check(link, 201, JSON_TYPE, JSON.stringify({ linkUrl: 'u' }))).toEqual([
      'answered 201, the contract says 200',
    ]);
    expect(check(link, 200, 'text/html', '<p>')).toEqual(['sent text/html, the contract says JSON']);
    const page = contract('GET', '/x/page', null, HTML);
    expect(check(page, 200, 'text/html; charset=utf-8', '<p>')).toEqual([]);
    expect(check(page, 200, JSON_TYPE, '{}')).toEqual([
      'sent application/json; charset=utf-8, the contract says text/html',
    ]);
    const none = contract('POST', '/x/none', null, NO_CONTENT);
    expect(check(none, 204, '', '')).toEqual([]);
    expect(check(none, 204, JSON_TYPE, '{}')).toEqual(['sent a body, the contract says none']);
    const file = contract('GET', '/x/file', null, STORED_FILE);
    expect(check(file, 200, 'image/png', Buffer.from('png'))).toEqual([]);
    expect(check(file, 200, JSON_TYPE, '{}')).toEqual([
      'sent application/json; charset=utf-8, the contract says a stored file',
    ]);
    expect(check(link, 404, JSON_TYPE, JSON.stringify({ errors: ['Not found'], message: 'Not found' }))).toEqual([]);
  });
});

it('a served answer off its contract is recorded against the route, and a route without a contract too', async () => {
  const app = Fastify();
  await documentedScope(app, { checkAnswers: true }, async (scope) => {
    // A real route of the contract (a department's week, json('OperatingHours')) answering without its days.
    scope.get(HOURS.week.path, async () => ({ department: 'OPS_CHAT', timeZone: 'America/Los_Angeles' }));
    scope.get('/not/on/the/contract', async () => ({ ok: true }));
  });
  try {
    await app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week' });
    await app.inject({ url: '/not/on/the/contract' });
    const [week, uncontracted, ...more] = offContractAnswers.splice(0);
    expect(week).toBe(`GET ${HOURS.week.path}: OperatingHours must have required property 'weekdays'`);
    expect(uncontracted).toBe('GET /not/on/the/contract: no contract');
    expect(more).toEqual([]);
  } finally {
    await app.close();
  }
});

it('a route may not keep its own schema of an answer its contract names: that copy would be what Fastify sends', async () => {
  const app = Fastify();
  const registering = documentedScope(app, { checkAnswers: false }, async (scope) => {
    scope.get(
      HOURS.week.path,
      { schema: { response: { 200: { type: 'object', properties: { department: { type: 'string' } } } } } },
      async () => ({}),
    );
  });
  await expect(registering.then(() => app.ready())).rejects.toThrow(
    /its answer's schema is the contract's \(OperatingHours\)/,
  );
  await app.close();
});
