import {
  identityModeFrom,
  identityService,
  isExitSurveyRoute,
  maintenanceFor,
  matchesRoute,
  pilotAttributes,
  resolveBaseUrl,
  userRole,
} from '../../src/domain/flags';
import { dedupeKey, isIgnoredError, queryParamsOf } from '../../src/domain/telemetry';

const UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('maintenance routes', () => {
  it.each([
    ['/register', '/register', true],
    ['/register', '/register/', true],
    ['/register', '/REGISTER', true],
    ['/account/heloc/register', '/register', true],
    ['/register', '/register/support', false],
    ['/register/*', '/register', true],
    ['/register/*', '/register/support', true],
    ['/:uuid/liens', `/${UUID}/liens`, true],
    ['/:uuid/liens', `/${UUID}/product/select`, false],
    ['/:uuid/*', `/${UUID}/product/select`, true],
    ['/:uuid/*', '/register', true],
    ['/:uuid/product/select', '/register', false],
    ['*', '/anything/at/all', true],
    ['/', '/', true],
    ['/', '/register', false],
  ])('%s against %s: %p', (route, path, expected) => {
    expect(matchesRoute(route, path)).toBe(expected);
  });

  it('needs the flag on and a matching route; variables replace the defaults only when set', () => {
    const on = (variables: Record<string, unknown>) => ({ flagEnabled: true, variables });
    expect(maintenanceFor('/register', { flagEnabled: false, variables: { routes: ['*'] } })).toBeNull();
    expect(maintenanceFor('/register', null)).toBeNull();
    expect(maintenanceFor('/register', on({ routes: ['/register/support'] }))).toBeNull();
    expect(maintenanceFor('/register', on({ routes: 'not a list' }))).toBeNull();
    expect(maintenanceFor('/register', on({ routes: ['/register'], message: '  ', pageTitle: 7 }))).toEqual({
      title: 'Scheduled Maintenance',
      message:
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      showDashboardLink: false,
    });
    expect(
      maintenanceFor(
        '/register',
        on({ routes: ['/register'], message: 'Later', pageTitle: 'Closed', shouldShowDashboardLink: true }),
      ),
    ).toEqual({ title: 'Closed', message: 'Later', showDashboardLink: true });
  });
});

describe('exit survey routes', () => {
  it.each([
    [`/${UUID}/liens`, true],
    [`/${UUID}/product/select`, true],
    [`/${UUID}/identity`, true],
    [`/${UUID}/signing/sign`, true],
    [`/${UUID}/signing/intro`, false],
    [`/${UUID}/start/profile`, false],
    ['/not-a-uuid/liens', false],
    ['/register', false],
  ])('%s: %p', (path, expected) => {
    expect(isExitSurveyRoute(path)).toBe(expected);
  });
});

describe('pilot parameters, roles, identity service and base URL', () => {
  it('keeps only allowlisted pilot parameters', () => {
    expect(pilotAttributes('?DDP_Pilot=on&utm=x&ddp_pilot=lower')).toEqual({ DDP_Pilot: 'on' });
    expect(pilotAttributes('DDP_Pilot=')).toEqual({});
    expect(pilotAttributes('')).toEqual({});
  });

  it('chooses the identity service by mode, else by the role default flag', () => {
    const flags = (key: string) => ({ [key]: { flagEnabled: true, variables: {} } });
    expect(userRole({ type: 'AGENT' })).toBe('agent');
    expect(userRole({ type: 'CO_DEEDER' })).toBe('customer');
    expect(userRole(null)).toBe('customer');
    expect(identityService('optimizely', 'customer', flags('fe-identity-broker'))).toBe('broker');
    expect(identityService('optimizely', 'agent', flags('fe-identity-broker'))).toBe('legacy');
    expect(identityService('optimizely', 'agent', flags('fe-portfolio-manager-auth'))).toBe('broker');
    expect(identityService('legacy', 'customer', flags('fe-identity-broker'))).toBe('legacy');
    expect(identityService('broker', 'customer', {})).toBe('broker');
    expect(identityModeFrom('?identity-mode=broker', false)).toBe('broker');
    expect(identityModeFrom('?identity-mode=broker', true)).toBe('optimizely');
    expect(identityModeFrom('?identity-mode=nonsense', false)).toBe('optimizely');
  });

  it('keeps links relative when fe-relative-url is on, else uses the fallback site', () => {
    expect(resolveBaseUrl(true, 'https://lender.example/')).toBe('');
    expect(resolveBaseUrl(false, 'https://lender.example/')).toBe('https://lender.example');
    expect(resolveBaseUrl(null, 'https://lender.example')).toBe('https://lender.example');
  });
});

describe('telemetry rules', () => {
  it('dedupes by event and page, by the dedupe property when named, never with dontDedupe', () => {
    const e = { event: 'Clicked', eventType: 'INTERACTION' };
    expect(dedupeKey(e, '/a')).toBe('Clicked|path=/a');
    expect(dedupeKey({ ...e, dontDedupe: true }, '/a')).toBeNull();
    expect(dedupeKey({ ...e, dedupeProperty: 'id', eventProperties: { id: 4 } }, '/a')).toBe('Clicked|id=4');
    expect(dedupeKey({ ...e, dedupeProperty: 'id', eventProperties: { id: 4 } }, '/b')).toBe('Clicked|id=4');
  });

  it('reads the query string and the ignore list', () => {
    expect(queryParamsOf('?a=1&b=two&a=3')).toEqual({ a: '3', b: 'two' });
    expect(isIgnoredError('TypeError: Failed to fetch')).toBe(true);
    expect(isIgnoredError('Request timeout after 30000ms')).toBe(true);
    expect(isIgnoredError('Cannot read properties of undefined')).toBe(false);
  });
});
