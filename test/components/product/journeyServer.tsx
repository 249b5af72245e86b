// A fake lender server for the journey screens (liens, product/*): the application, profile and stage the
// next-step router reads, the screen's resource, and the step's POST with its body and Idempotency-Key recorded.
// The test changes `server.stage` (what GET stage answers) and `server.liens`/`server.offers` between steps.
import axe from 'axe-core';
import type { LiensAnswer, OffersAnswer } from '../../../src/api/journey';
import { AppRoutes } from '../../../src/app/routes';
import type { Application } from '../../../src/domain/types';
import { makeApplication, type DeepPartial } from '../../fixtures/application';
import { APP_PATH, APP_UUID, recordingPost, routerRoutes, type Posted } from '../../utils/journeyFakeServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, type FakeReply } from '../support/mswServer';

export { APP_PATH, APP_UUID, type Posted };

export interface JourneyServer {
  stage: string;
  application: Application;
  liens: LiensAnswer;
  offers: OffersAnswer;
  /** What GET liens / GET offers answer with instead of the data (e.g. a 500). */
  resourceFailure: { liens?: FakeReply; offers?: FakeReply };
  /** The next POST's answer; by default the application, after which GET stage answers `stageAfterPost`. */
  postReply: FakeReply | null;
  stageAfterPost: string;
  posts: Posted[];
  calls: string[];
}

export const SANDBOX_LIENS: LiensAnswer = {
  liens: [{ position: 1, lender: 'Sandbox Mortgage Co.', balance: 250_000, monthlyPayment: 1_650 }],
  homeValue: 650_000,
  liensComplete: false,
  inquiryAttestNeeded: false,
  inquiryAttestComplete: false,
  recentInquiries: 0,
};

export const SANDBOX_OFFERS: OffersAnswer = {
  offers: [
    {
      term: 5,
      apr: 7.6,
      minLine: 15_000,
      maxLine: 302_500,
      originationFeePercent: 0.99,
      originationFee: 2_994.75,
      initialDraw: 299_505.25,
      monthlyPayment: 6_076.07,
    },
    {
      term: 10,
      apr: 8.35,
      minLine: 15_000,
      maxLine: 250_000,
      originationFeePercent: 0.99,
      originationFee: 2_475,
      initialDraw: 247_525,
      monthlyPayment: 3_079.58,
    },
    {
      term: 15,
      apr: 8.85,
      minLine: 15_000,
      maxLine: 200_000,
      originationFeePercent: 0.99,
      originationFee: 1_980,
      initialDraw: 198_020,
      monthlyPayment: 2_010.88,
    },
    {
      term: 30,
      apr: 9.6,
      minLine: 15_000,
      maxLine: 180_000,
      originationFeePercent: 0.99,
      originationFee: 1_782,
      initialDraw: 178_218,
      monthlyPayment: 1_526.68,
    },
  ],
  homeValue: 650_000,
  selection: null,
  revision: null,
};

export function installJourneyServer(
  stage: string,
  overrides: {
    application?: DeepPartial<Application>;
    liens?: Partial<LiensAnswer>;
    offers?: Partial<OffersAnswer>;
  } = {},
): JourneyServer {
  const server: JourneyServer = {
    stage,
    application: makeApplication({
      uuid: APP_UUID,
      selectedPropertyUuid: 'prop-1',
      property: { uuid: 'prop-1', street1: '12 Oak Lane', street2: null, city: 'Austin', state: 'TX', zip: '78701' },
      consents: [{ type: 'SOFT_CREDIT' }],
      ...overrides.application,
      status: { checklistStatus: stage, ...overrides.application?.status },
    }),
    liens: { ...SANDBOX_LIENS, ...overrides.liens },
    offers: { ...SANDBOX_OFFERS, ...overrides.offers },
    resourceFailure: {},
    postReply: null,
    stageAfterPost: stage,
    posts: [],
    calls: [],
  };
  const post = recordingPost(server);
  const { calls } = installRoutes({
    ...routerRoutes(server),
    [`GET ${APP_PATH}/liens`]: () => server.resourceFailure.liens ?? { data: server.liens },
    [`GET ${APP_PATH}/offers`]: () => server.resourceFailure.offers ?? { data: server.offers },
    [`POST ${APP_PATH}/liens`]: post('liens'),
    [`POST ${APP_PATH}/offers/selection`]: post('offers/selection'),
    [`POST ${APP_PATH}/assets`]: post('assets'),
    // The FCRA §609(g) notice the liens screen opens.
    [`GET ${APP_PATH}/disclosures/CREDIT_SCORE_NOTICE`]: { data: '%PDF-1.7' },
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/{screen}. */
export function renderJourney(screen: string) {
  return renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true });
}

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const count = (calls: readonly string[], call: string) => calls.filter((c) => c === call).length;
