// What a route's contract says: its method and path, the body's yup schema (one of the shared schemas in
// src/domain/validation, so the server answers with the messages the forms show) and its answer: a named wire type
// of ./answers.ts (the JSON schema the OpenAPI document publishes and the tests hold every answer to is generated
// from that type: ./answerSchemas.json), or what else the route sends (a PDF, a page, nothing). The server
// validates bodies with `body` (server/openapi's validator compiler) and documents them with the JSON schema
// generated from it (./jsonSchema.ts).
import type { AnySchema, InferType } from 'yup';
import type { AnswerName, Answers } from './answers';

export type BodyMethod = 'POST' | 'PUT' | 'PATCH';
export type ContractMethod = BodyMethod | 'GET' | 'DELETE';

/** A JSON answer: one of the wire's named answer types. */
export interface JsonAnswer<N extends AnswerName = AnswerName> {
  readonly status: 200 | 201;
  readonly type: N;
}

/**
 * An answer that is not JSON: a file or page of this media type, a stored file in the type it was kept with
 * (`'file'`: an upload or a chat attachment, sniffed when it came in), or no content.
 */
export interface OtherAnswer {
  readonly status: 200 | 204;
  readonly media?: 'application/pdf' | 'text/html' | 'image/svg+xml' | 'file';
}

export type ContractAnswer = JsonAnswer | OtherAnswer;

export interface RouteContract<
  S extends AnySchema | null = AnySchema | null,
  A extends ContractAnswer = ContractAnswer,
> {
  readonly method: ContractMethod;
  /** The Fastify path, `:name` for a path parameter. */
  readonly path: string;
  /**
   * The body's shared yup schema (synchronous tests only: Fastify's validator runs it synchronously), or null for a
   * route that reads no body.
   */
  readonly body: S;
  readonly answer: A;
}

/** The body a handler reads once Fastify has validated it with the contract's schema. */
export type BodyOf<C extends RouteContract> = C['body'] extends AnySchema ? InferType<C['body']> : never;

/** What a handler of the route returns: the wire type its contract names. */
export type AnswerOf<C extends RouteContract> = C['answer'] extends JsonAnswer<infer N> ? Answers[N] : never;

export function isJsonAnswer(answer: ContractAnswer): answer is JsonAnswer {
  return 'type' in answer;
}

/** A JSON answer of the named wire type (status 200 unless given). */
export function json<N extends AnswerName>(type: N, status: 200 | 201 = 200): JsonAnswer<N> {
  return { status, type };
}

export const PDF: OtherAnswer = { status: 200, media: 'application/pdf' };
export const HTML: OtherAnswer = { status: 200, media: 'text/html' };
export const NO_CONTENT: OtherAnswer = { status: 204 };
export const STORED_FILE: OtherAnswer = { status: 200, media: 'file' };

export function contract<S extends AnySchema | null, A extends ContractAnswer>(
  method: ContractMethod,
  path: string,
  body: S,
  answer: A,
): RouteContract<S, A> {
  return { method, path, body, answer };
}
