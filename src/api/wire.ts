// The request bodies and answers of the API layer are its routes' contracts' (src/domain/contracts): a body is its
// route's `BodyOf`, an answer its `AnswerOf`. The API modules import the contracts with `import type` only, which
// Babel erases, so nothing of the contracts (their yup schemas) reaches a bundle. This module is types only too.
import type { BodyOf, RouteContract } from '../domain/contracts';

/**
 * A contract's body `B` with some fields stated more exactly than its schema says: e.g. an array the contract takes
 * with any items (`unknown[]`) whose items the handler checks against rules of its own. Each stated field must fit
 * the contract's own, so this narrows the contract's type and never departs from it.
 */
export type Stated<B, S extends { [K in keyof S]: K extends keyof B ? B[K] : never }> = Omit<B, keyof S> & S;

/** The body route `C` takes: its contract's, or none (`{}` is none too) for a route whose contract reads none. */
export type SentBody<C extends RouteContract> = C['body'] extends null ? undefined | Record<string, never> : BodyOf<C>;
