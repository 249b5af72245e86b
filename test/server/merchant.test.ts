// Debt payoff at closing (the Payoff persona): from income verification to merchant/review after the bank
// accounts and the ID, the choices saved and the over-limit refused, the attestation, then the closing
// disclosure and, at funding, the payoff to the creditors. Owner-only, Idempotency-Key, 409 out of stage.
import { updateStoredFields } from '../../server/applications/repository';
import type { PayoffStatementsOrderDetail } from '../../server/pipeline/stages/orderDetails';
import { latestOrder } from '../../server/orders/repository';
import { screenForStage } from '../../src/domain/routing/stageScreen';
import { evaluateTriggers } from '../../src/domain/flow/triggers';
import type { DebtPayoffAnswer } from '../../src/domain/payoff';
import type { Application } from '../../src/domain/types';
import {
  application,
  atIncomeVerification,
  BASE,
  type Borrower,
  call,
  enotary,
  journeyToIncomeVerification,
  linkDisbursement,
  linkIncome,
  ok,
  signDocuments,
  stage,
  uploadId,
  uploadInsurance,
} from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

function screen(app: Application): string {
  return screenForStage(app.status.checklistStatus, { uuid: app.uuid, application: app, flowState: null }).replace(
    `/${app.uuid}/`,
    '',
  );
}

async function bankAndId(t: TestApp, b: Borrower): Promise<Application> {
  await linkIncome(b);
  await linkDisbursement(b);
  ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
  await uploadId(b);
  await t.app.pipeline.idle();
  return application(b);
}

async function payoff(b: Borrower): Promise<DebtPayoffAnswer> {
  return ok<DebtPayoffAnswer>(await call(b, 'GET', 'merchant/payoff'));
}

function errorsOf(res: { json(): unknown }): string[] {
  return (res.json() as { errors: string[] }).errors;
}

const ALL_ATTESTED = { attestAccounts: true, authorizePayment: true, authorizeLienRelease: true };

describe.each(dialects)('debt payoff at closing (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('Payoff persona: reaches merchant/review after the bank and ID, then attests, signs and is paid off at funding', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Payoff' });
    let app = await bankAndId(t, b);
    expect(app.status.checklistStatus).toBe('DEBT_PAYOFF_REVIEW');
    expect(app.status.debtPayoff).toBe('REVIEW');
    expect(screen(app)).toBe('merchant/review');

    const before = await payoff(b);
    expect(before.debts.map((d) => [d.creditor, d.kind, d.accountMask, d.balance])).toEqual([
      ['Northwind Bank Visa', 'CREDIT_CARD', '4821', 8412.37],
      ['Harbor Card Services', 'CREDIT_CARD', '1937', 5230],
      ['Summit Personal Lending', 'PERSONAL_LOAN', '7704', 14650.12],
      ['Brightside Solar Finance', 'SOLAR_LOAN', '3390', 21980],
    ]);
    // Only the last four digits are ever shown.
    for (const d of before.debts) expect(d.accountNumber).toBe(`************${d.accountMask}`);
    expect(before.initialDraw).toBe(app.uwCalculatedDrawAmount);
    // The journey's $50,000 line less its fee: all four debts ($50,272.49) do not fit.
    expect(before.initialDraw).toBe(49_505);
    expect(before.disburseAccountMask).toBe('6789');
    expect(before).toEqual(expect.objectContaining({ selectedDebtIds: [], reviewed: false, attested: false }));

    // The attestation is not open before the choice.
    expect((await call(b, 'POST', 'merchant/attestation', ALL_ATTESTED)).statusCode).toBe(409);

    const all = await call(b, 'POST', 'merchant/review', { payoffDebtIds: ['tl-1', 'tl-2', 'tl-3', 'tl-4'] });
    expect(all.statusCode).toBe(400);
    expect(errorsOf(all)).toEqual([
      'payoffDebtIds: The debts you chose total $50,272.49, more than your initial draw of $49,505.00. Choose fewer debts.',
    ]);
    expect(await stage(b)).toBe('DEBT_PAYOFF_REVIEW');

    app = ok(await call(b, 'POST', 'merchant/review', { payoffDebtIds: ['tl-4', 'tl-1'] }));
    expect(app.status.checklistStatus).toBe('DEBT_PAYOFF_ATTESTATION');
    expect(app.status.debtPayoff).toBe('ATTESTATION');
    expect(screen(app)).toBe('merchant/lien-attestation');
    expect(evaluateTriggers({ state: 'waitSign', application: app, profile: {} as never })).toContain(
      'merchantReviewed',
    );
    const chosen = await payoff(b);
    // Saved in the report's order.
    expect(chosen.selectedDebtIds).toEqual(['tl-1', 'tl-4']);
    expect(chosen.reviewed).toBe(true);

    // The solar loan's fixture filing is a lien on the home: its release must be authorised too.
    const withoutRelease = await call(b, 'POST', 'merchant/attestation', {
      attestAccounts: true,
      authorizePayment: true,
    });
    expect(withoutRelease.statusCode).toBe(400);
    expect(errorsOf(withoutRelease)).toEqual([
      'authorizeLienRelease: Authorize us to request the lien release to continue',
    ]);
    expect(await stage(b)).toBe('DEBT_PAYOFF_ATTESTATION');
    // The review is closed once the choice is made.
    expect((await call(b, 'POST', 'merchant/review', { payoffDebtIds: [] })).statusCode).toBe(409);

    app = ok(await call(b, 'POST', 'merchant/attestation', ALL_ATTESTED));
    expect(app.status.debtPayoff).toBe('COMPLETE');
    expect(evaluateTriggers({ state: 'lienAttestation', application: app, profile: {} as never })).toContain(
      'lienAttestation',
    );
    // The creditors are asked for their payoff statements: the borrower waits on payoff/hold while they come in.
    expect(app.status.checklistStatus).toBe('PAYOFF_REQUEST_PENDING');
    expect(screen(app)).toBe('payoff/hold');
    const requested = await latestOrder<PayoffStatementsOrderDetail>(t.app.db, b.applicationUuid, 'payoffStatements');
    expect(requested?.status).toBe('REQUESTED');
    // A real wait on the job engine: one sandbox business day from now, not an answer at once.
    expect(Date.parse(requested!.readyAt!)).toBeGreaterThan(Date.now());
    // A second look before the statements are due leaves it waiting.
    await t.app.pipeline.advance(b.applicationUuid, 'test:early-look');
    expect(await stage(b)).toBe('PAYOFF_REQUEST_PENDING');
    await t.app.pipeline.idle();
    app = await application(b);
    const received = await latestOrder<PayoffStatementsOrderDetail>(t.app.db, b.applicationUuid, 'payoffStatements');
    expect(received?.status).toBe('RECEIVED');
    expect(received?.detail.statements.map((s) => [s.creditor, s.accountMask, s.payoffAmount])).toEqual([
      ['Northwind Bank Visa', '4821', 8412.37],
      ['Brightside Solar Finance', '3390', 21980],
    ]);
    // The pipeline carries on where it would have: the closing disclosure, then signing.
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
    // Signing is never pulled back to the attestation once the closing disclosure is ready.
    expect(evaluateTriggers({ state: 'sign', application: app, profile: {} as never })).not.toContain(
      'lienAttestation',
    );
    expect(screen(app)).toBe('signing/intro');
    expect((await payoff(b)).attested).toBe(true);

    await signDocuments(b);
    await t.app.pipeline.idle();
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('COMPLETE');
    const history = await t.app.db
      .selectFrom('stage_history')
      .select('to_stage')
      .where('application_uuid', '=', b.applicationUuid)
      .orderBy('at')
      .execute();
    const stages = history.map((h) => h.to_stage);
    expect(stages.indexOf('DIRECT_DEBT_PAYOFF')).toBeGreaterThan(stages.indexOf('FUNDING_DECISION'));
    expect(
      stages.slice(stages.indexOf('DEBT_PAYOFF_ATTESTATION'), stages.indexOf('GEN_CLOSING_DISCLOSURE') + 1),
    ).toEqual(['DEBT_PAYOFF_ATTESTATION', 'PAYOFF_REQUEST_PENDING', 'GEN_CLOSING_DISCLOSURE']);
    expect((await payoff(b)).paidAt).toEqual(expect.any(String));
  });

  it('choosing no debt sends the whole draw to the borrower and skips the attestation', async () => {
    const b = await atIncomeVerification(t.app, { lastName: 'Payoff' });
    expect((await bankAndId(t, b)).status.checklistStatus).toBe('DEBT_PAYOFF_REVIEW');
    ok(await call(b, 'POST', 'merchant/review', { payoffDebtIds: [] }));
    await t.app.pipeline.idle();
    const app = await application(b);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
    expect(app.status.debtPayoff).toBe('COMPLETE');
    expect((await payoff(b)).selectedDebtIds).toEqual([]);
  });

  it('refuses debts over the initial draw, unknown debts, and saves nothing', async () => {
    const b = await atIncomeVerification(t.app, { lastName: 'Payoff' });
    await bankAndId(t, b);
    // A smaller line: the initial draw is $20,000.
    await updateStoredFields(t.app.db, b.applicationUuid, (data) => ({ ...data, uwCalculatedDrawAmount: 20_000 }));

    const over = await call(b, 'POST', 'merchant/review', { payoffDebtIds: ['tl-1', 'tl-2', 'tl-3'] });
    expect(over.statusCode).toBe(400);
    expect(errorsOf(over)).toEqual([
      'payoffDebtIds: The debts you chose total $28,292.49, more than your initial draw of $20,000.00. Choose fewer debts.',
    ]);
    const unknown = await call(b, 'POST', 'merchant/review', { payoffDebtIds: ['tl-1', 'nope'] });
    expect(unknown.statusCode).toBe(400);
    expect(errorsOf(unknown)).toEqual(['payoffDebtIds: Choose only debts listed on your credit report']);
    expect(await stage(b)).toBe('DEBT_PAYOFF_REVIEW');
    expect((await payoff(b)).reviewed).toBe(false);

    // Within the draw it is taken.
    ok(await call(b, 'POST', 'merchant/review', { payoffDebtIds: ['tl-1', 'tl-2'] }));
    expect(await stage(b)).toBe('DEBT_PAYOFF_ATTESTATION');
  });

  it('answers 409 when the application is not at the payoff stages, and other personas never stop there', async () => {
    const b = await atIncomeVerification(t.app);
    expect((await call(b, 'POST', 'merchant/review', { payoffDebtIds: [] })).statusCode).toBe(409);
    expect((await call(b, 'POST', 'merchant/attestation', ALL_ATTESTED)).statusCode).toBe(409);
    const app = await bankAndId(t, b);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
    expect(app.status.debtPayoff).toBeUndefined();
    expect((await payoff(b)).debts).toEqual([]);
  });

  it('is owner-only: another borrower gets 404 before any validation, and no token 401', async () => {
    const b = await atIncomeVerification(t.app, { lastName: 'Payoff' });
    await bankAndId(t, b);
    const other = await registerUser(t.app, { lastName: 'Stranger' });
    for (const [method, path, payload] of [
      ['GET', 'merchant/payoff', undefined],
      ['POST', 'merchant/review', { payoffDebtIds: ['bad'] }],
      ['POST', 'merchant/attestation', {}],
    ] as const) {
      const url = `${BASE}/${b.applicationUuid}/${path}`;
      const foreign = await t.app.inject({ method, url, headers: bearer(other.jwt), payload });
      expect(foreign.statusCode).toBe(404);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(await stage(b)).toBe('DEBT_PAYOFF_REVIEW');
  });

  it('an Idempotency-Key replays the first answer of the review', async () => {
    const b = await atIncomeVerification(t.app, { lastName: 'Payoff' });
    await bankAndId(t, b);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/${b.applicationUuid}/merchant/review`,
        headers: bearer(b.jwt, { 'idempotency-key': 'review-1' }),
        payload: { payoffDebtIds: ['tl-2'] },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    // Without the key the second post would be a 409 (the review is closed): the first answer is replayed.
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });
});
