// The first paint from the server's HTML: the register page, the sign-in page and the journey's first screens
// (start/profile, liens) arrive with the organisation's header bar and the screen's heading; other pages arrive empty
// for the app to paint.
import { mainOrganisation, privateLabelFor } from '../../server/organisations';
import { firstPaintMarkup } from '../../server/pages/firstPaint';
import { LIENS_HEADING } from '../../src/domain/firstPaint';
import { PROFILE_EXPECTATIONS } from '../../src/domain/profileExpectations';
import { makeTestApp, type TestApp } from './helpers';

const UUID = '6f1c2b2e-1111-4222-8333-944445555666';

function root(html: string): string {
  // The root's content runs to the last </div> before the entry's script tags and </body>.
  const m = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script[^>]*><\/script>\s*)*<\/body>/.exec(html);
  if (!m) throw new Error('no root');
  return m[1];
}

describe('first paint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('paints the register step, the sign-in page, start/profile and liens with the organisation’s header', async () => {
    const cases = [
      ['/account/heloc/register', 'Where is your home?'],
      ['/account/heloc/register?step=name', 'What is your name?'],
      ['/account/heloc/register?step=nonsense', 'Where is your home?'],
      ['/auth/login', 'Sign in'],
      [`/account/heloc/${UUID}/start/profile`, 'Tell us about yourself'],
      [`/account/heloc/${UUID}/liens`, 'Confirm your existing liens'],
    ] as const;
    for (const [url, title] of cases) {
      const res = await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}org=PINECREST_CU` });
      expect(res.statusCode).toBe(200);
      const painted = root(res.body);
      expect(painted).toContain(`<h1>${title}</h1>`);
      expect(painted).toContain('<header>');
      // The organisation's own logo comes inline, so it paints with the page and not after the scripts.
      expect(painted).toMatch(
        /<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Pinecrest[^"]*" fetchpriority="high">/,
      );
      // The style element carries this answer's nonce, so the CSP lets it apply.
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toContain(`<style nonce="${nonce}" id="first-paint">`);
      expect(res.body).toMatch(/\.fp-main\{/);
      expect(res.body).not.toContain('__FIRST_PAINT');
    }
  });

  it('leaves every other page to the app', async () => {
    for (const url of [
      '/account/heloc',
      `/account/heloc/${UUID}/liens/extra`,
      `/account/heloc/${UUID}/start/contact`,
      '/dashboard',
      '/account/heloc/heloc-signer/login',
    ]) {
      const res = await t.app.inject({ url });
      expect(root(res.body)).toBe('');
      expect(res.body).toContain('<style nonce=');
      expect(res.body).not.toContain('__FIRST_PAINT');
    }
  });

  it('paints the journey screens’ largest text: the profile’s “What to expect” card, the liens subtitle', async () => {
    const profile = root((await t.app.inject({ url: `/account/heloc/${UUID}/start/profile` })).body);
    expect(profile).toContain(`<h2>${PROFILE_EXPECTATIONS.title}</h2>`);
    for (const fact of PROFILE_EXPECTATIONS.facts) expect(profile).toContain(`<li>${fact.replace(/'/g, '&#39;')}</li>`);
    // In the shell's main column, as the app puts the screen.
    expect(profile).toMatch(
      /<div class="fp-grid"><div class="fp-column"><div class="fp-stack"><div class="fp-heading">/,
    );
    const liens = root((await t.app.inject({ url: `/account/heloc/${UUID}/liens` })).body);
    expect(liens).toContain(`<p>${LIENS_HEADING.subtitle}</p>`);
  });

  it('escapes the organisation’s data in the markup and the styles', () => {
    const org = privateLabelFor(mainOrganisation(), 'test');
    const hostile = {
      ...org,
      brand: { ...org.brand, logoUrl: '/brand/x.svg"><script>alert(1)</script>', bodyFont: 'Evil}</style><script>' },
    };
    const { css, html } = firstPaintMarkup(hostile, '/auth/login');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('Evil}');
  });
});
