// Feature decisions (POST /service-optimize/:context/api/...): the user a decision is for, and a feature's key.
import * as yup from 'yup';

/** The spec's text when a decision call cannot get a tracker (shared-surfaces section 8). */
export const NO_SESSION = 'Could not establish session.';

const optimizeUserSchema = yup
  .object({
    trackerId: yup.string().trim().required(NO_SESSION).max(128, NO_SESSION),
    // Free-form user attributes: a mixed value, so stripUnknown keeps every key.
    attributes: yup
      .mixed<Record<string, unknown>>()
      .test('object', 'Must be an object', (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
      .optional(),
  })
  .default(undefined)
  .required(NO_SESSION);

export const optimizeDecisionSchema = yup.object({ optimizeUser: optimizeUserSchema });
export const optimizeFeatureSchema = yup.object({
  featureKey: yup.string().trim().required('Required').max(128, 'Cannot be more than 128 characters'),
});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A change: `enabled`, and/or `variables` merged key by key into the stored ones (null removes a key). */
export const flagChangeSchema = yup
  .object({
    enabled: yup
      .mixed<boolean>()
      .test('boolean', 'Must be true or false', (v) => v === undefined || typeof v === 'boolean')
      .optional(),
    variables: yup
      .mixed<Record<string, unknown>>()
      .test('object', 'Must be an object', (v) => v === undefined || isPlainObject(v))
      .optional(),
  })
  .test('something', 'Send enabled or variables', (v) => v?.enabled !== undefined || v?.variables !== undefined);
