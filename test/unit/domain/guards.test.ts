import {
  PUBLIC_PATHS,
  UUID_PATTERN,
  carriedQuery,
  isPublicPath,
  isSafeRedirect,
  isSignerPath,
  isUuid,
  leaveAppDestination,
  notAcceptingApplications,
  rewriteLegacyPath,
  signInRedirect,
  uuidFromPath,
} from '../../../src/domain/guards';

const UUID = '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b';

describe('isUuid', () => {
  it.each([
    UUID,
    UUID.toUpperCase(),
    '3F2b8C1e-4d5A-4e6f-9a7b-1c2d3e4f5a6b',
    '00000000-0000-0000-0000-000000000000',
    '01890a5d-ac96-774b-bcce-b302099a8057', // version 7
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ])('accepts %p', (s) => {
    expect(isUuid(s)).toBe(true);
    expect(UUID_PATTERN.test(s)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['short first group', '3f2b8c1-4d5a-4e6f-9a7b-1c2d3e4f5a6b'],
    ['long first group', '3f2b8c1e0-4d5a-4e6f-9a7b-1c2d3e4f5a6b'],
    ['short last group', '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6'],
    ['long last group', '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b7'],
    ['long middle group', '3f2b8c1e-4d5a1-4e6f-9a7b-1c2d3e4f5a6b'],
    ['non-hex letter', '3f2b8c1g-4d5a-4e6f-9a7b-1c2d3e4f5a6b'],
    ['no dashes', '3f2b8c1e4d5a4e6f9a7b1c2d3e4f5a6b'],
    ['dashes misplaced', '3f2b8c1e4-d5a-4e6f-9a7b-1c2d3e4f5a6b'],
    ['braces', `{${UUID}}`],
    ['leading space', ` ${UUID}`],
    ['trailing newline', `${UUID}\n`],
    ['embedded in a path', `/${UUID}`],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_name, s) => {
    expect(isUuid(s)).toBe(false);
  });
});

describe('uuidFromPath', () => {
  it.each<[string, string | null]>([
    [`/${UUID}/start/profile`, UUID],
    [`/${UUID}`, UUID],
    [`/${UUID}/`, UUID],
    [`/account/heloc/${UUID}/bank/autopay`, UUID],
    [`/${UUID}/income/link/${'a'.repeat(8)}-0000-0000-0000-${'b'.repeat(12)}`, UUID],
    ['/register', null],
    ['/heloc-signer/login', null],
    ['/plaid-oauth-success', null],
    ['/', null],
    ['', null],
    [`/${UUID}x/start`, null],
    [`/x${UUID}/start`, null],
  ])('finds the uuid in %p', (pathname, expected) => {
    expect(uuidFromPath(pathname)).toBe(expected);
  });
});

describe('isSafeRedirect', () => {
  it.each([
    '/dashboard',
    '/account/heloc/x?y=1',
    `/account/heloc/${UUID}/start/profile`,
    '/dashboard#settings',
    '/account/heloc/register?redirect=%2Fdashboard', // one encoded slash is still a single slash
    '/a',
  ])('allows %p', (url) => {
    expect(isSafeRedirect(url)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/dashboard'],
    ['backslash', '/\\evil.com'],
    ['backslash later', '/dashboard\\..\\evil'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['encoded slashes, lower case', '/%2f%2fevil.com'],
    ['encoded slash after a letter', '/a%2F%2Fevil.com'],
    ['encoded backslash', '/a%5Cevil.com'],
    ['double-encoded slashes', '/a%252F%252Fevil.com'],
    ['malformed encoding', '/dashboard%E0%A4%A'],
    ['encoded control character', '/a%09/evil.com'],
    ['double slash later', '/dashboard//evil.com'],
    ['double slash in the query', '/dashboard?next=https://evil.com'],
    ['https scheme', 'https://x'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['upper-case first letter', '/Dashboard'],
    ['digit first', '/1dashboard'],
    ['dot first', '/../dashboard'],
    ['just a slash', '/'],
    ['empty', ''],
    ['no leading slash', 'dashboard'],
    ['tab', '/\t/evil.com'],
    ['newline', '/dashboard\n'],
    ['null byte', '/dashboard\u0000'],
    ['delete character', '/dash\u007fboard'],
    ['leading space', ' /dashboard'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '/dashboard' }],
  ])('rejects %s', (_name, url) => {
    expect(isSafeRedirect(url)).toBe(false);
  });
});

describe('rewriteLegacyPath', () => {
  it.each<[string, string, string | null]>([
    ['/account/heloc-signer/login', '', '/heloc-signer/login'],
    ['/account/heloc-signer/conditions/upload-document', '', '/heloc-signer/conditions/upload-document'],
    ['/account/heloc-signer', '', '/heloc-signer'],
    ['/account/heloc-signer/', '', '/heloc-signer/'],
    ['/account/heloc-signer/resume', '?token=abc', '/heloc-signer/resume?token=abc'],
    ['/account/register', '', '/register'],
    ['/account/register', '?referrer=abc&step=name', '/register?referrer=abc&step=name'],
    ['/account/register/', '?x=1', '/register?x=1'],
    ['/account/register', '?', '/register'],
    ['/account/heloc-signerx', '', null],
    ['/account/registerx', '', null],
    ['/account/register/support', '', null],
    ['/heloc-signer/login', '', null],
    ['/register', '?x=1', null],
    ['/account', '', null],
    ['/', '', null],
  ])('rewrites %p with search %p to %p', (pathname, search, expected) => {
    expect(rewriteLegacyPath(pathname, search)).toBe(expected);
  });
});

describe('leaveAppDestination', () => {
  it.each<[string, string | null]>([
    ['/account', '/dashboard'],
    ['/account/', '/dashboard'],
    ['/', '/dashboard'],
    ['/terms', '/terms'],
    ['/terms/', '/terms'],
    ['/communications', '/communications'],
    ['/privacy', '/privacy'],
    ['/privacy/', '/privacy'],
    ['/licenses', '/licenses'],
    ['/account/settings', null],
    ['/terms/extra', null],
    ['/termsx', null],
    ['/Terms', null],
    ['/terms//', null],
    ['/register', null],
    ['/dashboard', null],
    [`/${UUID}`, null],
  ])('sends %p to %p', (pathname, expected) => {
    expect(leaveAppDestination(pathname)).toBe(expected);
  });
});

describe('isPublicPath', () => {
  it('lists exactly the public paths of the spec', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(
      [
        '/coming-soon',
        '/communications',
        '/heloc-signer/login',
        '/licenses',
        '/privacy',
        '/register',
        '/register/account-setup',
        '/register/support',
        '/terms',
      ].sort(),
    );
  });

  it.each([
    '/register',
    '/register/',
    '/terms',
    '/communications',
    '/privacy',
    '/licenses',
    '/coming-soon',
    '/register/account-setup',
    '/register/account-setup/',
    '/register/support',
    '/heloc-signer/login',
    '/heloc-signer/login/',
  ])('%p is public', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
  });

  it.each([
    '/registerx',
    '/register/other',
    '/register?x',
    '/',
    '',
    '/dashboard',
    '/heloc-signer',
    '/heloc-signer/intro',
    '/heloc-signer/loginx',
    `/${UUID}/start/profile`,
    '/plaid-oauth-success',
    '/Register',
    '/terms/extra',
  ])('%p is private', (pathname) => {
    expect(isPublicPath(pathname)).toBe(false);
  });
});

describe('isSignerPath', () => {
  it.each<[string, boolean]>([
    ['/heloc-signer', true],
    ['/heloc-signer/', true],
    ['/heloc-signer/login', true],
    ['/heloc-signer/conditions/upload-document', true],
    ['/heloc-signerx', false],
    ['/account/heloc-signer/login', false],
    [`/${UUID}/signing/sign`, false],
    ['/register', false],
    ['/', false],
  ])('%p -> %p', (pathname, expected) => {
    expect(isSignerPath(pathname)).toBe(expected);
  });
});

describe('carriedQuery', () => {
  it.each<[string, string]>([
    ['', ''],
    ['?', ''],
    ['?step=name', ''],
    ['?pop-webchat=true', '?pop-webchat=true'],
    ['pop-webchat=true', '?pop-webchat=true'],
    ['?step=name&pop-webchat=1&referrer=abc', '?pop-webchat=1'],
    ['?pop-webchat', '?pop-webchat='],
    ['?pop-webchat=', '?pop-webchat='],
    ['?pop-webchat=a%20b', '?pop-webchat=a%20b'],
    ['?pop-webchat=first&pop-webchat=second', '?pop-webchat=first'],
    ['?pop-webchatx=1', ''],
    ['?xpop-webchat=1', ''],
    ['?mode=twilio', ''],
  ])('keeps only pop-webchat from %p', (search, expected) => {
    expect(carriedQuery(search)).toBe(expected);
  });
});

describe('signInRedirect', () => {
  it.each<[string, Parameters<typeof signInRedirect>[0], string]>([
    [
      'a signer path',
      { pathname: '/heloc-signer/sign', search: '?a=1', registrationEnabled: true, signer: true },
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fsign%3Fa%3D1',
    ],
    [
      'a signer path, signer derived from the path',
      { pathname: '/heloc-signer/documents', search: '', registrationEnabled: false },
      '/account/heloc/heloc-signer/login?redirectUrl=%2Faccount%2Fheloc%2Fheloc-signer%2Fdocuments',
    ],
    [
      'registration enabled',
      { pathname: `/${UUID}/start/profile`, search: '?pop-webchat=1', registrationEnabled: true, signer: false },
      `/account/heloc/register?redirectUrl=%2Faccount%2Fheloc%2F${UUID}%2Fstart%2Fprofile%3Fpop-webchat%3D1`,
    ],
    [
      'registration disabled',
      { pathname: `/${UUID}/start/profile`, search: '', registrationEnabled: false, signer: false },
      `/auth/login?redirectUrl=%2Faccount%2Fheloc%2F${UUID}%2Fstart%2Fprofile`,
    ],
    [
      'registration disabled, with a query',
      {
        pathname: `/${UUID}/product/select`,
        search: '?pop-webchat=1&x=a b',
        registrationEnabled: false,
        signer: false,
      },
      `/auth/login?redirectUrl=%2Faccount%2Fheloc%2F${UUID}%2Fproduct%2Fselect%3Fpop-webchat%3D1%26x%3Da%20b`,
    ],
  ])('%s', (_name, input, expected) => {
    expect(signInRedirect(input)).toBe(expected);
  });

  it('produces a redirect-back value that passes isSafeRedirect once decoded', () => {
    const destination = signInRedirect({
      pathname: `/${UUID}/start/profile`,
      search: '?pop-webchat=1',
      registrationEnabled: false,
      signer: false,
    });
    const back = new URL(destination, 'https://example.test').searchParams.get('redirectUrl');
    expect(back).toBe(`/account/heloc/${UUID}/start/profile?pop-webchat=1`);
    expect(isSafeRedirect(back)).toBe(true);
  });
});

describe('notAcceptingApplications', () => {
  const referrer = { referrerRequired: true, wholesale: false };
  const wholesale = { referrerRequired: false, wholesale: true };
  const open = { referrerRequired: false, wholesale: false };

  it.each<[string, Parameters<typeof notAcceptingApplications>[0], boolean]>([
    ['referrer required, root, no referrer', { ...referrer, pathname: '/', search: '' }, true],
    ['referrer required, root, empty referrer', { ...referrer, pathname: '/', search: '?referrer=' }, true],
    ['referrer required, root, blank referrer', { ...referrer, pathname: '/', search: '?referrer=%20' }, true],
    ['referrer required, root, with referrer', { ...referrer, pathname: '/', search: `?referrer=${UUID}` }, false],
    ['referrer required, register, no referrer', { ...referrer, pathname: '/register', search: '' }, true],
    ['referrer required, register/, no referrer', { ...referrer, pathname: '/register/', search: '' }, true],
    [
      'referrer required, register step, no referrer',
      { ...referrer, pathname: '/register', search: '?step=name' },
      true,
    ],
    [
      'referrer required, register step, with referrer',
      { ...referrer, pathname: '/register', search: `?step=name&referrer=${UUID}` },
      false,
    ],
    ['referrer required, other query only', { ...referrer, pathname: '/register', search: '?referrerx=abc' }, true],
    ['referrer required, account-setup', { ...referrer, pathname: '/register/account-setup', search: '' }, false],
    ['referrer required, support', { ...referrer, pathname: '/register/support', search: '' }, false],
    ['referrer required, application route', { ...referrer, pathname: `/${UUID}/start/profile`, search: '' }, false],
    ['referrer required, terms', { ...referrer, pathname: '/terms', search: '' }, false],
    ['wholesale, register, no referrer', { ...wholesale, pathname: '/register', search: '' }, true],
    ['wholesale, register, with referrer', { ...wholesale, pathname: '/register', search: `?referrer=${UUID}` }, true],
    ['wholesale, register step', { ...wholesale, pathname: '/register', search: '?step=birthdate' }, true],
    ['wholesale, root', { ...wholesale, pathname: '/', search: '' }, false],
    ['wholesale, account-setup', { ...wholesale, pathname: '/register/account-setup', search: '' }, false],
    ['wholesale, support', { ...wholesale, pathname: '/register/support', search: '' }, false],
    [
      'wholesale and referrer required, register with referrer',
      { referrerRequired: true, wholesale: true, pathname: '/register', search: '?referrer=x' },
      true,
    ],
    ['open organisation, register', { ...open, pathname: '/register', search: '' }, false],
    ['open organisation, root', { ...open, pathname: '/', search: '' }, false],
  ])('%s -> %p', (_name, input, expected) => {
    expect(notAcceptingApplications(input)).toBe(expected);
  });
});
