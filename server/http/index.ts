// Errors with the contract's shape `{ errors: [...], message }`, and body validation with the shared yup schemas.
import { ValidationError } from 'yup';
import { valueShapeError } from './bodyShape';

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

/**
 * 409: the submission's step is no longer open (the application has moved past it). Apart from other 409s
 * because a retry whose step its own first attempt took answers with that step's answer instead
 * (server/security/idempotency.ts, answerOfAppliedStep).
 */
export class StepNotOpen extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Not found');

export function errorBody(errors: string[]): { errors: string[]; message: string } {
  return { errors, message: errors[0] ?? 'Error' };
}

interface BodySchema<T> {
  validate(value: unknown, options: { abortEarly: boolean; stripUnknown?: boolean; strict?: boolean }): Promise<T>;
}

/**
 * yup's default type error quotes the value sent (an SSN sent as an object, say); the answer, which is kept
 * for Idempotency-Key replay, must not. Schemas' own typeError messages are kept.
 */
function messageOf(e: ValidationError): string {
  const quotesValue = e.type === 'typeError' && e.message.includes('the final value was');
  const message = quotesValue ? `must be a ${String(e.params?.type ?? 'value')}` : e.message;
  return e.path ? `${e.path}: ${message}` : message;
}

function messagesOf(err: ValidationError, keep: (e: ValidationError) => boolean = () => true): string[] {
  const inner = (err.inner.length > 0 ? err.inner : [err]).filter(keep);
  return [...new Set(inner.map(messageOf))];
}

/** In strict mode a number sent as "5" is a type error too; only the objects and arrays are the culprits. */
const isStructuredTypeError = (e: ValidationError): boolean =>
  e.type === 'typeError' && typeof e.value === 'object' && e.value !== null;

export const NUL_NOT_ALLOWED = 'Contains a character that is not allowed';

/**
 * The paths of strings holding U+0000: PostgreSQL text cannot store it (the insert fails) and no form can type
 * it, so it is bad input on both dialects. Walked with a stack, not recursion, so a deeply nested body
 * cannot overflow it.
 */
function nulPaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return found.reverse();
}

/** The checks before any schema: the body's shape (depth, count) and NUL characters. Throws the 400. */
function checkRawBody(body: unknown): void {
  // yup formats a type error by printing the value it got: bounded here, so no body can overflow it.
  const shape = valueShapeError(body);
  if (shape) throw new HttpError(400, shape);
  const withNul = nulPaths(body);
  if (withNul.length > 0) {
    throw new HttpError(
      400,
      withNul.map((path) => (path ? `${path}: ${NUL_NOT_ALLOWED}` : NUL_NOT_ALLOWED)),
    );
  }
}

/** The 400 for a validation that failed, or null when `err` is no validation failure (rethrown by the caller). */
function validationFailure(err: unknown): HttpError | 'typeError' | null {
  if (err instanceof ValidationError) return new HttpError(400, messagesOf(err));
  // yup's trim() and lowercase() transforms call string methods on whatever was sent, so an object or array
  // where a string belongs throws a TypeError before the type check: bad input, answered 400 with the
  // fields' type errors (strict mode skips the transforms).
  if (err instanceof TypeError) return 'typeError';
  return null;
}

function typeErrorsOf(strictErr: unknown): HttpError {
  const typeErrors = strictErr instanceof ValidationError ? messagesOf(strictErr, isStructuredTypeError) : [];
  return new HttpError(400, typeErrors.length > 0 ? typeErrors : ['A field has the wrong type']);
}

/** `field: message` for every invalid field, nested paths dotted (e.g. `property.zip: …`). */
export async function validateBody<T>(schema: BodySchema<T>, body: unknown): Promise<T> {
  checkRawBody(body);
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    const failure = validationFailure(err);
    if (failure === 'typeError') {
      throw await schema.validate(body ?? {}, { abortEarly: false, strict: true }).then(
        () => typeErrorsOf(null),
        (strictErr: unknown) => typeErrorsOf(strictErr),
      );
    }
    throw failure ?? err;
  }
}

interface SyncBodySchema<T> {
  validateSync(value: unknown, options: { abortEarly: boolean; stripUnknown?: boolean; strict?: boolean }): T;
}

/**
 * validateBody for a schema without asynchronous tests (the contracts' schemas, src/domain/contracts), run by
 * Fastify's validator (server/openapi): the same checks, messages and 400, synchronously.
 */
export function validateBodySync<T>(schema: SyncBodySchema<T>, body: unknown): T {
  checkRawBody(body);
  try {
    return schema.validateSync(body ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    const failure = validationFailure(err);
    if (failure === 'typeError') {
      try {
        schema.validateSync(body ?? {}, { abortEarly: false, strict: true });
        throw typeErrorsOf(null);
      } catch (strictErr) {
        throw strictErr instanceof HttpError ? strictErr : typeErrorsOf(strictErr);
      }
    }
    throw failure ?? err;
  }
}
