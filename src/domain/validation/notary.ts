// Notary screens (notary/session, notary/schedule-manual): identity answers, the deed acceptance and the
// manual notary's time.
import * as yup from 'yup';
import { UUID_PATTERN } from '../guards';
import { TEXAS_CLOSING_LOCATIONS } from '../texas';
import { REQUIRED } from './register';
import { locationFields } from './signing';

const sessionId = yup.string().required(REQUIRED).matches(UUID_PATTERN, 'Unknown session');

export const notaryAnswersSchema = yup.object({
  sessionId,
  // mixed, not object(): the question ids are the vendor's, and an object schema would strip them as unknown.
  answers: yup
    .mixed<Record<string, string>>()
    .required(REQUIRED)
    .test('answers', 'Answer every question', (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
      const values = Object.values(v as Record<string, unknown>);
      return values.length > 0 && values.every((a) => typeof a === 'string' && a.length > 0 && a.length <= 200);
    }),
});
export type NotaryAnswersInput = yup.InferType<typeof notaryAnswersSchema>;

export const notaryAcceptSchema = yup.object({
  sessionId,
  ...locationFields,
});

export const CHOOSE_CLOSING_LOCATION = 'Choose where your closing takes place';

const closingLocationField = yup
  .string()
  .nullable()
  .oneOf([...TEXAS_CLOSING_LOCATIONS, null, undefined], CHOOSE_CLOSING_LOCATION);
const requestedTimeField = yup
  .string()
  .required(REQUIRED)
  .test('iso', 'Choose a date and time', (v) => !v || !Number.isNaN(Date.parse(v)));

/**
 * A manual notary visit as sent, before the clock's rules (manualNotarySchema): a date and time, and for a Texas
 * line where it takes place. What the server checks on the wire (src/domain/contracts).
 */
export const manualNotaryBodySchema = yup.object({ location: closingLocationField, requestedTime: requestedTimeField });

/**
 * A manual notary visit: at least one day ahead, within 60 days; for a Texas line, also where it takes place (the
 * lender's, an attorney's or a title company's office: `location`, required by the server there). `now` is injectable.
 */
export function manualNotarySchema(now: () => Date = () => new Date()) {
  return yup.object({
    location: closingLocationField,
    requestedTime: requestedTimeField
      .test('ahead', 'Choose a time at least one day ahead', (v) => {
        if (!v || Number.isNaN(Date.parse(v))) return true;
        return Date.parse(v) >= now().getTime() + 24 * 3600 * 1000;
      })
      .test('window', 'Choose a time within the next 60 days', (v) => {
        if (!v || Number.isNaN(Date.parse(v))) return true;
        return Date.parse(v) <= now().getTime() + 60 * 24 * 3600 * 1000;
      }),
  });
}
