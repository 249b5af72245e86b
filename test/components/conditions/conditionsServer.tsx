// A fake lender for the conditions screens: the application waiting at WAITING_FOR_ID_VERIFICATION with
// status.condition (the Condition persona), the conditions service's list, and its two answers. An upload counts
// against numDocsRequired; the last one resolves the condition and the stage moves on to `stageAfterResolve`.
import axe from 'axe-core';
import type { Condition } from '../../../src/api/conditions';
import { AppRoutes } from '../../../src/app/routes';
import type { Application } from '../../../src/domain/types';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, RECORDED_EVENT, type FakeReply, type FakeRequest } from '../support/mswServer';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;
export const CONDITIONS_PATH = `/service-conditions/external/api/v1/applications/${APP_UUID}/conditions`;

export const DOC_CONDITION = '11111111-2222-4333-8444-555555555555';
export const PHONE_CONDITION = '22222222-2222-4333-8444-555555555555';

export function docCondition(over: Partial<Condition> = {}): Condition {
  return {
    uuid: DOC_CONDITION,
    categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
    created: '2026-01-02T10:00:00.000Z',
    notes: 'Sandbox Condition persona: one more document before title.',
    commentsToBorrower: 'Please upload a recent bank statement showing your name and address.',
    requestDocuments: true,
    xtraData: { numDocsRequired: 1, docsReceived: 0 },
    actionNeeded: 'Upload a recent bank statement',
    resolvedAt: null,
    ...over,
  };
}

export function phoneCondition(over: Partial<Condition> = {}): Condition {
  return {
    uuid: PHONE_CONDITION,
    categoryEnum: 'MISSING_PHONE_NUMBER',
    created: '2026-01-02T11:00:00.000Z',
    notes: null,
    commentsToBorrower: 'We need a phone number to reach you.',
    requestDocuments: false,
    xtraData: { numDocsRequired: 0, docsReceived: 0 },
    actionNeeded: null,
    resolvedAt: null,
    ...over,
  };
}

export interface Upload {
  conditionUuid: string;
  fileName: string;
}

export interface ConditionsServer {
  stage: string;
  application: Application;
  conditions: Condition[];
  /** The next answer's reply instead of the normal one (e.g. a 400 for a refused file). */
  nextReply: FakeReply | null;
  stageAfterResolve: string;
  /** How many of the next list requests fail (500). */
  listFailures: number;
  uploads: Upload[];
  phonePosts: unknown[];
  calls: string[];
}

export function installConditionsServer(conditions: Condition[], stage = 'WAITING_FOR_ID_VERIFICATION') {
  const server: ConditionsServer = {
    stage,
    application: makeApplication({
      uuid: APP_UUID,
      selectedPropertyUuid: 'prop-1',
      property: { uuid: 'prop-1', street1: '12 Oak Lane', street2: null, city: 'Denver', state: 'CO', zip: '80202' },
      status: { checklistStatus: stage, condition: conditions.length > 0 },
    }),
    conditions,
    nextReply: null,
    stageAfterResolve: 'FINAL_TITLE_PULL',
    listFailures: 0,
    uploads: [],
    phonePosts: [],
    calls: [],
  };
  const resolve = (c: Condition) => {
    c.resolvedAt = '2026-01-03T10:00:00.000Z';
    server.conditions = server.conditions.filter((x) => x.uuid !== c.uuid);
    if (server.conditions.length === 0) {
      server.application.status.condition = false;
      server.stage = server.stageAfterResolve;
    }
  };
  const takeReply = () => {
    const reply = server.nextReply;
    server.nextReply = null;
    return reply;
  };
  const upload = (conditionUuid: string) => (request: FakeRequest) => {
    const file = (request.data as FormData).get('file') as File;
    const reply = takeReply();
    if (reply) return reply;
    const c = server.conditions.find((x) => x.uuid === conditionUuid);
    if (!c) return { status: 409, data: { errors: ['This condition is already resolved'] } };
    server.uploads.push({ conditionUuid, fileName: file.name });
    c.xtraData = { ...c.xtraData, docsReceived: c.xtraData.docsReceived + 1 };
    if (c.xtraData.docsReceived >= c.xtraData.numDocsRequired) resolve(c);
    return {
      data: {
        condition: { ...c },
        document: {
          uuid: `doc-${server.uploads.length}`,
          type: 'SUPPORT',
          filename: file.name,
          mime: file.type,
          size: file.size,
          createdAt: '2026-01-03T10:00:00.000Z',
        },
      },
    };
  };
  const phone = (conditionUuid: string) => (request: FakeRequest) => {
    server.phonePosts.push(JSON.parse(request.data as string));
    const reply = takeReply();
    if (reply) return reply;
    const c = server.conditions.find((x) => x.uuid === conditionUuid)!;
    resolve(c);
    return { data: { condition: { ...c } } };
  };
  const { calls } = installRoutes({
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    'GET /service-profile/api/v1/profile': () => ({
      data: makeProfile({ name: { uuid: 'n-1', firstName: 'Pat', lastName: 'Condition' }, dob: '1980-01-01' }),
    }),
    [`GET ${APP_PATH}/stage`]: () => ({ data: { stage: server.stage, status: server.application.status } }),
    [`GET ${CONDITIONS_PATH}/external-applicants`]: () => {
      if (server.listFailures > 0) {
        server.listFailures -= 1;
        return { status: 500, data: { errors: ['The conditions service is unavailable'] } };
      }
      return { data: server.conditions.map((c) => ({ ...c })) };
    },
    [`POST ${CONDITIONS_PATH}/${DOC_CONDITION}/documents`]: upload(DOC_CONDITION),
    [`POST ${CONDITIONS_PATH}/${PHONE_CONDITION}/phone-number`]: phone(PHONE_CONDITION),
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at /{uuid}/conditions{rest}. */
export function renderConditions(rest = '') {
  return renderWithProviders(<AppRoutes />, {
    path: `/${APP_UUID}/conditions${rest}`,
    authenticated: true,
    runSagas: true,
  });
}

export const count = (calls: readonly string[], call: string) => calls.filter((c) => c === call).length;

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
