// Telemetry sessions and events (POST /ft/:context/session and /ft/:context/event; shared-surfaces section 3).
import * as yup from 'yup';
import { UUID_PATTERN } from '../guards';

/** A screen or window dimension in CSS pixels. */
const pixels = () =>
  yup
    .number()
    .typeError('Must be a number of pixels')
    .integer('Must be a whole number of pixels')
    .min(0, 'Cannot be negative')
    .max(100_000, 'Cannot be more than 100000')
    .optional();
const version = () => yup.string().trim().max(64, 'Cannot be more than 64 characters').optional();

/**
 * A telemetry session (shared-surfaces section 3): the platform, the tracker it continues if any, and the device it
 * runs on as the page reports it (the library's and the app's versions, the referrer, the screen and window sizes).
 */
export const telemetrySessionSchema = yup.object({
  platform: yup.string().oneOf(['WEB'], 'Must be WEB').required('Required'),
  trackerUuid: yup.string().matches(UUID_PATTERN, 'Invalid tracker').nullable().optional(),
  libVersion: version(),
  appVersion: version(),
  referrer: yup.string().max(2048, 'Cannot be more than 2048 characters').optional(),
  screenWidth: pixels(),
  screenHeight: pixels(),
  windowWidth: pixels(),
  windowHeight: pixels(),
});

const REQUIRED = 'Required';
const optionalUuid = (message: string) => yup.string().matches(UUID_PATTERN, message).nullable().optional();

/** An event (shared-surfaces section 3); the session key must be one this server issued. */
export const telemetryEventSchema = yup.object({
  domain: yup.string().trim().required(REQUIRED).max(256, 'Cannot be more than 256 characters'),
  pagePath: yup.string().trim().required(REQUIRED).max(1024, 'Cannot be more than 1024 characters'),
  queryParams: yup.mixed().nullable().optional(),
  event: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  eventType: yup.string().trim().required(REQUIRED).max(64, 'Cannot be more than 64 characters'),
  productType: yup.string().trim().max(16, 'Cannot be more than 16 characters').nullable().optional(),
  sessionKey: yup
    .object({
      uuid: yup.string().required(REQUIRED).matches(UUID_PATTERN, 'Invalid session'),
      epoch: yup.number().typeError('Must be a number').required(REQUIRED),
      trackerUuid: yup.string().required(REQUIRED).matches(UUID_PATTERN, 'Invalid tracker'),
    })
    .default(undefined)
    .required(REQUIRED),
  identityId: optionalUuid('Invalid identity'),
  applicationUuid: optionalUuid('Invalid application'),
  eventProperties: yup.mixed().nullable().optional(),
  dontDedupe: yup.boolean().optional(),
  dedupeProperty: yup.string().max(128, 'Cannot be more than 128 characters').nullable().optional(),
});
