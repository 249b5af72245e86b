// Operating hours (PUT .../hours/:department/override): an operator opens or closes a department whatever its
// schedule, or clears the override.
import * as yup from 'yup';

/** OPEN or CLOSED sets the override; null clears it. */
export const hoursOverrideSchema = yup.object({
  override: yup
    .mixed<'OPEN' | 'CLOSED'>()
    .nullable()
    .test('value', 'Must be OPEN, CLOSED or null', (v) => v === null || v === 'OPEN' || v === 'CLOSED'),
});
