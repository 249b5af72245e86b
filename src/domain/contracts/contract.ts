// What a route's contract says: its method and path, the body's yup schema (one of the shared schemas in
// src/domain/validation, so the server answers with the messages the forms show) and, where the wire defines
// one, the answer's JSON schema. The server validates bodies with `body` (server/openapi's validator compiler)
// and documents them with the JSON schema generated from it (./jsonSchema.ts).
import type { AnySchema, InferType } from 'yup';

export type BodyMethod = 'POST' | 'PUT' | 'PATCH';

export interface RouteContract<S extends AnySchema = AnySchema> {
  readonly method: BodyMethod;
  /** The Fastify path, `:name` for a path parameter. */
  readonly path: string;
  /** The body's shared yup schema: synchronous tests only (Fastify's validator runs it synchronously). */
  readonly body: S;
  /** The answer's status and JSON schema, where the wire defines one. */
  readonly answer?: ContractAnswer;
}

export interface ContractAnswer {
  readonly status: 200 | 201;
  readonly schema: Readonly<Record<string, unknown>>;
}

/** The body a handler reads once Fastify has validated it with the contract's schema. */
export type BodyOf<C extends RouteContract> = InferType<C['body']>;

export function contract<S extends AnySchema>(
  method: BodyMethod,
  path: string,
  body: S,
  answer?: ContractAnswer,
): RouteContract<S> {
  return answer ? { method, path, body, answer } : { method, path, body };
}
