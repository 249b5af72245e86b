// GET /{uuid}/adverse-action: the notice a declined borrower is owed, driven from the sandbox personas of
// docs/SANDBOX.md to their decline, and refused to anyone else and to an application with no decline.
import type { AdverseActionNotice } from '../../src/domain/adverseAction';
import { localDate } from '../../src/domain/timeZones';
import { loadPrequalRecord } from '../../server/pipeline/prequalRecord';
import { mainOrganisation } from '../../server/organisations';
import { SANDBOX_CREDIT_BUREAU } from '../../server/sandbox/credit';
import { dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, get, profileBody, stageOf, submit } from './journeyHelpers';

const CFPB = 'Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552';

describe.each(dialects)('adverse action notice (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Registers `lastName`, then profile and liens: underwriting decides on the soft pull. */
  async function underwritten(lastName: string) {
    const reg = await registerUser(t.app, { lastName });
    const { jwt, applicationUuid: uuid } = reg;
    await submit(t.app, jwt, uuid, 'profile', profileBody({ lastName }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    return { jwt, uuid };
  }

  async function historyAt(uuid: string, cause: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('stage_history')
      .select('at')
      .where('application_uuid', '=', uuid)
      .where('cause', '=', cause)
      .executeTakeFirstOrThrow();
    return row.at;
  }

  async function notice(jwt: string, uuid: string): Promise<AdverseActionNotice> {
    const res = await get(t.app, jwt, uuid, 'adverse-action');
    expect(res.statusCode).toBe(200);
    return res.json<AdverseActionNotice>();
  }

  it('Lowscore: the credit-score reason, the creditor, the ECOA notice and the credit score disclosure', async () => {
    const { jwt, uuid } = await underwritten('Lowscore');
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('DECLINED');
    const body = await notice(jwt, uuid);
    const info = mainOrganisation().metadata.companyInfo;

    expect(body.action).toBe('Your application for a home equity line of credit has been declined.');
    expect(body.reasonCode).toBe('creditScore');
    expect(body.reasons).toEqual(['Credit score below our minimum']);
    const decidedAt = await historyAt(uuid, 'underwriting:decline-creditScore');
    expect(body.decidedAt).toBe(decidedAt);
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.decidedOn).toBe(localDate(new Date(decidedAt), 'America/Chicago'));
    expect(body.creditor).toEqual({
      name: info.companyName,
      address: info.companyAddress,
      phone: info.phoneFormatted,
      nmls: info.companyNMLS,
    });
    expect(body.ecoaNotice).toMatch(
      /^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/,
    );
    expect(body.ecoaNotice).toContain(CFPB);

    const record = await loadPrequalRecord(t.app.db, uuid);
    const softPulledAt = await historyAt(uuid, 'vendor:soft-credit');
    expect(body.creditScore).toEqual({
      score: record.softCredit?.score,
      rangeLow: 300,
      rangeHigh: 850,
      bureau: { ...SANDBOX_CREDIT_BUREAU },
      // The pull's date in Austin (the registered property's zone), not its UTC date.
      scoredOn: localDate(new Date(softPulledAt), 'America/Chicago'),
      keyFactors: record.softCredit?.keyFactors,
      rights: expect.arrayContaining([expect.stringContaining('within 60 days')]),
    });
    expect(body.creditScore?.score).toBe(600);
    expect(body.creditScore?.keyFactors).toHaveLength(4);
  });

  it('Highdti: the debt-to-income reasons, with no credit score disclosure', async () => {
    const { jwt, uuid } = await underwritten('Highdti');
    const body = await notice(jwt, uuid);
    expect(body.reasonCode).toBe('dti');
    expect(body.reasons).toEqual([
      'Income insufficient for amount of credit requested',
      'Excessive obligations in relation to income',
    ]);
    expect(body.creditScore).toBeNull();
    expect(body.ecoaNotice).toContain(CFPB);
  });

  it('Decline: the derogatory reasons and the score disclosure with the report’s key factors', async () => {
    const { jwt, uuid } = await underwritten('Decline');
    const body = await notice(jwt, uuid);
    expect(body.reasonCode).toBe('derogatory');
    expect(body.reasons).toContain('Serious delinquency, public record or collection');
    expect(body.creditScore?.score).toBe(760);
    expect(body.creditScore?.keyFactors[0]).toBe('Serious delinquency, and public record or collection filed');
  });

  it('another borrower’s token gets 404, and no token 401', async () => {
    const { uuid } = await underwritten('Lowscore');
    const other = await registerUser(t.app);
    const res = await get(t.app, other.jwt, uuid, 'adverse-action');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found');

    const anonymous = await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}/adverse-action` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an application that is not declined: 404 "No decision to explain"', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('LIEN_VERIFICATION');
    const res = await get(t.app, jwt, uuid, 'adverse-action');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['No decision to explain'], message: 'No decision to explain' });

    // Offers, not a decline: still nothing to explain.
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('OFFER_SELECTION');
    expect((await get(t.app, jwt, uuid, 'adverse-action')).statusCode).toBe(404);
  });
});
