// What reaches the logs: request lines, never passwords, tokens or cookies.
import { dialects, makeTestApp, registerUser, bearer, type TestApp } from './helpers';

describe.each(dialects)('logging (%s)', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await makeTestApp(dialect, { logger: true, logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs requests without the password, the bearer token or the cookie', async () => {
    const password = 'Sup3rSecretPassw0rd';
    const registered = await registerUser(t.app, { password });
    await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email: registered.email, password: 'Wr0ngButSecret99' },
    });
    await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${registered.applicationUuid}`,
      headers: bearer(registered.jwt, { cookie: 'org=HEARTH; session=cookie-secret-value' }),
    });
    const log = lines.join('');
    expect(log).toContain('/identity/api/v1/registration/register'); // the requests were logged
    expect(log).toContain(`/service-application/api/v1/application/heloc/${registered.applicationUuid}`);
    for (const secret of [password, 'Wr0ngButSecret99', registered.jwt, 'cookie-secret-value']) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts PII and credentials wherever a log call puts them', () => {
    lines.length = 0;
    t.app.log.info(
      {
        req: { headers: { authorization: 'Bearer leaked.jwt.value', cookie: 'c=leaked-cookie' } },
        body: { password: 'leaked-password', ssn: '123-45-6789', accountNumber: '000123456789' },
        applicant: { ssn: '987-65-4321', accountNumber: '111122223333' },
      },
      'a log call carrying PII',
    );
    const log = lines.join('');
    expect(log).toContain('a log call carrying PII');
    for (const secret of [
      'leaked.jwt.value',
      'leaked-cookie',
      'leaked-password',
      '123-45-6789',
      '000123456789',
      '987-65-4321',
      '111122223333',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('[redacted]');
  });
});
