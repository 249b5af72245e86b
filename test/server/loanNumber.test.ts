// The loan number: assigned at closing (when the closing documents are prepared), unique across applications,
// the same however often (or however concurrently) it is asked for, and what the documents print: "Assigned at
// closing" before, the number after, never the application's internal id.
import {
  assignLoanNumber,
  formatLoanNumber,
  isLoanNumber,
  LOAN_NUMBER_PENDING,
  luhnCheckDigit,
} from '../../server/applications/loanNumber';
import { updateStoredFields } from '../../server/applications/repository';
import {
  application,
  atIncomeVerification,
  BASE,
  call,
  enotary,
  linkDisbursement,
  linkIncome,
  ok,
  signDocuments,
  uploadId,
  uploadInsurance,
  type Borrower,
} from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { pdfText } from './pdfText';

describe('loan number format', () => {
  it('is HL, eight digits and their Luhn check digit', () => {
    // The Luhn algorithm's textbook example: 7992739871 checks with 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(formatLoanNumber(12345678)).toBe(`HL12345678${luhnCheckDigit('12345678')}`);
    expect(formatLoanNumber(12345678)).toMatch(/^HL\d{9}$/);
    expect(() => formatLoanNumber(1234567)).toThrow();
    expect(() => formatLoanNumber(123456789)).toThrow();
  });

  it('catches a mistyped digit or two swapped digits', () => {
    const number = formatLoanNumber(40718263);
    expect(isLoanNumber(number)).toBe(true);
    const digits = number.slice(2);
    for (let i = 0; i < digits.length; i++) {
      const typo = `HL${digits.slice(0, i)}${(Number(digits[i]) + 1) % 10}${digits.slice(i + 1)}`;
      expect(isLoanNumber(typo)).toBe(false);
    }
    for (let i = 0; i < digits.length - 1; i++) {
      if (digits[i] === digits[i + 1]) continue;
      const swapped = `HL${digits.slice(0, i)}${digits[i + 1]}${digits[i]}${digits.slice(i + 2)}`;
      // Luhn misses only the 09 <-> 90 swap, and a swap that makes the body start with 0 is not well formed.
      if (`${digits[i]}${digits[i + 1]}` === '09' || `${digits[i]}${digits[i + 1]}` === '90') continue;
      expect(isLoanNumber(swapped)).toBe(false);
    }
    expect(isLoanNumber('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee')).toBe(false);
  });
});

describe.each(dialects)('loan numbers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const now = new Date('2026-11-20T15:00:00.000Z');
  const rowsFor = (uuid: string) =>
    t.app.db.selectFrom('loan_numbers').selectAll().where('application_uuid', '=', uuid).execute();

  it('gives an application one number, the same on every later call', async () => {
    const { applicationUuid } = await registerUser(t.app);
    const first = await assignLoanNumber(t.app.db, applicationUuid, now);
    expect(isLoanNumber(first)).toBe(true);
    expect(await assignLoanNumber(t.app.db, applicationUuid, new Date())).toBe(first);
    expect(await rowsFor(applicationUuid)).toEqual([
      { loan_number: first, application_uuid: applicationUuid, assigned_at: now.toISOString() },
    ]);
  });

  it('never gives another application a number already taken: a collision draws again', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const taken = await assignLoanNumber(t.app.db, a.applicationUuid, now, () => 55_555_555);
    const draws = [55_555_555, 55_555_555, 66_666_666];
    const next = await assignLoanNumber(t.app.db, b.applicationUuid, now, () => draws.shift()!);
    expect(taken).toBe(formatLoanNumber(55_555_555));
    expect(next).toBe(formatLoanNumber(66_666_666));
    expect(draws).toEqual([]);
    expect((await rowsFor(a.applicationUuid))[0]!.loan_number).toBe(taken);
  });

  it('gives up rather than loop for ever when every draw is taken', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await assignLoanNumber(t.app.db, a.applicationUuid, now, () => 77_777_777);
    await expect(assignLoanNumber(t.app.db, b.applicationUuid, now, () => 77_777_777)).rejects.toThrow(
      /No free loan number/,
    );
    expect(await rowsFor(b.applicationUuid)).toEqual([]);
  });

  it('asked for at once by several runs, keeps one number', async () => {
    const { applicationUuid } = await registerUser(t.app);
    const numbers = await Promise.all(
      Array.from({ length: 6 }, () => assignLoanNumber(t.app.db, applicationUuid, now)),
    );
    expect(new Set(numbers).size).toBe(1);
    expect(await rowsFor(applicationUuid)).toHaveLength(1);
  });

  async function documentText(b: Borrower, type: string): Promise<string> {
    const res = await t.app.inject({ url: `${BASE}/${b.applicationUuid}/disclosures/${type}`, headers: bearer(b.jwt) });
    expect(res.statusCode).toBe(200);
    return (await pdfText(res.rawPayload)).text;
  }

  it('is assigned at closing: the documents say so before, print it after, and funding books the line under it', async () => {
    const b = await atIncomeVerification(t.app);
    await updateStoredFields(t.app.db, b.applicationUuid, (data) => ({
      ...data,
      status: { ...data.status, disclosurelistSummaryReady: true },
    }));
    const before = await documentText(b, 'APPLICATION_SUMMARY');
    expect(before).toContain(`Loan number ${LOAN_NUMBER_PENDING}`);
    expect(before).not.toContain(b.applicationUuid);
    expect((await application(b)).loanNumber).toBeNull();

    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    await uploadId(b);
    await t.app.pipeline.idle();
    // The closing documents are ready to sign, and carry the number.
    let app = await application(b);
    expect(app.status.disclosurelistClosingReady).toBe(true);
    const loanNumber = app.loanNumber;
    expect(loanNumber).not.toBeNull();
    expect(isLoanNumber(loanNumber!)).toBe(true);
    expect((await rowsFor(b.applicationUuid))[0]!.loan_number).toBe(loanNumber);
    for (const type of ['APPLICATION_SUMMARY', 'CLOSING_DISCLOSURE']) {
      const text = await documentText(b, type);
      expect(text).toContain(loanNumber!);
      expect(text).not.toContain(LOAN_NUMBER_PENDING);
      expect(text).not.toContain(b.applicationUuid);
    }

    await signDocuments(b);
    await t.app.pipeline.idle();
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    // Funded under the same number: the application, the complete screen's status and the funder's order agree.
    expect(app.loanNumber).toBe(loanNumber);
    expect(ok<{ loanNumber: string }>(await call(b, 'GET', 'closing/status')).loanNumber).toBe(loanNumber);
    const order = await t.app.db
      .selectFrom('vendor_orders')
      .select('detail')
      .where('application_uuid', '=', b.applicationUuid)
      .where('vendor', '=', 'funding')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.detail).loanNumber).toBe(loanNumber);
    expect(await rowsFor(b.applicationUuid)).toHaveLength(1);
  });
});
