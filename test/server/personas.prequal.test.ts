// The pre-qualification personas of docs/SANDBOX.md, driven through the API from registration to the stage
// each documents, and the screen the client's next-step router derives from it.
import { existsSync, readFileSync } from 'node:fs';
import { evaluateTriggers } from '../../src/domain/flow/triggers';
import { screenForStage } from '../../src/domain/routing/stageScreen';
import type { Application, Profile } from '../../src/domain/types';
import { loadPrequalRecord } from '../../server/pipeline/prequalService';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import {
  acknowledgeSummary,
  APP_BASE,
  offersOf,
  post,
  profileBody,
  submit,
  TEST_SSNS,
  throughOffer,
  throughSubmission,
} from './journeyHelpers';

describe.each(dialects)('pre-qualification personas (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function start(lastName = 'Rivera', street1 = '12 Elm Street') {
    const reg = await registerUser(t.app, {
      lastName,
      property: { street1, city: 'Austin', state: 'TX', zip: '78701' },
    });
    return { jwt: reg.jwt, uuid: reg.applicationUuid, lastName };
  }

  async function profileDone(lastName = 'Rivera', street1 = '12 Elm Street') {
    const s = await start(lastName, street1);
    await submit(t.app, s.jwt, s.uuid, 'profile', profileBody({ lastName }));
    return s;
  }

  async function liensDone(lastName: string) {
    const s = await profileDone(lastName);
    await submit(t.app, s.jwt, s.uuid, 'liens', { confirmed: true });
    return s;
  }

  /** What the client sees: the application, the profile, the screen and the flow events its triggers raise. */
  async function clientView(jwt: string, uuid: string) {
    await t.app.pipeline.idle();
    const application = (
      await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}`, headers: bearer(jwt) })
    ).json<Application>();
    const profile = (
      await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) })
    ).json<Profile>();
    const stage = application.status.checklistStatus ?? '';
    return {
      stage,
      status: application.status,
      application,
      screen: screenForStage(stage, { uuid, application, flowState: null }).replace(`/${uuid}/`, ''),
      events: evaluateTriggers({ state: 'profile', application, profile }),
    };
  }

  async function history(uuid: string) {
    return t.app.db
      .selectFrom('stage_history')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();
  }

  it('default persona: offers from a 760 score, $650,000 AVM and $250,000 first lien, through to INCOME_VERIFICATION', async () => {
    const { jwt, uuid } = await start();
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('LIEN_VERIFICATION');
    expect(view.screen).toBe('liens');
    expect(view.application.adjustedHomeAmount).toBe(650_000);
    expect(view.events).toContain('lienInfo');

    const liens = (await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}/liens`, headers: bearer(jwt) })).json<{
      liens: { balance: number; position: number }[];
      homeValue: number;
    }>();
    expect(liens.homeValue).toBe(650_000);
    expect(liens.liens).toEqual([expect.objectContaining({ position: 1, balance: 250_000 })]);

    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('OFFER_SELECTION');
    expect(view.screen).toBe('product/select');
    expect(view.status.uwDecision).toBe('INITIAL');
    const offers = await offersOf(t.app, jwt, uuid);
    expect(offers.map((o) => o.term)).toEqual([5, 10, 15, 30]);
    // 85% CLTV in second position on $650,000 less the $250,000 lien.
    expect(Math.max(...offers.map((o) => o.maxLine))).toBeLessThanOrEqual(302_500);
    expect(offers[0].apr).toBe(Math.min(...offers.map((o) => o.apr)));

    await submit(t.app, jwt, uuid, 'offers/selection', { term: 10, amount: 60_000 });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('COLLECT_ADDITIONAL_INFO');
    expect(view.screen).toBe('start/contact');
    expect(view.application).toMatchObject({ term: 10, amount: 60_000, rate: offers[1].apr });

    await submit(t.app, jwt, uuid, 'contact', { phone: '(512) 555-0100', ssn: TEST_SSNS[0], hardCreditConsent: true });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('HMDA');
    expect(view.screen).toBe('start/hmda');

    await submit(t.app, jwt, uuid, 'hmda', { ethnicity: ['2'], race: ['6'], sex: ['2'] });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('APP_SUBMISSION');
    expect(view.screen).toBe('start/app-summary');
    expect(view.status.disclosurelistSummaryReady).toBe(true);
    expect(view.events).toContain('summarySigning');

    // Submitting before the summary is acknowledged is refused.
    const early = await post(t.app, jwt, uuid, 'submit');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Acknowledge the application summary before submitting' });

    await acknowledgeSummary(t.app, jwt, uuid);
    await submit(t.app, jwt, uuid, 'submit');
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('INCOME_VERIFICATION');
    expect(view.screen).toBe('income/review');

    const rows = await history(uuid);
    expect(rows.map((r) => r.to_stage)).toEqual([
      'BASIC_INFO',
      'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_AVM_DATA',
      'PREQUAL_TITLE',
      'LIEN_VERIFICATION',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'GEN_APP_DISCLOSURES',
      'WAITING_FOR_APP_DISCLOSURE',
      'WAITING_FOR_SUMMARY_DISCLOSURE',
      'GEN_SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL',
      'INCOME_VERIFICATION',
    ]);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i].from_stage).toBe(rows[i - 1].to_stage);
      expect(rows[i].cause).toMatch(/^(borrower|vendor|system|underwriting):/);
      expect(Date.parse(rows[i].at)).not.toBeNaN();
    }
    const record = await loadPrequalRecord(t.app.db, uuid);
    expect(record.hardCredit?.score).toBe(760);
    expect(record.hmda).toMatchObject({ version: 2, ethnicity: ['2'], race: ['6'], sex: ['2'] });
  });

  it('Nomatch: no match on name and address (credit/social); with the SSN the pull matches', async () => {
    const { jwt, uuid } = await profileDone('Nomatch');
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('CREDIT_NO_MATCH');
    expect(view.screen).toBe('credit/social');
    const app = await submit(t.app, jwt, uuid, 'credit/ssn', { ssn: TEST_SSNS[1] });
    // Never echoed back.
    expect(JSON.stringify(app)).not.toContain(TEST_SSNS[1].replace(/-/g, ''));
    expect(JSON.stringify(app)).not.toContain(TEST_SSNS[1]);
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('LIEN_VERIFICATION');
  });

  it.each([
    ['Nossn', 'CREDIT_NO_MATCH_SSN', 'review-app/no-credit', 'vendor:credit-no-match-ssn'],
    ['Thinfile', 'CREDIT_NO_MATCH_SSN', 'review-app/no-credit', 'vendor:credit-no-file'],
    ['Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN', 'credit/error', 'vendor:credit-frozen'],
  ])('%s: the soft pull ends at %s (%s)', async (lastName, stage, screen, cause) => {
    const { jwt, uuid } = await profileDone(lastName);
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe(stage);
    expect(view.screen).toBe(screen);
    expect((await history(uuid)).at(-1)?.cause).toBe(cause);
  });

  it('Pinlock: frozen with a PIN sets creditFrozenWithPin, which raises creditIncorrectPin (review-app/incorrect-pin)', async () => {
    const { jwt, uuid } = await profileDone('Pinlock');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect(view.status.creditFrozenWithPin).toBe(true);
    expect(view.events).toContain('creditIncorrectPin');
  });

  it('Lowscore: a credit-score decline (error/credit)', async () => {
    const { jwt, uuid } = await liensDone('Lowscore');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('DECLINED');
    expect(view.status).toMatchObject({ uwDecision: 'DECLINE', creditScoreDecline: true, dtiDecline: false });
    expect(view.events).toContain('creditScoreDecline');
  });

  it('Highdti: a DTI decline (error/income)', async () => {
    const { jwt, uuid } = await liensDone('Highdti');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('DECLINED');
    expect(view.status).toMatchObject({ uwDecision: 'DECLINE', dtiDecline: true, creditScoreDecline: false });
    expect(view.events).toContain('dtiDecline');
    expect(view.events).not.toContain('decline');
  });

  it('Decline: declined (error/decline)', async () => {
    const { jwt, uuid } = await liensDone('Decline');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('DECLINED');
    expect(view.screen).toBe('error/decline');
    expect(view.events).toContain('decline');
  });

  it('Delinquent: delinquency review (review-app/delinquency)', async () => {
    const { jwt, uuid } = await liensDone('Delinquent');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('DELINQUENCY_REVIEW');
    expect(view.screen).toBe('review-app/delinquency');
    expect(view.status.uwDecision).toBe('REVIEW');
  });

  it('Assets: asset depletion (product/assets), then offers once the assets are attested', async () => {
    const { jwt, uuid } = await liensDone('Assets');
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('ASSETS_PREQUAL');
    expect(view.screen).toBe('product/assets');
    expect(view.status).toMatchObject({ uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' });
    expect(view.events).toContain('assetDepletionDtiDecline');

    await submit(t.app, jwt, uuid, 'assets', { attestation: true });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('OFFER_SELECTION');
    expect(view.application.assetDepletion).toEqual({ complete: true });
    expect(view.events).not.toContain('assetDepletionDtiDecline');
    expect((await offersOf(t.app, jwt, uuid)).length).toBeGreaterThan(0);
  });

  it('Inquiry: recent inquiries need the attestation on the liens screen (LIEN_INQUIRY)', async () => {
    const { jwt, uuid } = await profileDone('Inquiry');
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('LIEN_INQUIRY');
    expect(view.screen).toBe('liens');
    expect(view.status.inquiryAttestNeeded).toBe(true);

    const missing = await post(t.app, jwt, uuid, 'liens', { confirmed: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/inquiryAttestation/);

    await submit(t.app, jwt, uuid, 'liens', { confirmed: true, inquiryAttestation: true });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('OFFER_SELECTION');
    expect(view.status).toMatchObject({ liensComplete: true, inquiryAttestComplete: true });
    expect(view.events).toContain('underwrite');
  });

  it('Hardfrozen: the hard pull at submission is frozen (credit/error)', async () => {
    const { jwt, uuid } = await start('Hardfrozen');
    await throughOffer(t.app, jwt, uuid, { lastName: 'Hardfrozen' });
    await throughSubmission(t.app, jwt, uuid, TEST_SSNS[0]);
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('HARD_CREDIT_LOCKED_OR_FROZEN');
    expect(view.screen).toBe('credit/error');
  });

  it.each([
    ['Nowhere', 'NO_PROPERTY_FOUND'],
    ['Twin', 'MULTIPLE_PROPERTIES'],
  ])('street %s: %s (review-app/property)', async (street, stage) => {
    const { jwt, uuid } = await profileDone('Rivera', `1 ${street} Lane`);
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe(stage);
    expect(view.screen).toBe('review-app/property');
  });

  it('street Unmatched: property data no match sets datatreeNoMatch, which raises datatreeNoMatch (review-app/datatree)', async () => {
    const { jwt, uuid } = await profileDone('Rivera', '9 Unmatched Road');
    const view = await clientView(jwt, uuid);
    expect(view.stage).toBe('NO_PROPERTY_FOUND');
    expect(view.status).toMatchObject({ datatreeNoMatch: true, propertyComplete: true });
    expect(view.events).toContain('datatreeNoMatch');
  });

  it('street Noavm: no AVM (bpo/estimate-value); the $180 valuation stands in for it', async () => {
    const { jwt, uuid } = await profileDone('Rivera', '5 Noavm Court');
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('NO_AVM_FOUND');
    expect(view.screen).toBe('bpo/estimate-value');

    await submit(t.app, jwt, uuid, 'valuation/order', { acceptFee: true });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('LIEN_VERIFICATION');
    const stages = (await history(uuid)).map((r) => r.to_stage);
    expect(stages.slice(stages.indexOf('NO_AVM_FOUND'))).toEqual([
      'NO_AVM_FOUND',
      'NAV_RESI_EVAL_ORDER_REQUEST',
      'NAV_RESI_EVAL_PROCESSING',
      'NAV_RESI_EVAL_ESTIMATE',
      'WAITING_FOR_AVM_DATA',
      'PREQUAL_TITLE',
      'LIEN_VERIFICATION',
    ]);
    const record = await loadPrequalRecord(t.app.db, uuid);
    expect(record).toMatchObject({ homeValue: 650_000, homeValueSource: 'RESI_EVAL' });
    expect(record.valuation?.fee).toBe(180);
  });

  it('liens over the CLTV limit: LIEN_POSITION_CLTV_REQUALIFY (product/prequal-winback); corrected liens requalify', async () => {
    const { jwt, uuid } = await profileDone();
    await submit(t.app, jwt, uuid, 'liens', {
      confirmed: true,
      liens: [{ position: 1, lender: 'Big Bank', balance: 560_000, monthlyPayment: 3_200 }],
    });
    let view = await clientView(jwt, uuid);
    expect(view.stage).toBe('LIEN_POSITION_CLTV_REQUALIFY');
    expect(view.screen).toBe('product/prequal-winback');

    await submit(t.app, jwt, uuid, 'liens', {
      confirmed: true,
      liens: [{ position: 1, lender: 'Big Bank', balance: 200_000, monthlyPayment: 1_200 }],
    });
    view = await clientView(jwt, uuid);
    expect(view.stage).toBe('OFFER_SELECTION');
  });

  if (dialect === 'sqlite') {
    it('after the run, the synthetic SSNs appear nowhere in the database files in plain text', async () => {
      await t.app.pipeline.idle();
      const files = [t.dbFile as string, `${t.dbFile}-wal`].filter((f) => existsSync(f));
      expect(files.length).toBeGreaterThan(0);
      const identities = await t.app.db.selectFrom('identities').select('ssn_encrypted').execute();
      // The runs above stored SSNs (encrypted), so there is something to look for.
      expect(identities.filter((i) => i.ssn_encrypted !== null).length).toBeGreaterThanOrEqual(2);
      for (const file of files) {
        const bytes = readFileSync(file);
        for (const ssn of TEST_SSNS) {
          expect(bytes.includes(Buffer.from(ssn))).toBe(false);
          expect(bytes.includes(Buffer.from(ssn.replace(/-/g, '')))).toBe(false);
        }
      }
    });
  }
});
