// The notice of right to cancel against model form G-5 (Reg Z appendix G, open-end): every person with an
// ownership interest (the borrower and each co-owner) gets the complete notice addressed to them, in two copies,
// and acknowledges receipt for themselves, recorded with the time (§1026.15(b)).
import { RIGHT_TO_CANCEL_COPIES } from '../../server/documents/rescissionReceiptsService';
import { atIncomeVerification, type Borrower, call, ok, throughNoteSigning } from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { acceptInvitation, coOwner, nameCoOwners, signerCall } from './signerDriver';
import { pdfText } from './pdfText';

/** G-5's sentences, each of which every person's notice must carry whole. */
const G5 = [
  'Your right to cancel',
  'We have agreed to establish an open-end credit account for you, and you have agreed to give us a mortgage (security interest) on your home as security for the account.',
  'You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:',
  '(1) the opening date of your account, which is',
  '(2) the date you received your Truth-in-Lending disclosures; or',
  '(3) the date you received this notice of your right to cancel the account.',
  'If you cancel the account, the mortgage (security interest) on your home is also cancelled.',
  'Within 20 days of receiving your notice, we must take the necessary steps to reflect the fact that the mortgage (security interest) on your home has been cancelled.',
  'We must return to you any money or property you have given to us or to anyone else in connection with the account.',
  'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property.',
  'If it is impractical or unfair for you to return the property you must offer its reasonable value.',
  'You may offer to return the property at your home or at the location of the property.',
  'Money must be returned to the address below.',
  'If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
  'How to cancel',
  'If you decide to cancel the account, you may do so by notifying us, in writing, at',
  'You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below.',
  'Keep one copy of this notice because it contains important information about your rights.',
  'If you cancel by mail, you must send the notice no later than midnight of',
  '(or midnight of the third business day following the latest of the three events listed above)',
  'If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.',
  'I wish to cancel',
  'Acknowledgment of receipt',
];

const count = (text: string, part: string) => text.split(part).length - 1;

describe.each(dialects)('notice of right to cancel, per owner (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function closingWithTwoCoOwners(b: Borrower) {
    const [robin, sam] = [
      coOwner({ firstName: 'Robin', lastName: 'Okafor' }),
      coOwner({ firstName: 'Sam', lastName: 'Ito' }),
    ];
    await nameCoOwners(b, [robin, sam]);
    const r = await acceptInvitation(t.app, robin.email);
    const s = await acceptInvitation(t.app, sam.email);
    await throughNoteSigning(b);
    return { r, s };
  }

  it('each owner gets the complete G-5 notice in two copies and acknowledges receipt for themselves', async () => {
    const b = await atIncomeVerification(t.app);
    const { r, s } = await closingWithTwoCoOwners(b);

    const borrowerNotice = (
      await pdfText(
        (
          await t.app.inject({
            url: `${BASE_DISCLOSURES(b.applicationUuid)}/RESCISSION_NOTICE`,
            headers: bearer(b.jwt),
          })
        ).rawPayload,
      )
    ).text;
    const robinNotice = (await pdfText((await signerCall(r, 'GET', 'documents/RIGHT_TO_CANCEL')).rawPayload)).text;
    for (const [notice, name] of [
      [borrowerNotice, 'Dana Rivera'],
      [robinNotice, 'Robin Okafor'],
    ] as const) {
      for (const sentence of G5) expect(notice).toContain(sentence);
      // Two complete copies, addressed to this person; the acknowledgment once.
      expect(count(notice, 'We have agreed to establish an open-end credit account for you')).toBe(
        RIGHT_TO_CANCEL_COPIES,
      );
      expect(notice).toContain(`Notice to ${name}. Copy 1 of 2`);
      expect(notice).toContain(`Notice to ${name}. Copy 2 of 2`);
      expect(notice).toContain(`I, ${name}, acknowledge receipt of 2 copies of this Notice of Right to Cancel`);
      expect(notice).not.toContain('Receipt acknowledged electronically');
    }
    // The borrower's notice names the other owners, who each get their own.
    expect(borrowerNotice).toContain('Each other owner of the home (Robin Okafor, Sam Ito) receives the same notice');

    const receipts = async () =>
      ok<{ person: string; name: string; copies: number; acknowledgedAt: string | null }[]>(
        await call(b, 'GET', 'rescission/receipts'),
      );
    expect((await receipts()).map((x) => [x.person, x.name, x.copies, x.acknowledgedAt])).toEqual([
      ['BORROWER', 'Dana Rivera', 2, null],
      ['CO_OWNER', 'Robin Okafor', 2, null],
      ['CO_OWNER', 'Sam Ito', 2, null],
    ]);

    // Robin acknowledges (twice: the first time stays on record); then the borrower.
    const first = ok<{ acknowledgedAt: string; copies: number }>(
      await signerCall(r, 'POST', 'documents/RIGHT_TO_CANCEL/acknowledge'),
    );
    expect(first.copies).toBe(2);
    expect(Date.parse(first.acknowledgedAt)).not.toBeNaN();
    const again = ok<{ acknowledgedAt: string }>(await signerCall(r, 'POST', 'documents/RIGHT_TO_CANCEL/acknowledge'));
    expect(again.acknowledgedAt).toBe(first.acknowledgedAt);
    const borrowerAck = await t.app.inject({
      method: 'POST',
      url: `${BASE_DISCLOSURES(b.applicationUuid)}/RESCISSION_NOTICE/acknowledge`,
      headers: bearer(b.jwt),
      payload: {},
    });
    expect(borrowerAck.statusCode).toBe(200);

    const after = await receipts();
    expect(after.map((x) => [x.name, x.acknowledgedAt !== null])).toEqual([
      ['Dana Rivera', true],
      ['Robin Okafor', true],
      ['Sam Ito', false],
    ]);
    expect(after[1].acknowledgedAt).toBe(first.acknowledgedAt);
    // The co-owner's documents list says so too.
    const listed = ok<{ type: string; acknowledgedAt?: string | null }[]>(await signerCall(r, 'GET', 'documents'));
    expect(listed.find((d) => d.type === 'RIGHT_TO_CANCEL')?.acknowledgedAt).toBe(first.acknowledgedAt);
    // Robin's own notice now carries his receipt; Sam's does not.
    const robinAfter = (await pdfText((await signerCall(r, 'GET', 'documents/RIGHT_TO_CANCEL')).rawPayload)).text;
    expect(robinAfter).toContain(`Receipt acknowledged electronically by Robin Okafor`);
    expect(robinAfter).toContain(first.acknowledgedAt);
    const samNotice = (await pdfText((await signerCall(s, 'GET', 'documents/RIGHT_TO_CANCEL')).rawPayload)).text;
    expect(samNotice).toContain('Notice to Sam Ito. Copy 2 of 2');
    expect(samNotice).not.toContain('Receipt acknowledged electronically');

    // Nobody else reads the receipts.
    const stranger = await registerUser(t.app);
    const res = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${b.applicationUuid}/rescission/receipts`,
      headers: bearer(stranger.jwt),
    });
    expect(res.statusCode).toBe(404);
  });

  it('a co-owner cannot acknowledge before the notice exists (404)', async () => {
    const b = await atIncomeVerification(t.app);
    const robin = coOwner({ firstName: 'Robin', lastName: 'Okafor' });
    await nameCoOwners(b, [robin]);
    const r = await acceptInvitation(t.app, robin.email);
    expect((await signerCall(r, 'POST', 'documents/RIGHT_TO_CANCEL/acknowledge')).statusCode).toBe(404);
  });
});

const BASE_DISCLOSURES = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/disclosures`;
