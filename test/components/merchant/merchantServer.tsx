// A fake lender server for the merchant screens (debt payoff at closing): the application, profile and stage the
// next-step router reads, GET merchant/payoff, and the two POSTs with their body and Idempotency-Key recorded.
// Tests change `server.stage`, `server.payoff` and `server.postReply` between steps.
import axe from 'axe-core';
import { AppRoutes } from '../../../src/app/routes';
import type { DebtPayoffAnswer } from '../../../src/domain/payoff';
import type { Application } from '../../../src/domain/types';
import { makeApplication, type DeepPartial } from '../../fixtures/application';
import { APP_PATH, APP_UUID, recordingPost, routerRoutes, type Posted } from '../../utils/journeyFakeServer';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, type FakeReply } from '../support/mswServer';

export { APP_PATH, APP_UUID, type Posted };

export interface MerchantServer {
  stage: string;
  application: Application;
  payoff: DebtPayoffAnswer;
  payoffFailure: FakeReply | null;
  postReply: FakeReply | null;
  stageAfterPost: string;
  posts: Posted[];
  calls: string[];
}

/** The sandbox Payoff persona's report, on a $49,505 initial draw (a $50,000 line less its fee). */
export const PAYOFF_DEBTS: DebtPayoffAnswer = {
  initialDraw: 49_505,
  debts: [
    {
      id: 'tl-1',
      creditor: 'Northwind Bank Visa',
      kind: 'CREDIT_CARD',
      accountMask: '4821',
      accountNumber: '************4821',
      balance: 8_412.37,
      lien: null,
    },
    {
      id: 'tl-2',
      creditor: 'Harbor Card Services',
      kind: 'CREDIT_CARD',
      accountMask: '1937',
      accountNumber: '************1937',
      balance: 5_230,
      lien: null,
    },
    {
      id: 'tl-3',
      creditor: 'Summit Personal Lending',
      kind: 'PERSONAL_LOAN',
      accountMask: '7704',
      accountNumber: '************7704',
      balance: 14_650.12,
      lien: null,
    },
    {
      id: 'tl-4',
      creditor: 'Brightside Solar Finance',
      kind: 'SOLAR_LOAN',
      accountMask: '3390',
      accountNumber: '************3390',
      balance: 21_980,
      lien: 'UCC fixture filing recorded against your home',
    },
  ],
  selectedDebtIds: [],
  reviewed: false,
  attested: false,
  disburseAccountMask: '6789',
  paidAt: null,
};

export function installMerchantServer(
  stage: string,
  overrides: { application?: DeepPartial<Application>; payoff?: Partial<DebtPayoffAnswer> } = {},
): MerchantServer {
  const server: MerchantServer = {
    stage,
    application: makeApplication({
      uuid: APP_UUID,
      selectedPropertyUuid: 'prop-1',
      property: { uuid: 'prop-1', street1: '12 Elm Street', street2: null, city: 'Denver', state: 'CO', zip: '80202' },
      amount: 50_000,
      uwCalculatedDrawAmount: 49_505,
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      ...overrides.application,
      status: { checklistStatus: stage, ...overrides.application?.status },
    }),
    payoff: { ...PAYOFF_DEBTS, ...overrides.payoff },
    payoffFailure: null,
    postReply: null,
    stageAfterPost: stage,
    posts: [],
    calls: [],
  };
  const post = recordingPost(server);
  const { calls } = installRoutes({
    ...routerRoutes(server, 'Payoff'),
    [`GET ${APP_PATH}/merchant/payoff`]: () => server.payoffFailure ?? { data: server.payoff },
    [`POST ${APP_PATH}/merchant/review`]: post('merchant/review'),
    [`POST ${APP_PATH}/merchant/attestation`]: post('merchant/attestation'),
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/{screen}. */
export function renderMerchant(screen: string) {
  return renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true });
}

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
