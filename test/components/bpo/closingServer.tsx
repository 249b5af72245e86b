// A fake lender server for the valuation and complete screens: the application, profile and stage the next-step
// router reads, GET bpo and GET closing/status, the notice of right to cancel, and the steps' POSTs (rescission/cancel
// among them) with their body and Idempotency-Key recorded.
// Tests change `server.stage`, `server.bpo` and `server.closingStatus` between steps.
import axe from 'axe-core';
import type { BpoAnswer, ClosingStatusAnswer } from '../../../src/api/closing';
import { AppRoutes } from '../../../src/app/routes';
import type { Application } from '../../../src/domain/types';
import { makeApplication, type DeepPartial } from '../../fixtures/application';
import { APP_PATH, APP_UUID, recordingPost, routerRoutes, type Posted } from '../../utils/journeyFakeServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, type FakeReply } from '../support/mswServer';

export { APP_PATH, APP_UUID, type Posted };

export interface ClosingServer {
  stage: string;
  application: Application;
  bpo: BpoAnswer;
  closingStatus: ClosingStatusAnswer;
  /** What GET bpo / GET closing/status answer instead of the data (e.g. a 500). */
  resourceFailure: { bpo?: FakeReply; closingStatus?: FakeReply };
  /** The next POST's answer; by default the application, after which GET stage answers `stageAfterPost`. */
  postReply: FakeReply | null;
  stageAfterPost: string;
  posts: Posted[];
  calls: string[];
}

export const TEXAS_PROPERTY = {
  uuid: 'prop-1',
  street1: '500 Congress Avenue',
  street2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

/** In rescission until midnight at the end of Wednesday 2031-03-05 in Denver (MST): still open whenever tests run. */
export const IN_RESCISSION: ClosingStatusAnswer = {
  stage: 'RESCISSION',
  amount: 75_000,
  loanNumber: null,
  rescissionEndsAt: '2031-03-06T07:00:00.000Z',
  rescissionDeadline: '2031-03-05',
  rescissionTimeZone: 'America/Denver',
  fundedAt: null,
  steps: [
    { name: 'RESCISSION', done: false },
    { name: 'RECORDING', done: false },
    { name: 'FUNDING', done: false },
  ],
  complete: false,
};

export const FUNDED: ClosingStatusAnswer = {
  stage: 'COMPLETE',
  amount: 75_000,
  loanNumber: 'HL-2026-000123',
  rescissionEndsAt: '2026-03-06T07:00:00.000Z',
  rescissionDeadline: '2026-03-05',
  rescissionTimeZone: 'America/Denver',
  fundedAt: '2026-03-09T15:00:00.000Z',
  steps: [
    { name: 'RESCISSION', done: true },
    { name: 'RECORDING', done: true },
    { name: 'FUNDING', done: true },
  ],
  complete: true,
};

export function installClosingServer(
  stage: string,
  overrides: {
    application?: DeepPartial<Application>;
    bpo?: Partial<BpoAnswer>;
    closingStatus?: Partial<ClosingStatusAnswer>;
  } = {},
): ClosingServer {
  const server: ClosingServer = {
    stage,
    application: makeApplication({
      uuid: APP_UUID,
      selectedPropertyUuid: 'prop-1',
      property: TEXAS_PROPERTY,
      amount: 75_000,
      uwCalculatedDrawAmount: 74_257.5,
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      ...overrides.application,
      status: { checklistStatus: stage, ...overrides.application?.status },
    }),
    bpo: { status: 'BPO_COMPLETE', ordered: true, estimatedValue: 650_000, accepted: false, ...overrides.bpo },
    closingStatus: { ...IN_RESCISSION, ...overrides.closingStatus },
    resourceFailure: {},
    postReply: null,
    stageAfterPost: stage,
    posts: [],
    calls: [],
  };
  const post = recordingPost(server);
  const { calls } = installRoutes({
    ...routerRoutes(server),
    [`GET ${APP_PATH}/bpo`]: () => server.resourceFailure.bpo ?? { data: server.bpo },
    [`GET ${APP_PATH}/closing/status`]: () => server.resourceFailure.closingStatus ?? { data: server.closingStatus },
    [`POST ${APP_PATH}/bpo/order`]: post('bpo/order'),
    [`POST ${APP_PATH}/bpo/valuation`]: post('bpo/valuation'),
    [`POST ${APP_PATH}/valuation/order`]: post('valuation/order'),
    [`POST ${APP_PATH}/rescission/cancel`]: post('rescission/cancel'),
    [`GET ${APP_PATH}/disclosures/RESCISSION_NOTICE`]: { data: '%PDF-1.7' },
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/{screen}. */
export function renderClosing(screen: string) {
  return renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true });
}

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const count = (calls: readonly string[], call: string) => calls.filter((c) => c === call).length;
