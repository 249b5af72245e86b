// What the fake lender servers of the journey screens' tests share: the application, profile and stage the
// next-step router reads, and POSTs recorded with their body and Idempotency-Key, answered with `postReply` once or
// else the application (after which GET stage answers `stageAfterPost`). Each test server adds its screens' routes.
import type { Application } from '../../src/domain/types';
import { RECORDED_EVENT, type FakeReply, type FakeRequest } from '../components/support/handlers';
import { makeProfile } from '../fixtures/application';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;

export interface Posted {
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
}

export interface RecordingServer {
  stage: string;
  application: Application;
  /** The next POST's answer; by default the application, after which GET stage answers `stageAfterPost`. */
  postReply: FakeReply | null;
  stageAfterPost: string;
  posts: Posted[];
}

/** A POST route of `server` for `path`, recorded in `server.posts`. */
export const recordingPost =
  (server: RecordingServer) =>
  (path: string) =>
  (request: FakeRequest): FakeReply => {
    server.posts.push({
      path,
      body: request.data ? JSON.parse(request.data as string) : undefined,
      idempotencyKey: request.headers['Idempotency-Key'],
    });
    const reply = server.postReply;
    if (reply) {
      server.postReply = null;
      return reply;
    }
    server.stage = server.stageAfterPost;
    return { data: server.application };
  };

/** The application, the borrower's profile (`lastName`), the stage with the status, and telemetry accepted. */
export function routerRoutes(server: RecordingServer, lastName = 'Lee') {
  return {
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    'GET /service-profile/api/v1/profile': () => ({
      data: makeProfile({ name: { uuid: 'n-1', firstName: 'Pat', lastName }, dob: '1980-01-01' }),
    }),
    [`GET ${APP_PATH}/stage`]: () => ({
      data: { stage: server.stage, status: { ...server.application.status, checklistStatus: server.stage } },
    }),
    // Page views the telemetry saga sends on each route change.
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
  };
}
