// Errors with the contract's shape `{ errors: [...], message }`, and body validation with the shared yup schemas.
import { ValidationError } from 'yup';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: string[];
  constructor(statusCode: number, errors: string[] | string) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list[0] ?? 'Error');
    this.statusCode = statusCode;
    this.errors = list;
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Not found');

export function errorBody(errors: string[]): { errors: string[]; message: string } {
  return { errors, message: errors[0] ?? 'Error' };
}

/** `field: message` for every invalid field, nested paths dotted (e.g. `property.zip: …`). */
export async function validateBody<T>(
  schema: { validate(value: unknown, options: { abortEarly: boolean; stripUnknown: boolean }): Promise<T> },
  body: unknown,
): Promise<T> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) {
      const inner = err.inner.length > 0 ? err.inner : [err];
      const messages = inner.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
      throw new HttpError(400, [...new Set(messages)]);
    }
    throw err;
  }
}
