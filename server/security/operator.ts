// Operators: the organisation's own staff, signed in as an identity of type AGENT (docs/SANDBOX.md lists the
// sandbox agent of each organisation). They may change the organisation's feature flags and read any of its
// applications' telemetry.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db';
import { HttpError } from '../http';
import { findIdentityKind } from './operatorRepository';

export const OPERATORS_ONLY = 'Operator access required';

/** Is the signed-in caller an agent of the request's organisation? Run after `authenticate`. */
export async function isOperator(db: Db, request: FastifyRequest): Promise<boolean> {
  const row = await findIdentityKind(db, request.identityUuid);
  return row?.type === 'AGENT' && row.org_code === request.org.organizationCode;
}

/** preHandler for operator routes: 403 for anyone signed in who is not one. */
export function requireOperator(db: Db): preHandlerAsyncHookHandler {
  return async function operator(request) {
    if (!(await isOperator(db, request))) throw new HttpError(403, OPERATORS_ONLY);
  };
}
