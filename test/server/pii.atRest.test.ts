// A run with a synthetic SSN and synthetic bank account numbers, from registration through the bank screens:
// afterwards neither the SQLite file (with its -wal) nor the captured log lines hold them in plain text, and
// no answer carries more than their last four digits.
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { decrypt } from '../../server/security/crypto';
import { SANDBOX_BANK_ACCOUNTS } from '../../server/sandbox/bank';
import { type Borrower, linkDisbursement, linkIncome, ok } from './closingDriver';
import { bearer, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, stageOf, TEST_SSNS, throughOffer, throughSubmission } from './journeyHelpers';

const SSN = TEST_SSNS[0];
/** Typed in on bank/disburse, on bank/autopay (OTHER), and on a refused disburse (confirmation mismatch). */
const DISBURSE_ACCOUNT = '73910058264';
const AUTOPAY_ACCOUNT = '5550192837461';
const REFUSED_ACCOUNT = '80417263951';
const ROUTING = '011000015';

/** Each secret as typed and with its separators dropped. */
function forms(secret: string): string[] {
  return [...new Set([secret, secret.replace(/\D/g, '')])];
}

describe('SSNs and account numbers at rest and in the logs (sqlite)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const answers: LightMyRequestResponse[] = [];
  let borrower: Borrower;

  beforeAll(async () => {
    t = await makeTestApp('sqlite', { logger: true, logStream: { write: (line: string) => void lines.push(line) } });
    const reg = await registerUser(t.app);
    borrower = { ...reg, app: t.app };
    const { jwt, applicationUuid: uuid } = reg;
    await throughOffer(t.app, jwt, uuid);
    await throughSubmission(t.app, jwt, uuid, SSN);
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('INCOME_VERIFICATION');
    await linkIncome(borrower);
    // The linked sandbox account first, then accounts typed in (one refused, so its body meets the error path).
    await linkDisbursement(borrower);
    const inject = async (path: string, payload: Record<string, unknown>, key?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${APP_BASE}/${uuid}/${path}`,
        headers: bearer(jwt, key ? { 'idempotency-key': key } : {}),
        payload,
      });
      answers.push(res);
      return res;
    };
    const refused = await inject('bank/disburse', {
      routingNumber: ROUTING,
      accountNumber: REFUSED_ACCOUNT,
      confirmAccountNumber: `${REFUSED_ACCOUNT}9`,
      accountType: 'CHECKING',
    });
    expect(refused.statusCode).toBe(400);
    ok(
      await inject(
        'bank/disburse',
        {
          routingNumber: ROUTING,
          accountNumber: DISBURSE_ACCOUNT,
          confirmAccountNumber: DISBURSE_ACCOUNT,
          accountType: 'CHECKING',
        },
        // With a key, the request's hash and its answer are kept in idempotency_keys too.
        `disburse-${uuid}`,
      ),
    );
    ok(
      await inject('bank/autopay', {
        choice: 'OTHER',
        routingNumber: ROUTING,
        accountNumber: AUTOPAY_ACCOUNT,
        confirmAccountNumber: AUTOPAY_ACCOUNT,
        accountType: 'SAVINGS',
      }),
    );
    await t.app.pipeline.idle();
    answers.push(await t.app.inject({ url: `${APP_BASE}/${uuid}`, headers: bearer(jwt) }));
  });
  afterAll(async () => {
    await t.close();
  });

  const secrets = () => [
    ...forms(SSN),
    ...forms(DISBURSE_ACCOUNT),
    ...forms(AUTOPAY_ACCOUNT),
    ...forms(REFUSED_ACCOUNT),
    SANDBOX_BANK_ACCOUNTS.checking.accountNumber,
  ];

  it('stored the SSN and every accepted account, encrypted', async () => {
    const identity = await t.app.db
      .selectFrom('identities')
      .select('ssn_encrypted')
      .where('uuid', '=', borrower.identityUuid)
      .executeTakeFirstOrThrow();
    expect(decrypt(identity.ssn_encrypted as string, t.config.encryptionKey).replace(/\D/g, '')).toBe(
      SSN.replace(/\D/g, ''),
    );
    const accounts = await t.app.db
      .selectFrom('bank_accounts')
      .select(['account_encrypted', 'mask'])
      .where('application_uuid', '=', borrower.applicationUuid)
      .execute();
    expect(accounts.map((a) => decrypt(a.account_encrypted, t.config.encryptionKey)).sort()).toEqual(
      [SANDBOX_BANK_ACCOUNTS.checking.accountNumber, DISBURSE_ACCOUNT, AUTOPAY_ACCOUNT].sort(),
    );
    expect(accounts.map((a) => a.mask).sort()).toEqual(
      ['6789', DISBURSE_ACCOUNT.slice(-4), AUTOPAY_ACCOUNT.slice(-4)].sort(),
    );
    // The idempotent disburse left its row, so the check below covers that table as well.
    const keys = await t.app.db.selectFrom('idempotency_keys').select('idem_key').execute();
    expect(keys.map((k) => k.idem_key)).toContain(`disburse-${borrower.applicationUuid}`);
  });

  it('keeps an idempotent request only as a keyed hash, which cannot be matched by trying every SSN or account', async () => {
    const body = {
      accountNumber: DISBURSE_ACCOUNT,
      accountType: 'CHECKING',
      confirmAccountNumber: DISBURSE_ACCOUNT,
      routingNumber: ROUTING,
    };
    const request = `POST ${APP_BASE}/${borrower.applicationUuid}/bank/disburse\n${JSON.stringify(body)}`;
    const row = await t.app.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('idem_key', '=', `disburse-${borrower.applicationUuid}`)
      .executeTakeFirstOrThrow();
    // The same request string under the server's key gives the stored hash, so the first check is not vacuous.
    expect(row.request_hash).toBe(createHmac('sha256', t.config.encryptionKey).update(request).digest('hex'));
    expect(row.request_hash).not.toBe(createHash('sha256').update(request).digest('hex'));
  });

  it('answered with masked account numbers only', () => {
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(accepted.at(-1)?.json()).toMatchObject({
      disburseAccount: { mask: DISBURSE_ACCOUNT.slice(-4), accountNumber: `*******${DISBURSE_ACCOUNT.slice(-4)}` },
    });
    for (const answer of answers) {
      for (const secret of secrets()) expect(answer.body).not.toContain(secret);
    }
  });

  it('leaves neither the SSN nor an account number in plain text in the SQLite file or its WAL', () => {
    const files = [t.dbFile as string, `${t.dbFile}-wal`].filter((f) => existsSync(f));
    expect(files.length).toBeGreaterThan(0);
    const bytes = Buffer.concat(files.map((f) => readFileSync(f)));
    // The file holds the run (the borrower's name, the masks), so an empty read cannot pass for a clean one.
    expect(bytes.includes(Buffer.from(borrower.email))).toBe(true);
    for (const secret of secrets()) {
      expect({ secret, found: bytes.includes(Buffer.from(secret)) }).toEqual({ secret, found: false });
    }
  });

  it('leaves neither in the captured log lines', () => {
    const log = lines.join('');
    // The requests were logged, the refused one included.
    expect(log).toContain(`${APP_BASE}/${borrower.applicationUuid}/bank/disburse`);
    expect(log).toContain(`${APP_BASE}/${borrower.applicationUuid}/contact`);
    for (const secret of secrets()) {
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
  });
});
