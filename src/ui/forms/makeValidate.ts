// The one adapter from yup schemas to final-form (DESIGN section 7). It reads yup's errors by their shape, so it
// does not load yup itself: a form whose rules are written without yup (the register steps) never loads it.
import { FORM_ERROR, getIn, setIn, type ValidationErrors } from 'final-form';
import type { AnyObject, ValidationError } from 'yup';

/** yup's own test (ValidationError.isError): an error named 'ValidationError'. */
function isValidationError(error: unknown): error is ValidationError {
  return Boolean(error) && (error as { name?: unknown }).name === 'ValidationError';
}

/**
 * What makeValidate needs from a schema. Any yup schema (ObjectSchema<...> of any shape) satisfies it;
 * a structural type avoids yup's generic variance rejecting concrete ObjectSchema types.
 */
export interface ValidationSchema {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): unknown;
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<unknown>;
}

export type FormValidate<T> = (values: T) => ValidationErrors | Promise<ValidationErrors>;

/** Nested final-form errors from a yup ValidationError: the first message per field path. */
export function yupErrorsToFormErrors(error: ValidationError): ValidationErrors {
  let errors: Record<string, unknown> = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const path = item.path ?? '';
    const message = item.errors[0] ?? item.message;
    if (!path) {
      // A schema-level test (no path) belongs to the whole form.
      if (errors[FORM_ERROR] === undefined) errors = { ...errors, [FORM_ERROR]: message };
      continue;
    }
    if (getIn(errors, path) === undefined) errors = setIn(errors, path, message) as Record<string, unknown>;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * final-form `validate` from a yup object schema, run with `abortEarly: false`. Synchronous when the
 * schema is; a schema with asynchronous tests gives a Promise (final-form accepts both).
 */
export function makeValidate<T = AnyObject>(schema: ValidationSchema): FormValidate<T> {
  return (values: T) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (isValidationError(error)) return yupErrorsToFormErrors(error);
      // validateSync refuses schemas with async tests: fall back to the async path.
      return schema.validate(values, { abortEarly: false }).then(
        () => undefined,
        (asyncError: unknown) => {
          if (isValidationError(asyncError)) return yupErrorsToFormErrors(asyncError);
          throw asyncError;
        },
      );
    }
  };
}
