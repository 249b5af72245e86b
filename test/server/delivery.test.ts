// Delivery: the client's files pre-compressed and cached as HTTP says, pages revalidated with ETags, large JSON
// answers compressed. The fixture writes what the production build writes: hashed assets with .br and .gz beside.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib, { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES, IMMUTABLE } from '../../server/static';
import { bearer, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, profileBody } from './journeyHelpers';

const ASSETS_URL = '/account/heloc/assets/';
const HASHED_ASSET = /[.-][0-9a-f]{8}\.(chunk\.)?(js|css|svg)$/;

/** Text large enough to be worth compressing, different per file. */
function assetText(name: string): string {
  return Array.from({ length: 400 }, (_, i) => `/* ${name} line ${i} */ var x${i} = ${i * 7};`).join('\n');
}

function writeAsset(dir: string, name: string): void {
  const text = Buffer.from(assetText(name));
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
}

describe('delivery', () => {
  let t: TestApp;
  let hashed: string[];
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
    for (const name of [
      'app.0a1b2c3d.js',
      'screen-register.4e5f6a7b.chunk.js',
      'framework.89abcdef.js',
      'logo.12345678.svg',
    ]) {
      writeAsset(t.config.clientDir, name);
    }
    // Every hashed asset with compressed copies beside it, as the build writes them.
    const files = readdirSync(t.config.clientDir);
    hashed = files.filter((name) => HASHED_ASSET.test(name) && files.includes(`${name}.br`));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every hashed asset with the encoding the client accepts, cached as immutable', async () => {
    expect(hashed.length).toBeGreaterThanOrEqual(4);
    for (const name of hashed) {
      const original = assetText(name);
      const br = await t.app.inject({ url: ASSETS_URL + name, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(name.endsWith('.svg') ? /image\/svg\+xml/ : /javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

      const gz = await t.app.inject({ url: ASSETS_URL + name, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['cache-control']).toBe(IMMUTABLE);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

      const plain = await t.app.inject({ url: ASSETS_URL + name, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(original);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(original));
    }
  });

  it('prefers what the client ranks higher and falls back to the plain file when no copy exists', async () => {
    const gzFirst = await t.app.inject({
      url: ASSETS_URL + hashed[0],
      headers: { 'accept-encoding': 'br;q=0.5, gzip;q=1' },
    });
    expect(gzFirst.headers['content-encoding']).toBe('gzip');
    // robots.txt has no compressed copy and is under the threshold: served as it is, and revalidated.
    const robots = await t.app.inject({ url: `${ASSETS_URL}robots.txt`, headers: { 'accept-encoding': 'br' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toBe('User-agent: *');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('never serves templates, dot-files, traversals or missing files', async () => {
    writeFileSync(path.join(t.config.clientDir, '.secret'), 'no');
    for (const url of [
      `${ASSETS_URL}app.html`,
      `${ASSETS_URL}.secret`,
      `${ASSETS_URL}..%2f..%2fetc%2fpasswd`,
      `${ASSETS_URL}missing.0a1b2c3d.js`,
    ]) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('__PRIVATE_LABEL_JSON__');
    }
  });

  it('answers a Range request with 206 and exactly those bytes, and 416 past the end', async () => {
    const name = hashed[0];
    const original = Buffer.from(assetText(name));
    const part = await t.app.inject({ url: ASSETS_URL + name, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${original.length}`);
    expect(part.rawPayload.equals(original.subarray(10, 30))).toBe(true);
    expect(part.headers['accept-ranges']).toBe('bytes');

    const suffix = await t.app.inject({ url: ASSETS_URL + name, headers: { range: 'bytes=-5' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(original.subarray(original.length - 5))).toBe(true);

    const beyond = await t.app.inject({ url: ASSETS_URL + name, headers: { range: `bytes=${original.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);

    // If-Range with a validator that no longer matches: the whole file, not a piece of a different one.
    const stale = await t.app.inject({
      url: ASSETS_URL + name,
      headers: { range: 'bytes=0-9', 'if-range': '"not-the-current-etag"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(original)).toBe(true);
  });

  it('answers a conditional request for an asset with 304 and no body', async () => {
    const name = hashed[1];
    const first = await t.app.inject({ url: ASSETS_URL + name, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await t.app.inject({
      url: ASSETS_URL + name,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = await t.app.inject({
      url: ASSETS_URL + name,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
    const changed = await t.app.inject({ url: ASSETS_URL + name, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('never lets the HTML be cached unvalidated, and answers 304 when the page is unchanged', async () => {
    const url = '/account/heloc/register';
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['cache-control'])).toMatch(/\bno-cache\b/);
    expect(String(first.headers['cache-control'])).not.toMatch(/max-age=[1-9]|immutable|public/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // Same organisation, same build: same validator, though every answer has its own nonce.
    const second = await t.app.inject({ url });
    expect(second.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    // The browser keeps the cached page's policy, whose nonce matches the cached page.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();

    // Another organisation's page is another page.
    const other = await t.app.inject({ url: `${url}?org=PINECREST_CU`, headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('compresses JSON answers above the threshold only', async () => {
    const big = await t.app.inject({ url: '/documentation/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(gunzipSync(big.rawPayload).toString());
    expect(doc.openapi ?? doc.swagger).toBeDefined();
    expect(gunzipSync(big.rawPayload).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await t.app.inject({ url: '/documentation/json', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(doc);

    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const refused = await t.app.inject({ url: '/documentation/json', headers: { 'accept-encoding': 'identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(doc);
  });

  it('compresses the polled application once per form, as the client accepts, and sends it as is otherwise', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        url: `${APP_BASE}/${applicationUuid}`,
        headers: bearer(jwt, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      });
    // Just registered, the application is below the threshold: sent as it is, whatever the client accepts.
    const small = await get('br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    // With the profile in it, it is above.
    const profile = await t.app.inject({
      method: 'POST',
      url: `${APP_BASE}/${applicationUuid}/profile`,
      headers: bearer(jwt),
      payload: profileBody(),
    });
    expect(profile.statusCode).toBe(200);
    await t.app.pipeline.idle();
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    try {
      const first = await get('gzip, deflate, br');
      const again = await get('br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      // The application has not changed: its brotli form was made once for both.
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
    const gz = await get('br;q=0.5, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});
