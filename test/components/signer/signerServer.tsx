// A fake lender for the co-owner's area: the invitation, the broker sign-in, the co-owner's record (mutable, so a
// test can move the borrower or the verifier on), the redacted application, the eNotary session, the documents
// and the co-owner's conditions, with what was posted recorded. The real routes, store and sagas render it.
import axe from 'axe-core';
import { act } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import type { SignerDocument, SignerSelf } from '../../../src/domain/signers';
import type { Condition } from '../../../src/domain/types';
import { makeApplication } from '../../fixtures/application';
import { renderWithProviders, TEST_IDENTITY } from '../../utils/renderWithProviders';
import { installRoutes, RECORDED_EVENT, type FakeReply, type FakeRequest, type Route } from '../support/mswServer';
import { APP_UUID, INVITATION, makeSelf, QUESTIONS, RIGHT, SESSION_IDS } from './signerFixtures';

export { APP_UUID, INVITATION, makeSelf, QUESTIONS, RIGHT, SESSION_IDS, SIGNER_UUID } from './signerFixtures';

export const TOKEN = 'a'.repeat(40) + '_-9';
const HELOC = '/service-application/api/v1/application/heloc';
export const SIGNER_API = `${HELOC}/signer`;
export const INVITATION_PATH = `/identity/api/v1/signer-invitations/${TOKEN}`;
export const CONDITIONS_API = `/service-conditions/external/api/v1/applications/${APP_UUID}/conditions/additional-signers`;
export const CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';
/** Lazy chunks and sagas on a busy machine: more room than the 1 s default. */
export const SLOW = { timeout: 5000 };
export const HOME = { latitude: 37.7749, longitude: -122.4194 };

export interface Posted {
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
}

export interface SignerServer {
  /** The record GET self answers; null answers 404 (not a co-owner). */
  self: SignerSelf | null;
  /** Replaces the next GET self's answer (e.g. a 500). */
  selfReply: FakeReply | null;
  invitation: FakeReply;
  password: string;
  documents: SignerDocument[];
  conditions: Condition[];
  conditionsFlag: boolean;
  /** The next POST's answer instead of the normal one. */
  postReply: FakeReply | null;
  posted: Posted[];
  calls: string[];
}

function bodyOf(request: FakeRequest): unknown {
  if (request.data instanceof FormData) {
    const entries: Record<string, unknown> = {};
    request.data.forEach((value, key) => {
      entries[key] = value instanceof File ? `file:${value.name}` : value;
    });
    return entries;
  }
  return request.data ? JSON.parse(String(request.data)) : undefined;
}

export function installSignerServer(
  init: Partial<Pick<SignerServer, 'self' | 'invitation' | 'documents' | 'conditions' | 'conditionsFlag'>> = {},
  extra: (server: SignerServer) => Record<string, Route> = () => ({}),
): SignerServer {
  const server: SignerServer = {
    self: makeSelf(),
    selfReply: null,
    invitation: { data: INVITATION },
    password: 'correct horse 9',
    documents: [
      { type: 'DEED', title: 'Deed of trust', available: true },
      { type: 'RIGHT_TO_CANCEL', title: 'Notice of right to cancel', available: false },
    ],
    conditions: [],
    conditionsFlag: true,
    postReply: null,
    posted: [],
    calls: [],
    ...init,
  };
  let wrong = 0;
  let sessions = 0;
  const post =
    (path: string, answer: (body: unknown) => FakeReply) =>
    (request: FakeRequest): FakeReply => {
      const body = bodyOf(request);
      server.posted.push({ path, body, idempotencyKey: request.headers['Idempotency-Key'] });
      const reply = server.postReply;
      if (reply) {
        server.postReply = null;
        return reply;
      }
      return answer(body);
    };
  const { calls } = installRoutes({
    [`GET ${INVITATION_PATH}`]: () => server.invitation,
    [`POST ${INVITATION_PATH}/accept`]: post('accept', () => ({
      data: { redirect: '/account/heloc/heloc-signer/resume' },
    })),
    'POST /identity-broker/customer/api/v3/login': post('login', (body) =>
      (body as { password: string }).password === server.password
        ? { data: { redirect: '/account/heloc/heloc-signer/resume' } }
        : { status: 401, data: { errors: ['Invalid email or password'] } },
    ),
    'GET /identity/secure/api/v1/identity': () => ({ data: { ...TEST_IDENTITY, type: 'CO_DEEDER' } }),
    [`GET ${SIGNER_API}/self`]: () => {
      const reply = server.selfReply;
      if (reply) {
        server.selfReply = null;
        return reply;
      }
      return server.self ? { data: server.self } : { status: 404, data: { errors: ['Not found'] } };
    },
    [`GET ${HELOC}/${APP_UUID}`]: () => ({
      data: makeApplication({
        uuid: APP_UUID,
        additionalSignerVersion: 'v1',
        helocSigners: [{ identityUuid: TEST_IDENTITY.uuid }],
      } as Parameters<typeof makeApplication>[0]),
    }),
    [`POST ${SIGNER_API}/identity/document`]: post('identity/document', (body) => {
      server.self = makeSelf({
        ...server.self,
        identity: { status: 'PENDING', idType: (body as { idType: string }).idType, reason: null },
      });
      return { data: server.self };
    }),
    [`POST ${SIGNER_API}/notary/session`]: post('notary/session', () => {
      wrong = 0;
      return { data: { sessionId: SESSION_IDS[sessions++], questions: QUESTIONS } };
    }),
    [`POST ${SIGNER_API}/notary/session/answers`]: post('notary/session/answers', (body) => {
      const { answers } = body as { answers: Record<string, string> };
      if (answers.street === RIGHT.street && answers.city === RIGHT.city) return { data: { passed: true } };
      wrong += 1;
      const message =
        wrong >= 3 ? 'Too many wrong answers: start a new session' : 'Those answers do not match our records';
      return { status: 400, data: { errors: [message] } };
    }),
    [`POST ${SIGNER_API}/notary/session/accept`]: post('notary/session/accept', () => {
      server.self = makeSelf({
        ...server.self,
        deed: { status: 'SIGNED', signedAt: '2026-03-02T10:00:00.000Z' },
        nextStep: 'documents',
      });
      return { data: server.self };
    }),
    [`GET ${SIGNER_API}/documents`]: () => ({ data: server.documents }),
    [`POST ${SIGNER_API}/documents/RIGHT_TO_CANCEL/acknowledge`]: post('documents/RIGHT_TO_CANCEL/acknowledge', () => {
      const acknowledgedAt = '2026-11-25T15:00:00.000Z';
      server.documents = server.documents.map((d) => (d.type === 'RIGHT_TO_CANCEL' ? { ...d, acknowledgedAt } : d));
      return { data: { type: 'RIGHT_TO_CANCEL', copies: 2, acknowledgedAt } };
    }),
    [`GET ${SIGNER_API}/documents/DEED`]: { data: { pdf: true } },
    [`GET ${CONDITIONS_API}`]: () => ({ data: server.conditions }),
    [`POST ${CONDITIONS_API}/11111111-2222-4333-8444-555555555555/documents`]: post(
      'conditions/11111111-2222-4333-8444-555555555555/documents',
      () => {
        // One document answers it: the condition is resolved and leaves the list.
        const answered = server.conditions.find((c) => c.uuid === '11111111-2222-4333-8444-555555555555');
        if (!answered) return { status: 409, data: { errors: ['This request is answered already'] } };
        server.conditions = server.conditions.filter((c) => c !== answered);
        return {
          data: {
            condition: { ...answered, resolvedAt: '2026-01-03T10:00:00.000Z' },
            document: {
              uuid: 'doc-1',
              type: 'SUPPORT',
              filename: 'bill.pdf',
              mime: 'application/pdf',
              size: 2048,
              createdAt: '2026-01-03T10:00:00.000Z',
            },
          },
        };
      },
    ),
    'POST /service-optimize/external/api/v2/decision': () => ({
      data: { decisions: { [CONDITIONS_FLAG]: { flagEnabled: server.conditionsFlag, variables: {} } } },
    }),
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
    ...extra(server),
  });
  server.calls = calls;
  return server;
}

/** The real route table, store and sagas at `path` (e.g. '/heloc-signer/intro'). */
export function renderSigner(path: string, { authenticated = true } = {}) {
  return renderWithProviders(<AppRoutes />, { path, authenticated, runSagas: true });
}

/** axe on the whole page (modals render in a portal); colour contrast needs a layout jsdom lacks. */
export async function violations(root: Element = document.body): Promise<string[]> {
  let found: string[] = [];
  await act(async () => {
    const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
    found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

export function pickedFile(name: string, type: string, content = 'x'.repeat(2048)): File {
  return new File([content], name, { type });
}

/** navigator.geolocation answering `answer` (a position, or a PositionError code: 1 denied). */
export function installGeolocation(answer: typeof HOME | { code: 1 | 2 | 3 }) {
  const state = { answer };
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    const a = state.answer;
    if ('code' in a) fail?.({ code: a.code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    else ok({ coords: { ...a, accuracy: 10 }, timestamp: Date.now() } as unknown as GeolocationPosition);
  });
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
    configurable: true,
  });
  return {
    getCurrentPosition,
    answer: (next: typeof HOME | { code: 1 | 2 | 3 }) => {
      state.answer = next;
    },
  };
}
