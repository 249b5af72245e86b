// Organisations and API answers the shell tests share.
import type { PrivateLabel } from '../../../src/domain/org';
import type { OperatingHours } from '../../../src/api/hours';
import type { StateLicenses } from '../../../src/domain/contracts/wire/application';
import { sampleOrg } from '../../utils/sampleOrg';

export const STATE_LICENSES = 'GET /service-application/external/api/v1/heloc/state-licenses';
export const PHONE_HOURS = 'GET /service-operating-hours/external/api/v1/hours/OPS_PHONE';
export const DECISION = 'POST /service-optimize/external/api/v2/decision';
export const ACCOUNTS = 'GET /service-wallet/secure/api/v4/account';
export const ACCESS = 'GET /service-wallet/secure/api/v4/account/access';
export const FEEDBACK = 'POST /service-profile/api/v1/feedback/ceo';

export function orgOf(
  overrides: Partial<PrivateLabel> = {},
  info: Partial<PrivateLabel['metadata']['companyInfo']> = {},
) {
  return {
    ...sampleOrg,
    ...overrides,
    metadata: { ...sampleOrg.metadata, companyInfo: { ...sampleOrg.metadata.companyInfo, ...info } },
  } as PrivateLabel;
}

const day = (weekday: string, weekdayValue: number, startTime: string, endTime: string, isOpen = true) => ({
  weekday,
  weekdayValue,
  startTime,
  endTime,
  isOpen,
});

/** Weekdays 6:00–18:00 and weekends 8:00–17:00, Pacific time, as the hours service sends them. */
export const OPS_PHONE_HOURS: OperatingHours = {
  department: 'OPS_PHONE',
  timeZone: 'America/Los_Angeles',
  weekdays: [
    day('Sunday', 7, '08:00', '17:00'),
    day('Monday', 1, '06:00', '18:00'),
    day('Tuesday', 2, '06:00', '18:00'),
    day('Wednesday', 3, '06:00', '18:00'),
    day('Thursday', 4, '06:00', '18:00'),
    day('Friday', 5, '06:00', '18:00'),
    day('Saturday', 6, '08:00', '17:00'),
  ],
};

/** The state-licenses answer: the organisation (x-org, 'example' in these tests) and its states, sorted. */
export const stateLicenses = (states: readonly string[], organizationCode = 'example'): StateLicenses => ({
  organizationCode,
  states: [...states].sort(),
});

export const FIFTY_STATES = Array.from({ length: 50 }, (_, i) => `S${i}`);

/** A window `width` px wide, as far as min-width media queries go (jsdom has no matchMedia). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const min = /\(min-width:\s*(\d+)px\)/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    },
  });
}
