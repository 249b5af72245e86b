// A fake lender server for the income screens: the application, profile and stage the next-step router reads,
// GET income, and every income POST with its body (JSON, or the multipart fields and file name) and
// Idempotency-Key recorded. A test queues a POST's answer in `replies[path]`; otherwise the POST answers the
// application, after which GET stage answers `stageAfterPost` (and the status `statusAfterPost`).
import { StrictMode } from 'react';
import type { IncomeAnswer } from '../../../src/api/closing';
import { AppRoutes } from '../../../src/app/routes';
import type { Application, ApplicationStatus } from '../../../src/domain/types';
import { makeApplication, makeProfile, type DeepPartial } from '../../fixtures/application';
import { makeUploadedDocument, type PickedFileInfo } from '../../fixtures/documents';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, RECORDED_EVENT, type FakeReply, type FakeRequest } from '../support/mswServer';

export { axeViolations } from '../product/journeyServer';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;

export interface IncomePost {
  path: string;
  /** The JSON body, or for a multipart upload its text fields. */
  body: unknown;
  /** The uploaded file's name (multipart only). */
  fileName?: string;
  idempotencyKey: string | undefined;
}

export interface IncomeServer {
  stage: string;
  application: Application;
  income: IncomeAnswer;
  replies: Record<string, FakeReply[]>;
  stageAfterPost: string;
  statusAfterPost: Partial<ApplicationStatus>;
  /** Documents the next successful upload adds to the application. */
  posts: IncomePost[];
  calls: string[];
}

export const SANDBOX_INCOME: IncomeAnswer = {
  incomeSources: [{ uuid: 'income-source-1', employmentType: 'FULL_TIME', annualIncome: 120_000 }],
  linkTypes: ['PAYROLL', 'BANK'],
  verification: null,
  manualPaystubUpload: false,
};

function bodyOf(request: FakeRequest): { body: unknown; fileName?: string } {
  const { data } = request;
  if (data instanceof FormData) {
    const fields: Record<string, string> = {};
    let fileName: string | undefined;
    data.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
      else fileName = (value as File).name;
    });
    return { body: fields, fileName };
  }
  return { body: typeof data === 'string' && data ? JSON.parse(data) : data };
}

/** The multipart body's file, as the server reads its name, type and size. */
function fileOf(request: FakeRequest): PickedFileInfo | null {
  const file = request.data instanceof FormData ? request.data.get('file') : null;
  return file instanceof Blob ? { name: (file as File).name, type: file.type, size: file.size } : null;
}

export function installIncomeServer(
  stage: string,
  overrides: { application?: DeepPartial<Application>; income?: Partial<IncomeAnswer> } = {},
): IncomeServer {
  const server: IncomeServer = {
    stage,
    application: makeApplication({
      uuid: APP_UUID,
      selectedPropertyUuid: 'prop-1',
      property: { uuid: 'prop-1', street1: '12 Oak Lane', street2: null, city: 'Austin', state: 'CA', zip: '94105' },
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      incomeSources: [{ uuid: 'inc-1', employmentType: 'FULL_TIME', annualIncome: 120_000 }],
      term: 10,
      amount: 75_000,
      rate: 8.35,
      ...overrides.application,
      status: { checklistStatus: stage, ...overrides.application?.status },
    }),
    income: { ...SANDBOX_INCOME, ...overrides.income },
    replies: {},
    stageAfterPost: stage,
    statusAfterPost: {},
    posts: [],
    calls: [],
  };
  const post = (path: string) => (request: FakeRequest) => {
    server.posts.push({ path, ...bodyOf(request), idempotencyKey: request.headers['Idempotency-Key'] });
    const queued = server.replies[path]?.shift();
    if (queued) return queued;
    if (path === 'income/link')
      return { data: { linkUrl: `/sandbox/income-link?application=${APP_UUID}&type=PAYROLL` } };
    server.stage = server.stageAfterPost;
    server.application = {
      ...server.application,
      status: { ...server.application.status, ...server.statusAfterPost, checklistStatus: server.stage },
    };
    return path.startsWith('income/upload/')
      ? {
          data: {
            document: makeUploadedDocument({ uuid: 'doc-new', type: 'MANUAL_PAYSTUB', file: fileOf(request) }),
            application: server.application,
          },
        }
      : { data: server.application };
  };
  const { calls } = installRoutes({
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    'GET /service-profile/api/v1/profile': () => ({
      data: makeProfile({ name: { uuid: 'n-1', firstName: 'Pat', lastName: 'Lee' }, dob: '1980-01-01', hasSsn: true }),
    }),
    [`GET ${APP_PATH}/stage`]: () => ({ data: { stage: server.stage, status: server.application.status } }),
    [`GET ${APP_PATH}/income`]: () => ({ data: server.income }),
    [`POST ${APP_PATH}/income/sources`]: post('income/sources'),
    [`POST ${APP_PATH}/income/link`]: post('income/link'),
    [`POST ${APP_PATH}/income/link/complete`]: post('income/link/complete'),
    [`POST ${APP_PATH}/income/upload/MANUAL_PAYSTUB`]: post('income/upload/MANUAL_PAYSTUB'),
    [`POST ${APP_PATH}/income/employer-verification`]: post('income/employer-verification'),
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/{screen} (in StrictMode, as the app runs in development). */
export function renderIncome(screen: string) {
  return renderWithProviders(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
    { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true },
  );
}

export const pathOf = (view: { store: { getState: () => { router: { location: { pathname: string } } } } }) =>
  view.store.getState().router.location.pathname;

/** A file whose name and declared type pass the form's check. */
export function pngFile(name = 'paystub.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });
}
