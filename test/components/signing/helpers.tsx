// The signing and notary screens under test: the real routes, store and sagas over the fake lender server of the
// start screens' tests, and a browser location the test grants or refuses.
import { AppRoutes } from '../../../src/app/routes';
import type { NotaryAnswer } from '../../../src/domain/contracts/wire/closing';
import type { Application } from '../../../src/domain/types';
import { makeApplication, makeProfile } from '../../fixtures/application';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { APP_UUID } from '../start/helpers';

export {
  APP_PATH,
  APP_UUID,
  FakeObserver,
  fakeServer,
  installPdfEnvironment,
  SLOW,
  step,
  violations,
  type FakeServer,
} from '../start/helpers';

export const HOME = { latitude: 37.7749, longitude: -122.4194 };

export type LocationAnswer = { latitude: number; longitude: number } | { code: 1 | 2 | 3 };

/** navigator.geolocation answering `answer` (a position, or a PositionError code: 1 denied, 2 unavailable). */
export function installGeolocation(answer: LocationAnswer) {
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
    answer: (next: LocationAnswer) => {
      state.answer = next;
    },
  };
}

export const closingApplication = (overrides: Partial<Application> & { status?: Application['status'] } = {}) =>
  makeApplication({
    uuid: APP_UUID,
    term: 10,
    amount: 75_000,
    rate: 8.1,
    property: {
      uuid: 'p1',
      street1: '12 Alder Lane',
      street2: '',
      city: 'Sonoma',
      state: 'CA',
      zip: '95476',
    },
    ...overrides,
  } as Parameters<typeof makeApplication>[0]);

/**
 * GET …/notary as the server answers it: eNotary permitted, the $300 fee, no session or reserved time, and outside
 * Texas no closing locations (a Texas line gets the three offices and the one chosen).
 */
export const notaryAnswer = (overrides: Partial<NotaryAnswer> = {}): NotaryAnswer => ({
  enotaryPermitted: true,
  manualNotaryFee: 300,
  session: null,
  requestedManualNotaryTime: null,
  closingLocations: null,
  closingLocation: null,
  ...overrides,
});

export const borrower = () =>
  makeProfile({ name: { uuid: 'n1', firstName: 'Dana', lastName: 'Rivera' }, hasSsn: true });

export function renderAt(screen: string) {
  return renderWithProviders(<AppRoutes />, {
    path: `/${APP_UUID}/${screen}`,
    authenticated: true,
    runSagas: true,
  });
}
