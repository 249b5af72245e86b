// The OpenAPI document is generated from the route schemas and published outside production only.
import { dialects, makeTestApp, type TestApp } from './helpers';

describe.each(dialects)('OpenAPI document (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every API route of the catalogue, with the schemas of the services', async () => {
    const res = await t.app.inject({ url: '/documentation/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    // Every API route the app serves is in the document (pages, assets and the document itself aside).
    const api = t.app.routeCatalogue.filter((r) => r.method !== 'HEAD' && /^\/(service-|identity|ft\/)/.test(r.url));
    expect(api.length).toBeGreaterThan(40);
    for (const r of api) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      expect(documented).toContain(`${r.method} ${path}`);
      // Documented, not just listed: every operation names its service and its answers.
      const operation = doc.paths[path][r.method.toLowerCase()] as { tags?: string[]; responses?: object };
      expect({ route: `${r.method} ${path}`, tagged: (operation.tags ?? []).length > 0 }).toEqual({
        route: `${r.method} ${path}`,
        tagged: true,
      });
      expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
    }
    const krang = doc.paths['/service-krang-heloc/borrower/secure/api/v1/{uuid}/status'].get;
    expect(krang.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'uuid', required: true })]);
    expect(Object.keys(krang.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
    const feedback = doc.paths['/service-profile/api/v1/feedback/ceo'].post;
    expect(feedback.requestBody.content['application/json'].schema.required).toEqual([
      'topic',
      'message',
      'marketingConsent',
    ]);
    // Answers are the wire types' generated schemas (src/domain/contracts/wire), as components.
    const decision = doc.paths['/service-optimize/{context}/api/v2/decision'].post;
    const answer = decision.responses['200'].content['application/json'].schema as { $ref: string };
    const name = answer.$ref.replace('#/components/schemas/', '');
    expect(doc.components.schemas[name].properties.decisions).toBeDefined();
  });
});

// One dialect is enough for a configuration switch; a second app beside the first would also need its own
// PostgreSQL schema at the same time.
describe('OpenAPI document in production', () => {
  it('is not published', async () => {
    const prod = await makeTestApp('sqlite', { env: 'production' });
    try {
      expect((await prod.app.inject({ url: '/documentation/json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
