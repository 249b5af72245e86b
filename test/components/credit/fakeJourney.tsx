// For the credit, review-app and error screens: the real routes, store and sagas over a fake lender server
// whose stage the test controls (the next-step router reads it on entry and after a submission).
import axe from 'axe-core';
import { AppRoutes } from '../../../src/app/routes';
import type { Application, Profile } from '../../../src/domain/types';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, NOT_FOUND, RECORDED_EVENT, type Route } from '../support/mswServer';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;
export const PROFILE_PATH = '/service-profile/api/v1/profile';
/** Lazy chunks and sagas on a busy machine: more room than the 1 s default. */
export const SLOW = { timeout: 5000 };

export interface FakeServer {
  stage: string;
  application: Application;
  profile: Profile;
  calls: string[];
}

/** GET application, profile and stage (answering `server.stage`), plus `routes`. */
export function fakeServer(
  init: { stage: string; application?: Application; profile?: Profile },
  routes: (server: FakeServer) => Record<string, Route> = () => ({}),
): FakeServer {
  const server: FakeServer = {
    stage: init.stage,
    application: init.application ?? makeApplication({ uuid: APP_UUID, status: { checklistStatus: init.stage } }),
    profile: init.profile ?? makeProfile(),
    calls: [],
  };
  const { calls } = installRoutes({
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    [`GET ${PROFILE_PATH}`]: () => ({ data: server.profile }),
    [`GET ${APP_PATH}/stage`]: () => ({
      data: { stage: server.stage, status: { ...server.application.status, checklistStatus: server.stage } },
    }),
    // Page views on each route change.
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
    // What the liens screen after the credit check loads: not served here.
    [`GET ${APP_PATH}/liens`]: NOT_FOUND,
    ...routes(server),
  });
  server.calls = calls;
  return server;
}

/** The app at /{uuid}/{screen}, signed in, with every saga running. */
export function renderScreen(screen: string) {
  return renderWithProviders(<AppRoutes />, { path: `/${APP_UUID}/${screen}`, authenticated: true, runSagas: true });
}

/** axe on the whole page, WCAG 2.2 AA; colour contrast needs a layout jsdom lacks. */
export async function violations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
