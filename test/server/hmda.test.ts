// HMDA (Reg C appendix B): POST .../hmda takes the 2018 form's answers as Reg C codes, refuses contradictions
// with a 400 naming the question, stores the codes (an internet application: never by visual observation); the
// lender records an application taken in person with its visual-observation flags; the summary prints them.
import { loadPrequalRecord } from '../../server/pipeline/prequalService';
import { OBSERVED } from '../../src/domain/hmda';
import { DECLINE_CONTRADICTS, OBSERVED_AGGREGATE_ONLY, WRITE_IN_TOO_LONG } from '../../src/domain/validation/hmda';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { acknowledgeSummary, post, stageOf, submit, throughOffer, TEST_SSNS } from './journeyHelpers';
import { operatorToken } from './operator';
import { pdfText } from './pdfText';

const OPERATOR_BASE = '/service-pipeline/operator/api/v1/applications';
const BASE = '/service-application/api/v1/application/heloc';

describe.each(dialects)('HMDA (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function atHmda() {
    const user = await registerUser(t.app, { firstName: 'Dana', lastName: 'Rivera' });
    await throughOffer(t.app, user.jwt, user.applicationUuid);
    await submit(t.app, user.jwt, user.applicationUuid, 'contact', {
      phone: '(512) 555-0142',
      ssn: TEST_SSNS[0],
      hardCreditConsent: true,
    });
    expect((await stageOf(t.app, user.jwt, user.applicationUuid)).stage).toBe('HMDA');
    return user;
  }

  it('answers 400 naming the question for contradictory or bad answers, and stays at HMDA', async () => {
    const { jwt, applicationUuid: uuid } = await atHmda();
    const cases: [Record<string, unknown>, string][] = [
      [{ ethnicity: ['2'], race: ['6', '5'], sex: ['2'] }, `race: ${DECLINE_CONTRADICTS}`],
      [{ ethnicity: ['3'], ethnicityOther: 'Peruvian', race: ['5'], sex: ['2'] }, `ethnicity: ${DECLINE_CONTRADICTS}`],
      [{ ethnicity: ['2'], race: ['5'], sex: ['3', '1'] }, `sex: ${DECLINE_CONTRADICTS}`],
      [{ ethnicity: ['2'], race: ['1'], raceTribe: 'x'.repeat(101), sex: ['2'] }, `raceTribe: ${WRITE_IN_TOO_LONG}`],
      [{ ethnicity: ['2'], race: [], sex: ['2'] }, 'race: Required'],
      [{ ethnicity: 'Not Hispanic or Latino', race: ['5'], sex: ['2'] }, 'ethnicity: '],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, jwt, uuid, 'hmda', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('HMDA');
  });

  it('stores two races, their subcategories and write-ins as Reg C codes, and prints them on the summary', async () => {
    const { jwt, applicationUuid: uuid } = await atHmda();
    await submit(t.app, jwt, uuid, 'hmda', {
      ethnicity: ['1', '11'],
      race: ['2', '27', '1', '5'],
      raceOtherAsian: 'Hmong',
      raceTribe: 'Navajo Nation',
      sex: ['2'],
    });
    const record = await loadPrequalRecord(t.app.db, uuid);
    expect(record.hmda).toMatchObject({
      version: 2,
      ethnicity: ['1', '11'],
      race: ['1', '2', '27', '5'],
      raceOtherAsian: 'Hmong',
      raceTribe: 'Navajo Nation',
      ethnicityOther: null,
      sex: ['2'],
      applicationMethod: 'INTERNET',
      observed: { ethnicity: OBSERVED.NO, race: OBSERVED.NO, sex: OBSERVED.NO },
    });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('APP_SUBMISSION');
    await acknowledgeSummary(t.app, jwt, uuid);
    const pdf = await t.app.inject({ url: `${BASE}/${uuid}/disclosures/APPLICATION_SUMMARY`, headers: bearer(jwt) });
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Hispanic or Latino; Mexican');
    expect(text).toContain('American Indian or Alaska Native (Navajo Nation); Asian; Other Asian (Hmong); White');
  });

  it('an application taken in person: the lender records the answers with the visual-observation flags', async () => {
    const { jwt, applicationUuid: uuid } = await atHmda();
    const operator = await operatorToken(t.app, 'HEARTH');
    const url = `${OPERATOR_BASE}/${uuid}/hmda`;
    const headers = { ...bearer(operator), 'x-org': 'HEARTH' };
    // The borrower is not the lender.
    const borrower = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(jwt), 'x-org': 'HEARTH' },
      payload: {},
    });
    expect(borrower.statusCode).toBe(404);
    const observedSub = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: {
        ethnicity: ['2'],
        race: ['2', '22'],
        sex: ['1'],
        observed: { ethnicity: false, race: true, sex: true },
      },
    });
    expect(observedSub.statusCode).toBe(400);
    expect(observedSub.json().message).toBe(`race: ${OBSERVED_AGGREGATE_ONLY}`);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { ethnicity: ['2'], race: ['2'], sex: ['1'], observed: { ethnicity: false, race: true, sex: true } },
    });
    expect(ok.statusCode).toBe(200);
    await t.app.pipeline.idle();
    const record = await loadPrequalRecord(t.app.db, uuid);
    expect(record.hmda).toMatchObject({
      applicationMethod: 'IN_PERSON',
      observed: { ethnicity: OBSERVED.NO, race: OBSERVED.YES, sex: OBSERVED.YES },
    });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('APP_SUBMISSION');
  });
});
