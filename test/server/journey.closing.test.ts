// The whole journey on the server: registration, the pre-qualification routes to INCOME_VERIFICATION,
// then the closing routes to COMPLETE; every stage change is a history row made by the engine.
import type { Borrower } from './closingDriver';
import { application, call, enotary, ok, uploadInsurance, throughNoteSigning } from './closingDriver';
import { dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { TEST_SSNS, throughOffer, throughSubmission } from './journeyHelpers';

describe.each(dialects)('journey to funded (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, pre-qualifies, verifies, signs, notarises, insures and funds', async () => {
    const registered = await registerUser(t.app, {
      property: { street1: '40 Aspen Way', street2: '', city: 'Boulder', state: 'CO', zip: '80302' },
    });
    const b: Borrower = { ...registered, app: t.app };
    await throughOffer(t.app, b.jwt, b.applicationUuid);
    await throughSubmission(t.app, b.jwt, b.applicationUuid, TEST_SSNS[1]);
    await t.app.pipeline.idle();
    let app = await application(b);
    expect(app.status.checklistStatus).toBe('INCOME_VERIFICATION');
    const amount = app.amount;
    expect(amount).toBe(50_000);

    await throughNoteSigning(b);
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();

    app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    const status = ok<{ amount: number; loanNumber: string; complete: boolean }>(
      await call(b, 'GET', 'closing/status'),
    );
    expect(status).toEqual(expect.objectContaining({ amount, complete: true, loanNumber: app.loanNumber }));

    const rows = await t.app.db
      .selectFrom('stage_history')
      .select(['from_stage', 'to_stage'])
      .where('application_uuid', '=', b.applicationUuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();
    // Each row starts where the one before ended: no stage was changed behind the engine's back.
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.from_stage).toBe(rows[i - 1]!.to_stage);
    expect(rows[0]!.to_stage).toBe('BASIC_INFO');
    expect(rows.at(-1)!.to_stage).toBe('COMPLETE');
  });
});
