// The borrower's cancellation during the rescission period: the body is optional; the browser's time zone, when
// sent, is where the refusal reads the deadline if the rescission order has no zone of its own.
import * as yup from 'yup';
import { isValidTimeZone } from '../timeZones';

export const INVALID_TIME_ZONE = 'Send an IANA time zone such as America/Denver';

export const cancelRescissionSchema = yup.object({
  timeZone: yup
    .string()
    .strict()
    .typeError(INVALID_TIME_ZONE)
    .optional()
    .test('zone', INVALID_TIME_ZONE, (v) => v === undefined || isValidTimeZone(v)),
});
export type CancelRescissionInput = yup.InferType<typeof cancelRescissionSchema>;
