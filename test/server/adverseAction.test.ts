// The notices a credit decision owes, driven from the sandbox personas of docs/SANDBOX.md to their decline: the
// adverse action notice as JSON (GET /{uuid}/adverse-action) and as the PDF kept with the application
// (ADVERSE_ACTION_NOTICE), read back as text: its specific reasons, the agency for the creditor's charter, the FCRA
// §615(a) block wherever a consumer report was used (and none where none was), and the copy queued for mail. The
// FCRA §609(g) notice (CREDIT_SCORE_NOTICE) with the score and its range once a score is on file. Every document
// is refused to anyone else.
import {
  ADVERSE_ACTION_MAIL_SUBJECT,
  HOME_LOAN_NOTICE_TEXT,
  type AdverseActionNotice,
} from '../../src/domain/adverseAction';
import { localDate } from '../../src/domain/timeZones';
import { loadPrequalRecord } from '../../server/pipeline/prequalService';
import { findOrganisation, mainOrganisation } from '../../server/organisations';
import { SANDBOX_CREDIT_BUREAU } from '../../server/sandbox/credit';
import { queueMissedAdverseActionMail } from '../../server/documents/decisionNoticesService';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, get, post, profileBody, stageOf, submit } from './journeyHelpers';
import { operatorToken } from './operator';
import { pdfText } from './pdfText';

const FTC = 'Federal Trade Commission, Consumer Response Center, Washington, DC 20580';
const NCUA =
  'National Credit Union Administration, Office of Consumer Financial Protection, 1775 Duke Street, Alexandria, VA 22314';
/** Phrases only the FCRA §615(a) block and the score disclosure print. */
const FCRA_BLOCK = [
  'Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below',
  `${SANDBOX_CREDIT_BUREAU.name} did not make the decision and is unable to provide you with the specific reasons`,
  'free copy of your credit report',
  'within 60 days',
  'right to dispute',
  SANDBOX_CREDIT_BUREAU.address,
  SANDBOX_CREDIT_BUREAU.phone,
  'Scores range from a low of 300 to a high of 850',
];

describe.each(dialects)('credit decision notices (%s)', (dialect) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    operator = await operatorToken(t.app, 'HEARTH');
  });
  afterAll(async () => {
    await t.close();
  });

  interface Applicant {
    jwt: string;
    uuid: string;
    headers: Record<string, string>;
  }

  /** Registers `lastName` (a Texas home unless told), then profile and liens: underwriting decides on the soft pull. */
  async function underwritten(
    lastName: string,
    options: { org?: string; property?: Record<string, string>; annualIncome?: number } = {},
  ): Promise<Applicant> {
    const headers: Record<string, string> = options.org ? { 'x-org': options.org } : {};
    const reg = await registerUser(
      t.app,
      {
        lastName,
        ...(options.property ? { property: options.property } : {}),
        ...(options.annualIncome ? { annualIncome: options.annualIncome } : {}),
      },
      headers,
    );
    const { jwt, applicationUuid: uuid } = reg;
    expect((await post(t.app, jwt, uuid, 'profile', profileBody({ lastName }), headers)).statusCode).toBe(200);
    await t.app.pipeline.idle();
    if ((await stageWith(jwt, uuid, headers)) === 'LIEN_VERIFICATION') {
      expect((await post(t.app, jwt, uuid, 'liens', { confirmed: true }, headers)).statusCode).toBe(200);
      await t.app.pipeline.idle();
    }
    return { jwt, uuid, headers };
  }

  async function stageWith(jwt: string, uuid: string, headers: Record<string, string>): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}/stage`, headers: bearer(jwt, headers) });
    expect(res.statusCode).toBe(200);
    return res.json<{ stage: string }>().stage;
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

  async function notice({ jwt, uuid, headers }: Applicant): Promise<AdverseActionNotice> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${APP_BASE}/${uuid}/adverse-action`,
      headers: bearer(jwt, headers),
    });
    expect(res.statusCode).toBe(200);
    return res.json<AdverseActionNotice>();
  }

  async function documentList({ jwt, uuid, headers }: Applicant): Promise<string[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${APP_BASE}/${uuid}/disclosures`,
      headers: bearer(jwt, headers),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ type: string }[]>().map((d) => d.type);
  }

  /** A document's text as a viewer finds it. */
  async function documentText({ jwt, uuid, headers }: Applicant, type: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${APP_BASE}/${uuid}/disclosures/${type}`,
      headers: bearer(jwt, headers),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await pdfText(res.rawPayload)).text;
  }

  /** The outbox messages to the application's borrower about its decline (written just after the decline). */
  async function declineMail(uuid: string) {
    for (let i = 0; i < 200; i += 1) {
      const rows = await t.app.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('application_uuid', '=', uuid)
        .where('subject', '=', ADVERSE_ACTION_MAIL_SUBJECT)
        .execute();
      if (rows.length > 0) return rows;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return [];
  }

  function expectFcraBlock(text: string, score: number): void {
    for (const phrase of FCRA_BLOCK) expect(text).toContain(phrase);
    expect(text).toContain(`Your credit score ${score}`);
    expect(text).toContain('Key factors that adversely affected your credit score');
  }

  function expectNoFcraBlock(text: string): void {
    expect(text).not.toContain('consumer reporting agency');
    expect(text).not.toContain(SANDBOX_CREDIT_BUREAU.name);
    expect(text).not.toContain('Your credit score');
  }

  it('Lowscore: the score’s key factors as reasons, the creditor, the FTC for a non-bank lender, the score disclosure', async () => {
    const a = await underwritten('Lowscore');
    expect((await stageOf(t.app, a.jwt, a.uuid)).stage).toBe('DECLINED');
    const body = await notice(a);
    const info = mainOrganisation().metadata.companyInfo;

    expect(body.action).toBe('Your application for a home equity line of credit has been declined.');
    expect(body.reasonCode).toBe('creditScore');
    expect(body.reasons).toEqual([
      'Other: proportion of balances to credit limits on revolving accounts is too high',
      'Delinquent past or present credit obligations with others',
      'Other: amount owed on accounts is too high',
      'Limited credit experience',
    ]);
    const decidedAt = await historyAt(a.uuid, 'underwriting:decline-creditScore');
    expect(body.decidedAt).toBe(decidedAt);
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.decidedOn).toBe(localDate(new Date(decidedAt), 'America/Chicago'));
    expect(body.creditor).toEqual({
      name: info.companyName,
      address: info.companyAddress,
      phone: info.phoneFormatted,
      nmls: info.companyNMLS,
    });
    // Hearth Lending, LLC is a non-bank lender: Regulation B appendix A names the FTC, not the CFPB.
    expect(body.ecoaAgency.name).toBe('Federal Trade Commission, Consumer Response Center');
    expect(body.ecoaNotice).toMatch(
      /^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/,
    );
    expect(body.ecoaNotice).toContain(FTC);
    expect(body.ecoaNotice).not.toContain('Consumer Financial Protection Bureau');

    const record = await loadPrequalRecord(t.app.db, a.uuid);
    const softPulledAt = await historyAt(a.uuid, 'vendor:soft-credit');
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

    // The same notice as the PDF kept with the application.
    expect(await documentList(a)).toEqual(expect.arrayContaining(['ADVERSE_ACTION_NOTICE', 'CREDIT_SCORE_NOTICE']));
    const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
    expect(pdf).toContain('Notice of Action Taken and Statement of Reasons');
    expect(pdf).toContain('Your application for a home equity line of credit has been declined.');
    for (const reason of body.reasons) expect(pdf).toContain(reason);
    expect(pdf).not.toContain('below our minimum');
    expect(pdf).toContain(info.companyName);
    expect(pdf).toContain(info.companyAddress);
    expect(pdf).toContain(FTC);
    expectFcraBlock(pdf, 600);
    for (const factor of body.creditScore!.keyFactors) expect(pdf).toContain(factor);

    // Queued once for mail to the borrower, with the whole notice and a link to the decline screen.
    const mail = await declineMail(a.uuid);
    expect(mail).toHaveLength(1);
    expect(mail[0].kind).toBe('NOTICE');
    expect(mail[0].action_url).toMatch(new RegExp(`/account/heloc/${a.uuid}/error/credit$`));
    expect(mail[0].body).toContain('Other: amount owed on accounts is too high');
    expect(mail[0].body).toContain('Your credit score: 600');
    expect(mail[0].body).toContain(FTC);
  });

  it('Highdti: the debt-to-income reasons, and the FCRA block, since the debts come from the credit report', async () => {
    const a = await underwritten('Highdti');
    const body = await notice(a);
    expect(body.reasonCode).toBe('dti');
    expect(body.reasons).toEqual([
      'Income insufficient for amount of credit requested',
      'Excessive obligations in relation to income',
    ]);
    expect(body.creditScore?.score).toBe(760);
    const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
    for (const reason of body.reasons) expect(pdf).toContain(reason);
    expectFcraBlock(pdf, 760);
    expect(pdf).toContain('Amount owed on accounts is too high');
    expect(pdf).toContain(FTC);
    expect((await declineMail(a.uuid))[0].action_url).toMatch(/\/error\/income$/);
  });

  it('Decline: the derogatory reasons from the sample form and the score disclosure with the report’s key factors', async () => {
    const a = await underwritten('Decline');
    const body = await notice(a);
    expect(body.reasonCode).toBe('derogatory');
    expect(body.reasons).toEqual([
      'Delinquent past or present credit obligations with others',
      'Collection action or judgment',
    ]);
    expect(body.creditScore?.score).toBe(760);
    expect(body.creditScore?.keyFactors[0]).toBe('Serious delinquency, and public record or collection filed');
    const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
    for (const reason of body.reasons) expect(pdf).toContain(reason);
    expectFcraBlock(pdf, 760);
    expect((await declineMail(a.uuid))[0].action_url).toMatch(/\/error\/decline$/);
  });

  it('Fraudalert declined by the agent: "Unable to verify identity", with the FCRA block (the alert was on the report)', async () => {
    const reg = await registerUser(t.app, { lastName: 'Fraudalert' });
    const a: Applicant = { jwt: reg.jwt, uuid: reg.applicationUuid, headers: {} };
    await submit(t.app, a.jwt, a.uuid, 'profile', profileBody({ lastName: 'Fraudalert' }));
    expect((await stageOf(t.app, a.jwt, a.uuid)).stage).toBe('FACTA_REVIEW');
    // The score is on file from the pull: the §609(g) notice already is, the adverse action notice not yet.
    expect(await documentList(a)).toContain('CREDIT_SCORE_NOTICE');
    expect(await documentList(a)).not.toContain('ADVERSE_ACTION_NOTICE');
    const decided = await t.app.inject({
      method: 'POST',
      url: `/service-pipeline/operator/api/v1/applications/${a.uuid}/facta-review`,
      headers: bearer(operator),
      payload: { decision: 'DECLINE' },
    });
    expect(decided.statusCode).toBe(200);
    await t.app.pipeline.idle();
    const body = await notice(a);
    expect(body.reasons).toEqual(['Unable to verify identity']);
    const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
    expect(pdf).toContain('Unable to verify identity');
    expectFcraBlock(pdf, 760);
    expect(await declineMail(a.uuid)).toHaveLength(1);
  });

  it.each([
    ['Equityloan', '§50(a)(6)(K)'],
    ['Recentequity', '§50(a)(6)(M)(iii)'],
  ])(
    'Texas %s: the collateral reason and the law, with no FCRA block (the recorded liens decided, not the report)',
    async (persona, citation) => {
      const a = await underwritten('Rivera', {
        annualIncome: 600_000,
        property: { street1: `9 ${persona} Road`, city: 'Austin', state: 'TX', zip: '78701' },
      });
      expect((await stageOf(t.app, a.jwt, a.uuid)).stage).toBe('DECLINED');
      const body = await notice(a);
      expect(body.reasons[0]).toBe('Value or type of collateral not sufficient');
      expect(body.reasons[1]).toContain(citation);
      expect(body.creditScore).toBeNull();
      const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
      expect(pdf).toContain('Value or type of collateral not sufficient');
      expect(pdf).toContain(citation);
      expect(pdf).toContain(FTC);
      expectNoFcraBlock(pdf);
      const mail = await declineMail(a.uuid);
      expect(mail).toHaveLength(1);
      expect(mail[0].body).not.toContain('consumer reporting agency');
    },
  );

  it('a decline whose mail was never queued (a process stopped) is queued once when its notice is read', async () => {
    const a = await underwritten('Highdti');
    expect(await declineMail(a.uuid)).toHaveLength(1);
    await t.app.db.deleteFrom('outbox_messages').where('application_uuid', '=', a.uuid).execute();
    await notice(a);
    await notice(a);
    const mail = await declineMail(a.uuid);
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain('Excessive obligations in relation to income');
  });

  it('a decline whose mail a stopped process never queued is queued once by the sweep at the next start', async () => {
    const a = await underwritten('Highdti');
    // The decline's own mail first (the listener queues it just after the decline), then as if it never was.
    expect(await declineMail(a.uuid)).toHaveLength(1);
    await t.app.db.deleteFrom('outbox_messages').where('application_uuid', '=', a.uuid).execute();
    const origin = () => 'https://lender.example';
    // Two instances starting together each sweep: the notice is queued once.
    const [first, second] = await Promise.all([
      queueMissedAdverseActionMail(t.app.db, origin),
      queueMissedAdverseActionMail(t.app.db, origin),
    ]);
    expect([...first, ...second].filter((uuid) => uuid === a.uuid)).toHaveLength(1);
    expect(await queueMissedAdverseActionMail(t.app.db, origin)).not.toContain(a.uuid);
    const mail = await declineMail(a.uuid);
    expect(mail).toHaveLength(1);
    expect(mail[0].action_url).toBe(`https://lender.example/account/heloc/${a.uuid}/error/income`);
    // Past Regulation B's 30 days the sweep leaves old declines alone.
    await t.app.db.deleteFrom('outbox_messages').where('application_uuid', '=', a.uuid).execute();
    expect(await queueMissedAdverseActionMail(t.app.db, origin, Date.now() + 31 * 86_400_000)).not.toContain(a.uuid);
  });

  it('a federal credit union (PINECREST_CU) names the NCUA', async () => {
    const a = await underwritten('Lowscore', {
      org: 'PINECREST_CU',
      property: { street1: '12 Elm Street', city: 'Fresno', state: 'CA', zip: '93701' },
    });
    expect(await stageWith(a.jwt, a.uuid, a.headers)).toBe('DECLINED');
    const body = await notice(a);
    expect(findOrganisation('PINECREST_CU')?.lender.charter).toBe('federal-credit-union');
    expect(body.ecoaNotice).toContain(NCUA);
    const pdf = await documentText(a, 'ADVERSE_ACTION_NOTICE');
    expect(pdf).toContain('Pinecrest Federal Credit Union');
    expect(pdf).toContain(NCUA);
    expect(pdf).not.toContain('Federal Trade Commission');
  });

  it('the §609(g) Notice to the Home Loan Applicant: given after the pull, whatever the outcome, with the score and its range', async () => {
    const reg = await registerUser(t.app);
    const a: Applicant = { jwt: reg.jwt, uuid: reg.applicationUuid, headers: {} };
    // Before any pull there is no score to disclose.
    expect(await documentList(a)).not.toContain('CREDIT_SCORE_NOTICE');
    const early = await get(t.app, a.jwt, a.uuid, 'disclosures/CREDIT_SCORE_NOTICE');
    expect(early.statusCode).toBe(404);

    await submit(t.app, a.jwt, a.uuid, 'profile', profileBody());
    expect((await stageOf(t.app, a.jwt, a.uuid)).stage).toBe('LIEN_VERIFICATION');
    expect(await documentList(a)).toContain('CREDIT_SCORE_NOTICE');
    const text = await documentText(a, 'CREDIT_SCORE_NOTICE');
    expect(text).toContain('Notice to the Home Loan Applicant');
    for (const paragraph of HOME_LOAN_NOTICE_TEXT) expect(text).toContain(paragraph);
    expect(text).toContain('Your credit score 760');
    expect(text).toContain('Scores range from a low of 300 to a high of 850');
    const pulledOn = localDate(new Date(await historyAt(a.uuid, 'vendor:soft-credit')), 'America/Chicago');
    const [y, m, d] = pulledOn.split('-');
    expect(text).toContain(`Date of the score ${m}/${d}/${y}`);
    expect(text).toContain(`Source of the score ${SANDBOX_CREDIT_BUREAU.name}`);
    expect(text).toContain('Length of time accounts have been established');
    expect(text).toContain(SANDBOX_CREDIT_BUREAU.address);
    expect(text).toContain(SANDBOX_CREDIT_BUREAU.phone);
    // Not declined: no adverse action notice.
    expect(await documentList(a)).not.toContain('ADVERSE_ACTION_NOTICE');
    expect((await get(t.app, a.jwt, a.uuid, 'disclosures/ADVERSE_ACTION_NOTICE')).statusCode).toBe(404);
  });

  it('a declined applicant’s §609(g) notice carries the score the decline used (Lowscore: 600 of 300 to 850)', async () => {
    const a = await underwritten('Lowscore');
    const text = await documentText(a, 'CREDIT_SCORE_NOTICE');
    expect(text).toContain('Your credit score 600');
    expect(text).toContain('Scores range from a low of 300 to a high of 850');
    expect(text).toContain('Too few accounts currently paid as agreed');
  });

  it('another borrower’s token gets 404 for the notice and both documents, and no token 401', async () => {
    const a = await underwritten('Lowscore');
    const other = await registerUser(t.app);
    for (const path of [
      'adverse-action',
      'disclosures/ADVERSE_ACTION_NOTICE',
      'disclosures/CREDIT_SCORE_NOTICE',
      'disclosures',
    ]) {
      const res = await get(t.app, other.jwt, a.uuid, path);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
      const anonymous = await t.app.inject({ method: 'GET', url: `${APP_BASE}/${a.uuid}/${path}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('an application that is not declined: 404 "No decision to explain"', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('LIEN_VERIFICATION');
    const res = await get(t.app, jwt, uuid, 'adverse-action');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['No decision to explain'], message: 'No decision to explain' });

    // Offers, not a decline: still nothing to explain, and nothing mailed.
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('OFFER_SELECTION');
    expect((await get(t.app, jwt, uuid, 'adverse-action')).statusCode).toBe(404);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('uuid')
      .where('application_uuid', '=', uuid)
      .where('subject', '=', ADVERSE_ACTION_MAIL_SUBJECT)
      .execute();
    expect(mail).toHaveLength(0);
  });
});
