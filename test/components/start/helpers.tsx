// The start screens under test: the real routes, store and sagas over a fake lender server whose stage moves
// when a step is posted, as the real one does.
import axe from 'axe-core';
import { act } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import type { Application, Profile } from '../../../src/domain/types';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { installRoutes, NOT_FOUND, RECORDED_EVENT, type Route } from '../support/mswServer';

export const APP_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
export const APP_PATH = `/service-application/api/v1/application/heloc/${APP_UUID}`;
export const PROFILE_PATH = '/service-profile/api/v1/profile';
/** Lazy chunks and sagas on a busy two-core machine: more room than the 1 s default. */
export const SLOW = { timeout: 5000 };

export interface FakeServer {
  stage: string;
  application: Application;
  profile: Profile;
  /** Bodies posted to each path under the application, in order. */
  posted: { path: string; body: unknown; headers: Record<string, unknown> }[];
  calls: string[];
}

/**
 * The application's GET, the profile, and GET stage answering `server.stage`. `routes` adds or overrides
 * routes; `step(path, nextStage)` makes a journey POST that records its body and moves the stage.
 */
export function fakeServer(
  init: { stage: string; application: Application; profile: Profile },
  routes: (server: FakeServer) => Record<string, Route> = () => ({}),
): FakeServer {
  const server: FakeServer = { ...init, posted: [], calls: [] };
  const { calls } = installRoutes({
    [`GET ${APP_PATH}`]: () => ({ data: server.application }),
    [`GET ${PROFILE_PATH}`]: () => ({ data: server.profile }),
    [`GET ${APP_PATH}/stage`]: () => ({
      data: { stage: server.stage, status: { ...server.application.status, checklistStatus: server.stage } },
    }),
    // Telemetry the app sends on every page: the lender server takes it and answers nothing.
    'POST /ft/secure/event': RECORDED_EVENT,
    'POST /ft/external/event': RECORDED_EVENT,
    // What the screens after these load (the liens, the application summary's documents): not served here.
    [`GET ${APP_PATH}/liens`]: NOT_FOUND,
    [`GET ${APP_PATH}/disclosures`]: NOT_FOUND,
    ...routes(server),
  });
  server.calls = calls;
  return server;
}

/** A journey POST that records its body, moves the stage to `nextStage`, and answers with the application. */
export function step(server: FakeServer, path: string, nextStage: string): Route {
  return (request) => {
    server.posted.push({
      path,
      body: request.data ? JSON.parse(String(request.data)) : undefined,
      headers: { ...request.headers },
    });
    server.stage = nextStage;
    return { data: server.application };
  };
}

export function renderStart(screen: 'profile' | 'contact' | 'hmda' | 'app-summary') {
  return renderWithProviders(<AppRoutes />, {
    path: `/${APP_UUID}/start/${screen}`,
    authenticated: true,
    runSagas: true,
  });
}

/** axe on the whole page (modals render in a portal), WCAG 2.2 AA; colour contrast needs a layout jsdom lacks. */
export async function violations(root: Element = document.body): Promise<string[]> {
  let found: string[] = [];
  // Inside act: the page's own timers (a status message clearing itself) may fire while axe runs.
  await act(async () => {
    const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
    found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return found;
}

/** A controllable IntersectionObserver: the test decides when the end of a document is in view. */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
  static live(): FakeObserver | undefined {
    return FakeObserver.instances.filter((o) => !o.disconnected).at(-1);
  }
}

/** IntersectionObserver and object URLs, which jsdom lacks, for the PDF viewer. */
export function installPdfEnvironment() {
  FakeObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    value: jest.fn(() => `blob:pdf-${++n}`),
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true, writable: true });
}
