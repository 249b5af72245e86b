// Reg P: the initial privacy notice given at application as a PDF, per organisation, from its private-label data.
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { pdfText } from './pdfText';

const BASE = '/service-application/api/v1/application/heloc';

describe.each(dialects)('privacy notice (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function notice(org: string): Promise<string> {
    const headers = { 'x-org': org };
    const user = await registerUser(t.app, {}, headers);
    const list = await t.app.inject({
      url: `${BASE}/${user.applicationUuid}/disclosures`,
      headers: bearer(user.jwt, headers),
    });
    expect(list.json().map((d: { type: string }) => d.type)).toContain('PRIVACY_NOTICE');
    const res = await t.app.inject({
      url: `${BASE}/${user.applicationUuid}/disclosures/PRIVACY_NOTICE`,
      headers: bearer(user.jwt, headers),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await pdfText(res.rawPayload)).text;
  }

  it("is given at application with every part of the model form, in the organisation's own terms", async () => {
    const hearth = await notice('HEARTH');
    for (const part of [
      'FACTS: WHAT DOES HEARTH LENDING, LLC DO WITH YOUR PERSONAL INFORMATION?',
      'Why?',
      'Financial companies choose how they share your personal information.',
      'What?',
      'Social Security number and income',
      'How?',
      'Reasons we can share your personal information',
      'Can you limit this sharing?',
      'For our everyday business purposes',
      'For joint marketing with other financial companies',
      'For our affiliates to market to you',
      'For nonaffiliates to market to you',
      'To limit our sharing',
      'Questions?',
      'Who we are',
      'Who is providing this notice?',
      'What we do',
      'Why can’t I limit all sharing?',
      'Definitions',
      'Affiliates',
      'Nonaffiliates',
      'Joint marketing',
      'Our affiliates include Hearth Lending of New York, LLC, Hearth Wholesale Lending, LLC.',
    ]) {
      expect(hearth).toContain(part);
    }
    const pinecrest = await notice('PINECREST_CU');
    expect(pinecrest).toContain('WHAT DOES PINECREST FEDERAL CREDIT UNION DO WITH YOUR PERSONAL INFORMATION?');
    expect(pinecrest).toContain('has no affiliates');
    expect(pinecrest).toContain('Our joint marketing partners include credit card companies and insurance companies.');
    // Nothing Pinecrest does can be limited: the model form then leaves "To limit our sharing" out.
    expect(pinecrest).not.toContain('To limit our sharing');
  });
});
