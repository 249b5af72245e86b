import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ORGANISATIONS, mainOrganisation } from '../../server/organisations';
import { renderPage, scriptSafeJson } from '../../server/pages/routes';
import { ASSET_NAME, dialects, makeTestApp, type TestApp } from './helpers';

function privateLabel(html: string): Record<string, any> {
  const m = /<script id="private-label-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no private-label block');
  return JSON.parse(m[1]);
}

function cspNonce(csp: string | string[] | number | undefined): string {
  const m = /script-src 'self' 'nonce-([^']+)'/.exec(String(csp));
  return m ? m[1] : '';
}

describe.each(dialects)('pages (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the app with the main organisation’s private label, title and a nonce matching the CSP', async () => {
    for (const url of [
      '/account/heloc',
      '/account/heloc/register?step=name',
      '/account/heloc/6f1c2b2e-1111-4222-8333-944445555666/liens',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const label = privateLabel(res.body);
      expect(label.organizationCode).toBe('HEARTH');
      expect(label.kind).toBe('main');
      expect(label.licensedStates).toHaveLength(47);
      expect(label.licensedStates).not.toContain('NY');
      expect(label.environment).toBe('test');
      expect(label.footer.disclosureCopy.length).toBeGreaterThan(0);
      expect(res.body).toContain('<title>Hearth | Home Equity Line of Credit</title>');
      const nonce = cspNonce(res.headers['content-security-policy']);
      expect(nonce.length).toBeGreaterThan(10);
      expect(res.body).toContain(`<meta property="csp-nonce" content="${nonce}" />`);
      expect(res.body).toContain(`<script nonce="${nonce}" src="/account/heloc/assets/${ASSET_NAME}">`);
      expect(res.body).not.toContain('__CSP_NONCE__');
    }
  });

  it('uses a fresh nonce per request', async () => {
    const a = await t.app.inject({ url: '/account/heloc' });
    const b = await t.app.inject({ url: '/account/heloc' });
    expect(cspNonce(a.headers['content-security-policy'])).not.toBe(cspNonce(b.headers['content-security-policy']));
  });

  it('serves the outside pages from the second entry', async () => {
    for (const url of [
      '/auth/login',
      '/dashboard',
      '/dashboard/settings',
      '/terms',
      '/privacy',
      '/licenses',
      '/communications',
      '/contact',
      // The shared app's links (they answered a JSON 404 before).
      '/exchange',
      '/pay',
      '/universal-marketplace',
      '/universal-passport',
      '/portfolio',
      '/group-manager',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('outside.89abcdef.js');
      expect(privateLabel(res.body).organizationCode).toBe('HEARTH');
    }
  });

  it('chooses the organisation from ?org, remembers it in a cookie and honours the cookie later', async () => {
    const first = await t.app.inject({ url: '/account/heloc?org=pinecrest_cu' });
    expect(privateLabel(first.body).organizationCode).toBe('PINECREST_CU');
    expect(privateLabel(first.body).publicToggles.showNcuaLogo).toBe(true);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^org=PINECREST_CU;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    const later = await t.app.inject({ url: '/dashboard', headers: { cookie: 'theme=dark; org=PINECREST_CU' } });
    expect(privateLabel(later.body).organizationCode).toBe('PINECREST_CU');
    expect(later.body).toContain('<title>Pinecrest CU | Home Equity Line of Credit</title>');
  });

  it('chooses the organisation from the x-org header and from a configured host', async () => {
    const byHeader = await t.app.inject({ url: '/account/heloc', headers: { 'x-org': 'SUMMIT_RATE' } });
    expect(privateLabel(byHeader.body).metadata.heloc.referrerRequired).toBe(true);
    const byHost = await t.app.inject({
      url: '/account/heloc?org=PINECREST_CU',
      headers: { host: 'ny.heloc.test:3000' },
    });
    expect(privateLabel(byHost.body).organizationCode).toBe('HEARTH_NY');
    expect(privateLabel(byHost.body).licensedStates).toEqual(['NY']);
  });

  it('falls back to the main organisation for an unknown code on pages', async () => {
    const res = await t.app.inject({ url: '/account/heloc?org=NOPE', headers: { cookie: 'org=ALSO_NOPE' } });
    expect(res.statusCode).toBe(200);
    expect(privateLabel(res.body).organizationCode).toBe('HEARTH');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends the bare root to the dashboard, as the app does with /, not a JSON 404', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/dashboard');
  });

  it('redirects legacy paths, keeping the query', async () => {
    const reg = await t.app.inject({ url: '/account/register?referrer=abc&x=1' });
    expect(reg.statusCode).toBe(302);
    expect(reg.headers.location).toBe('/account/heloc/register?referrer=abc&x=1');
    const signer = await t.app.inject({ url: '/account/heloc-signer/login?token=t' });
    expect(signer.statusCode).toBe(302);
    expect(signer.headers.location).toBe('/account/heloc/heloc-signer/login?token=t');
  });

  it('serves client assets with long caching for hashed names, and never the raw templates', async () => {
    const asset = await t.app.inject({ url: `/account/heloc/assets/${ASSET_NAME}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/account/heloc/assets/robots.txt' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/account/heloc/assets/app.html' })).statusCode).toBe(404);
    // A traversal is refused (403, @fastify/static's answer) and never reaches the file system outside dist/.
    expect([403, 404]).toContain(
      (await t.app.inject({ url: '/account/heloc/assets/..%2f..%2fetc%2fpasswd' })).statusCode,
    );
    expect((await t.app.inject({ url: '/account/heloc/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves every organisation’s logo', async () => {
    for (const org of ORGANISATIONS) {
      const res = await t.app.inject({ url: org.brand.logoUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });

  it('answers health checks and unknown API paths', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
    const missing = await t.app.inject({ url: '/service-application/api/v9/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Not found'], message: 'Not found' });
  });
});

describe('page rendering', () => {
  it('escapes the private-label JSON so `</script>` and `<!--` cannot break out', () => {
    const hostile = {
      ...mainOrganisation(),
      metadata: {
        ...mainOrganisation().metadata,
        companyInfo: {
          ...mainOrganisation().metadata.companyInfo,
          companyName: '</script><script>alert(1)</script><!--',
        },
      },
    };
    const request = { org: hostile, cspNonce: 'abc' } as unknown as FastifyRequest;
    const html = renderPage(
      '<head><script id="private-label-data" type="application/json">__PRIVATE_LABEL_JSON__</script></head>',
      request,
      'test',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1];
    expect(JSON.parse(json).metadata.companyInfo.companyName).toBe('</script><script>alert(1)</script><!--');
    expect(scriptSafeJson({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });

  it('answers 503 with a clear message when the client is not built', async () => {
    const t = await makeTestApp('sqlite');
    try {
      rmSync(path.join(t.config.clientDir, 'app.html'));
      const res = await t.app.inject({ url: '/account/heloc' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('Client not built: run npm run build');
    } finally {
      await t.close();
    }
  });
});
