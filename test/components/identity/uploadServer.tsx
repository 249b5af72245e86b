// A fake lender server for the identity and insurance screens: the application, profile and stage the next-step
// router reads (the stage can follow a queue after a POST: waiting, then where the verifier sent it), the
// identity verification and insurance requirements, and the multipart uploads recorded with their text fields
// and the file's name, type and size.
import axe from 'axe-core';
import type { IdentityVerificationAnswer, InsuranceRequirementsAnswer } from '../../../src/api/closing';
import { AppRoutes } from '../../../src/app/routes';
import type { Application } from '../../../src/domain/types';
import { makeApplication, makeProfile, type DeepPartial } from '../../fixtures/application';
import { makeUploadedDocument } from '../../fixtures/documents';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, RECORDED_EVENT, type FakeReply, type FakeRequest } from '../support/mswServer';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;
/** Lazy chunks, sagas and axe on a busy machine. */
export const SLOW = { timeout: 8000 };

export interface PostedFile {
  name: string;
  type: string;
  size: number;
}

export interface Upload {
  path: string;
  fields: Record<string, string>;
  file: PostedFile | null;
  idempotencyKey: string | undefined;
}

export interface UploadServer {
  stage: string;
  /** Stages GET stage answers after a successful POST, one per poll; the last one stays. */
  stagesAfterPost: string[];
  application: Application;
  verification: IdentityVerificationAnswer;
  insurance: InsuranceRequirementsAnswer;
  /** The next POST's answer instead of a success (e.g. the 400 for a refused file). */
  postReply: FakeReply | null;
  /** Runs on a successful POST, before the answer: what the server changes (received types, PENDING…). */
  onUpload: (upload: Upload) => void;
  uploads: Upload[];
  calls: string[];
}

function readUpload(path: string, request: FakeRequest): Upload {
  const fields: Record<string, string> = {};
  let file: PostedFile | null = null;
  if (request.data instanceof FormData) {
    for (const [name, value] of request.data.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'file') file = { name: (value as File).name, type: value.type, size: value.size };
    }
  }
  return {
    path,
    fields,
    file,
    idempotencyKey: request.headers['Idempotency-Key'],
  };
}

export function installUploadServer(
  stage: string,
  overrides: {
    application?: DeepPartial<Application>;
    verification?: Partial<IdentityVerificationAnswer>;
    insurance?: Partial<InsuranceRequirementsAnswer>;
  } = {},
): UploadServer {
  const server: UploadServer = {
    stage,
    stagesAfterPost: [],
    application: makeApplication({
      uuid: APP_UUID,
      amount: 75_000,
      term: 10,
      rate: 8.35,
      selectedPropertyUuid: 'prop-1',
      property: { uuid: 'prop-1', street1: '12 oak lane', street2: null, city: 'portland', state: 'OR', zip: '97201' },
      consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
      ...overrides.application,
      status: { checklistStatus: stage, ...overrides.application?.status },
    }),
    verification: { status: 'NOT_SUBMITTED', idType: null, reason: null, ...overrides.verification },
    insurance: { required: ['HAZARD_INSURANCE'], received: [], complete: false, ...overrides.insurance },
    postReply: null,
    onUpload: () => undefined,
    uploads: [],
    calls: [],
  };
  let queue: string[] = [];
  const upload = (path: string) => (request: FakeRequest) => {
    const posted = readUpload(path, request);
    server.uploads.push(posted);
    const reply = server.postReply;
    if (reply) {
      server.postReply = null;
      return reply;
    }
    server.onUpload(posted);
    queue = [...server.stagesAfterPost];
    return {
      data: {
        document: makeUploadedDocument({
          uuid: `doc-${server.uploads.length}`,
          // The ID type for an ID, the insurance document's type for insurance.
          type:
            path === 'identity/document' ? (posted.fields.idType ?? 'DRIVERS_LICENSE_FRONT') : path.split('/').pop(),
          file: posted.file,
        }),
        application: server.application,
      },
    };
  };
  const { calls } = installRoutes({
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    'GET /service-profile/api/v1/profile': () => ({
      data: makeProfile({ name: { uuid: 'n-1', firstName: 'Pat', lastName: 'Lee' }, dob: '1980-01-01' }),
    }),
    [`GET ${APP_PATH}/stage`]: () => {
      if (queue.length > 0) server.stage = queue.length > 1 ? queue.shift()! : queue[0];
      return { data: { stage: server.stage, status: { ...server.application.status, checklistStatus: server.stage } } };
    },
    [`GET ${APP_PATH}/identity/verification`]: () => ({ data: server.verification }),
    [`GET ${APP_PATH}/insurance/requirements`]: () => ({ data: server.insurance }),
    // What the complete screen reads once insurance is in.
    [`GET ${APP_PATH}/closing/status`]: () => ({
      data: {
        stage: server.stage,
        amount: server.application.amount,
        loanNumber: null,
        rescissionEndsAt: null,
        rescissionDeadline: null,
        rescissionTimeZone: null,
        fundedAt: null,
        steps: [],
        complete: false,
      },
    }),
    [`POST ${APP_PATH}/identity/document`]: upload('identity/document'),
    [`POST ${APP_PATH}/insurance/upload/HAZARD_INSURANCE`]: upload('insurance/upload/HAZARD_INSURANCE'),
    [`POST ${APP_PATH}/insurance/upload/FLOOD_INSURANCE`]: upload('insurance/upload/FLOOD_INSURANCE'),
    // Page views the telemetry saga sends on each route change.
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/{screen}. */
export function renderScreen(screen: string) {
  return renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true });
}

/** A file as a borrower picks it. */
export function pickedFile(name: string, type: string, content = 'x'.repeat(2048)): File {
  return new File([content], name, { type });
}

/** The server's answer to a file whose content is not an allowed type, whatever its name. */
export const REFUSED_FILE: FakeReply = {
  status: 400,
  data: { errors: ['This file type is not allowed'], message: 'This file type is not allowed' },
};

export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
