// The bank screens over a fake lender server: the real routes, store and sagas, a stage the test controls, and
// the bank endpoints of docs/API.md "Closing" recording what they were sent.
import { screen } from '@testing-library/react';
import type { Application } from '../../../src/domain/types';
import { makeApplication, type DeepPartial } from '../../fixtures/application';
import { APP_PATH, APP_UUID, fakeServer, type FakeServer } from '../credit/fakeJourney';
import { NOT_FOUND, type FakeRequest } from '../support/mswServer';

export { APP_PATH, APP_UUID, renderScreen, SLOW, violations } from '../credit/fakeJourney';

export const DISBURSE_ACCOUNT = {
  uuid: 'acct-disburse-1',
  routingNumber: '011000015',
  mask: '6789',
  accountNumber: '********6789',
};

/** A routing number that passes the ABA checksum, and one that does not. */
export const GOOD_ROUTING = '011000015';
export const BAD_ROUTING = '011000016';
export const ACCOUNT = '000123456789';

export interface Posted {
  path: string;
  body: unknown;
  idempotencyKey: unknown;
}

export interface FakeReply {
  status: number;
  data: unknown;
}

export interface BankServerOptions {
  stage: string;
  application?: DeepPartial<Application>;
  /** Answers a POST instead of the happy path (by path suffix, e.g. 'bank/disburse'). */
  answers?: Record<string, FakeReply>;
}

export function applicationAt(stage: string, overrides: DeepPartial<Application> = {}): Application {
  return makeApplication({ uuid: APP_UUID, ...overrides, status: { checklistStatus: stage, ...overrides.status } });
}

/**
 * A server at `stage`. Happy paths: bank/disburse and bank/link/complete set the disbursement account and move on
 * to AUTOPAY_ACCOUNT; bank/autopay moves on to IDENTITY_VERIFICATION; bank/link answers the sandbox page.
 */
export function bankServer({ stage, application, answers = {} }: BankServerOptions) {
  const posted: Posted[] = [];
  const record = (path: string, request: FakeRequest) => {
    const raw = request.data;
    posted.push({
      path,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
      idempotencyKey: request.headers['Idempotency-Key'],
    });
  };
  const handler =
    (path: string, happy: (s: FakeServer, request: FakeRequest) => FakeReply) =>
    (s: FakeServer) =>
    (request: FakeRequest) => {
      record(path, request);
      return answers[path] ?? happy(s, request);
    };
  const setDisbursement = (s: FakeServer, mask: string, check: string) => {
    s.application = {
      ...s.application,
      disburseAccount: { ...DISBURSE_ACCOUNT, mask, accountNumber: `********${mask}` },
      status: { ...s.application.status, giactAccountStatus: check, checklistStatus: 'AUTOPAY_ACCOUNT' },
    };
    s.stage = 'AUTOPAY_ACCOUNT';
    return { status: 200, data: s.application };
  };
  const server = fakeServer({ stage, application: applicationAt(stage, application) }, (s) => ({
    // What the identity screen after autopay loads: not served here.
    [`GET ${APP_PATH}/identity/verification`]: NOT_FOUND,
    [`POST ${APP_PATH}/bank/link`]: handler('bank/link', () => ({
      status: 200,
      data: { linkUrl: `/sandbox/bank-link?application=${APP_UUID}&purpose=DISBURSEMENT` },
    }))(s),
    [`POST ${APP_PATH}/bank/link/complete`]: handler('bank/link/complete', (srv) =>
      setDisbursement(srv, '6789', 'VERIFIED'),
    )(s),
    [`POST ${APP_PATH}/bank/disburse`]: handler('bank/disburse', (srv, request) => {
      const body = JSON.parse(String(request.data)) as { accountNumber: string };
      return setDisbursement(
        srv,
        body.accountNumber.slice(-4),
        body.accountNumber.endsWith('0000') ? 'PENDING_REVIEW' : 'VERIFIED',
      );
    })(s),
    [`POST ${APP_PATH}/bank/autopay`]: handler('bank/autopay', (srv, request) => {
      const body = JSON.parse(String(request.data)) as { choice: string };
      srv.application = {
        ...srv.application,
        payType: body.choice === 'MANUAL' ? 'MANUAL' : 'AUTOPAY',
        autopayAccount:
          body.choice === 'MANUAL' ? null : { uuid: body.choice === 'SAME' ? DISBURSE_ACCOUNT.uuid : 'acct-2' },
        status: { ...srv.application.status, checklistStatus: 'IDENTITY_VERIFICATION' },
      };
      srv.stage = 'IDENTITY_VERIFICATION';
      return { status: 200, data: srv.application };
    })(s),
  }));
  return { server, posted };
}

export const pathOf = (store: { getState: () => { router: { location: { pathname: string } } } }) =>
  store.getState().router.location.pathname;

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
