import { readFileSync } from 'node:fs';
import { RENEWAL_SHARED_MS } from '../../server/security/auth';
import { signToken, TOKEN_TTL_SECONDS } from '../../server/security/jwt';
import { bearer, dialects, makeTestApp, PASSWORD, registerUser, registrationBody, type TestApp } from './helpers';

const REGISTER = '/identity/api/v1/registration/register';
const LOGIN = '/identity/api/v1/login';

describe.each(dialects)('identity (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('registration', () => {
    it('creates the identity, its profile and the first application with the property', async () => {
      const { response, jwt, applicationUuid, email } = await registerUser(t.app, {
        referrerUuid: 'ABCDEF01-2345-6789-abcd-ef0123456789',
      });
      const body = response.json();
      expect(body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.headers.authorization).toBe(`Bearer ${body.jwt}`);
      expect(body.identity).toEqual({
        uuid: expect.any(String),
        type: 'BORROWER',
        email,
        phoneNumbers: ['5125550142'],
        organizationCode: 'HEARTH',
        isBroker: false,
      });

      const app = await t.app.inject({
        url: `/service-application/api/v1/application/heloc/${applicationUuid}`,
        headers: bearer(jwt),
      });
      expect(app.statusCode).toBe(200);
      const application = app.json();
      expect(application.status.checklistStatus).toBe('BASIC_INFO');
      expect(application.property).toEqual({
        uuid: application.selectedPropertyUuid,
        street1: '12 Elm Street',
        street2: 'Unit 4',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      });
      expect(application.saleStatus).toBe('NOT_SELLING');
      expect(application.incomeSources).toEqual([
        { uuid: expect.any(String), employmentType: 'FULL_TIME', annualIncome: 120000 },
      ]);
      expect(application.referrer).toEqual({ referrerUuid: 'abcdef01-2345-6789-abcd-ef0123456789' });
      expect(application).toMatchObject({
        consents: [],
        documents: [],
        disburseAccount: null,
        payType: null,
        helocSigners: [],
        loanNumber: null,
        isBroker: false,
      });

      const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
      expect(profile.json()).toEqual({
        uuid: body.identity.uuid,
        name: { uuid: body.identity.uuid, firstName: 'Dana', middleName: null, lastName: 'Rivera', suffix: null },
        dob: '1980-04-12',
        hasSsn: false,
        email,
        phoneNumbers: ['5125550142'],
        addresses: [
          {
            uuid: application.selectedPropertyUuid,
            street1: '12 Elm Street',
            street2: 'Unit 4',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
            ownership: null,
          },
        ],
        optimizelyProfileUuid: null,
      });
    });

    it('answers 400 with one message per invalid field', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: registrationBody({
          email: 'not-an-email',
          password: 'short',
          agreeToTerms: false,
          property: { street1: '1 A St', city: 'X', state: 'ZZ', zip: '123' },
        }),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          'email: Enter a valid email address',
          'password: Use at least 10 characters',
          'agreeToTerms: You must agree to continue',
          'property.state: Choose a state',
          'property.zip: Enter a 5-digit ZIP code',
        ]),
      );
      expect(body.message).toBe(body.errors[0]);
    });

    it('refuses an under-age borrower and a malformed referrer', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: registrationBody({ dob: '2020-01-01', referrerUuid: 'nope' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining(['dob: You must be at least 18 years old', 'referrerUuid: Invalid referrer']),
      );
    });

    it('answers 409 when the email is already registered with this organisation, in any case', async () => {
      const { email } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: registrationBody({ email: email.toUpperCase() }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual(['An account with this email already exists']);
    });

    it('lets the same email register with another organisation', async () => {
      const { email } = await registerUser(t.app);
      const other = await registerUser(t.app, { email }, { 'x-org': 'PINECREST_CU' });
      expect(other.response.json().identity.organizationCode).toBe('PINECREST_CU');
    });

    it('answers 400 for an x-org header naming no organisation', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: registrationBody(),
        headers: { 'x-org': 'NOPE' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: ['Unknown organisation'], message: 'Unknown organisation' });
    });
  });

  describe('login', () => {
    it('signs in with the right password and returns a token and the identity', async () => {
      const { email, identityUuid } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: email.toUpperCase(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().identity.uuid).toBe(identityUuid);
      expect(res.headers.authorization).toBe(`Bearer ${res.json().jwt}`);
      const me = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(res.json().jwt) });
      expect(me.json().uuid).toBe(identityUuid);
    });

    it('answers 401 for a wrong password and an unknown email alike', async () => {
      const { email } = await registerUser(t.app);
      const wrong = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email, password: 'wrong password 1' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'nobody@example.com', password: PASSWORD },
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: ['Invalid email or password'], message: 'Invalid email or password' });
        expect(res.headers.authorization).toBeUndefined();
      }
    });

    it('does not sign in with another organisation', async () => {
      const { email } = await registerUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email, password: PASSWORD },
        headers: { 'x-org': 'SUMMIT_RATE' },
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 400 for a missing password', async () => {
      const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'a@example.com' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['password: Required']);
    });

    it('answers 400, not 500, for an object or array where a string belongs, without quoting it back', async () => {
      // yup's trim() transform would call .trim() on the object and throw before its type check.
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: { $gt: 'secret-probe' }, password: ['x'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: ['email: must be a string', 'password: must be a string'],
        message: 'email: must be a string',
      });
    });
  });

  describe('identity endpoints', () => {
    it('answers 401 unauthenticated without a token', async () => {
      for (const url of [
        '/identity/secure/api/v1/identity',
        '/identity/secure/api/v1_1/identity',
        '/service-profile/api/v1/profile',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: ['unauthenticated'], message: 'unauthenticated' });
      }
    });

    it('returns the identity', async () => {
      const { jwt, identityUuid, email } = await registerUser(t.app);
      const res = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: identityUuid, email, type: 'BORROWER' });
    });

    it('reads the bearer token in any case and spacing, and only a whole one, whether or not it is known here', async () => {
      const { jwt, identityUuid } = await registerUser(t.app);
      const ask = (authorization: string) =>
        t.app.inject({ url: '/identity/secure/api/v1/identity', headers: { authorization } });
      // First in other forms (the token is verified from scratch), then in the app's own, then the others again
      // (now answered from memory): each form gets the same answer both times.
      const accepted = [`bearer ${jwt}`, `BEARER\t${jwt}`, `Bearer   ${jwt}`];
      const refused = [`Bearer ${jwt} extra`, `Bearer ${jwt}\t`, `Bearer${jwt}`, `Token ${jwt}`, jwt, 'Bearer '];
      for (const round of [1, 2]) {
        for (const header of accepted) {
          const res = await ask(header);
          expect({ round, header, status: res.statusCode }).toEqual({ round, header, status: 200 });
          expect(res.json().uuid).toBe(identityUuid);
        }
        for (const header of refused) {
          const res = await ask(header);
          expect({ round, header, status: res.statusCode }).toEqual({ round, header, status: 401 });
          expect(res.json().errors).toEqual(['unauthenticated']);
        }
        expect((await ask(`Bearer ${jwt}`)).statusCode).toBe(200);
      }
    });

    it('sends no token for a fresh one and re-signs one older than a minute (sliding expiry)', async () => {
      const { jwt } = await registerUser(t.app);
      const fresh = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers.authorization).toBeUndefined();

      const later = Date.now() + 2 * 60 * 1000;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        const old = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
        expect(old.statusCode).toBe(200);
        const renewed = String(old.headers.authorization).replace(/^Bearer /, '');
        expect(renewed).not.toBe(jwt);
        const payload = JSON.parse(Buffer.from(renewed.split('.')[1], 'base64url').toString('utf8')) as {
          iat: number;
          exp: number;
        };
        expect(payload.iat).toBe(Math.floor(later / 1000));
        expect(payload.exp - payload.iat).toBe(TOKEN_TTL_SECONDS);
      } finally {
        clock.mockRestore();
      }
    });

    it('renews an old token once for the calls a page makes with it, and again once that renewal is 30 s old', async () => {
      const { jwt } = await registerUser(t.app);
      const { sid } = JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { sid: string };
      const sessionEnd = async () =>
        (
          await t.app.db
            .selectFrom('auth_sessions')
            .select('expires_at')
            .where('uuid', '=', sid)
            .executeTakeFirstOrThrow()
        ).expires_at;
      const identity = async () => {
        const res = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
        expect(res.statusCode).toBe(200);
        return String(res.headers.authorization);
      };
      const later = Date.now() + 2 * 60 * 1000;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        const together = await Promise.all([identity(), identity(), identity()]);
        expect(new Set(together).size).toBe(1);
        expect(together[0]).not.toBe(`Bearer ${jwt}`);
        const extendedTo = await sessionEnd();
        expect(Date.parse(extendedTo)).toBe(later + TOKEN_TTL_SECONDS * 1000);

        // Five seconds on: a re-signed token would have a later iat, and the session would move on five seconds.
        clock.mockReturnValue(later + 5_000);
        expect(await identity()).toBe(together[0]);
        expect(await sessionEnd()).toBe(extendedTo);

        clock.mockReturnValue(later + RENEWAL_SHARED_MS + 1_000);
        const renewedAgain = await identity();
        expect(renewedAgain).not.toBe(together[0]);
        expect(Date.parse(await sessionEnd())).toBe(later + RENEWAL_SHARED_MS + 1_000 + TOKEN_TTL_SECONDS * 1000);
      } finally {
        clock.mockRestore();
      }
    });

    it('returns the legacy v1_1 identity user', async () => {
      const { jwt, identityUuid } = await registerUser(t.app);
      const res = await t.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
      expect(res.json()).toEqual({
        uuid: identityUuid,
        organizationCode: 'HEARTH',
        profileType: 'BORROWER',
        email: expect.any(String),
        updatedAt: expect.any(String),
        twoFactorEnabled: false,
        aliases: [],
        passwordExpired: false,
        totpVerified: false,
        wallet: null,
        isBroker: false,
        activeLegacyCustomerOrgs: [],
        firstName: 'Dana',
        middleName: null,
        lastName: 'Rivera',
        suffix: null,
      });
    });

    it('refuses an expired token as unauthenticated', async () => {
      const { identityUuid } = await registerUser(t.app);
      const expired = await signToken(t.config.jwtSecret, { sub: identityUuid, org: 'HEARTH', sid: 'no-session' }, -60);
      const res = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(expired) });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual(['unauthenticated']);
    });

    it('refuses a tampered or foreign-signed token with invalid signature', async () => {
      const { jwt, identityUuid } = await registerUser(t.app);
      const [h, p, s] = jwt.split('.');
      const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
      const foreign = await signToken('another secret entirely', {
        sub: identityUuid,
        org: 'HEARTH',
        sid: 'no-session',
      });
      for (const token of [flipped, foreign]) {
        const res = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: bearer(token) });
        expect(res.statusCode).toBe(401);
        expect(res.json().errors).toEqual(['invalid signature']);
      }
    });

    it('refuses a token of one organisation on a request for another', async () => {
      const { jwt } = await registerUser(t.app);
      const res = await t.app.inject({
        url: '/identity/secure/api/v1/identity',
        headers: bearer(jwt, { 'x-org': 'PINECREST_CU' }),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  if (dialect === 'sqlite') {
    it('stores no plain password in the SQLite file', async () => {
      const secret = 'plainly-visible-password-99';
      await registerUser(t.app, { password: secret });
      // WAL mode: the row may still sit in the -wal file, so read both.
      const files = [t.dbFile!, `${t.dbFile!}-wal`];
      const text = files
        .map((f) => {
          try {
            return readFileSync(f).toString('latin1');
          } catch {
            return '';
          }
        })
        .join('');
      expect(text).toContain('scrypt$');
      expect(text).not.toContain(secret);
    });
  }
});

describe.each(dialects)('auth rate limit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { authRateLimit: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a message after the configured number of attempts per minute', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: LOGIN, payload: { email: 'x@example.com', password: 'whatever12' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    // Registration counts separately but is limited too.
    const reg = () => t.app.inject({ method: 'POST', url: REGISTER, payload: {} });
    for (let i = 0; i < 3; i += 1) expect((await reg()).statusCode).toBe(400);
    expect((await reg()).statusCode).toBe(429);
  });
});
