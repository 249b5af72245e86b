// What the co-owner's route files share (routes.ts, notaryRoutes.ts, documentRoutes.ts, conditionRoutes.ts): the
// paths, the OpenAPI descriptions and the kit routes.ts hands the others.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ClosingServices, RouteDeps } from '../deps';
import type { HelocSignersTable } from '../db/schema';
import type { RouteContract } from '../../src/domain/contracts';
import { describe } from '../openapi';

export const SIGNER = '/service-application/api/v1/application/heloc/signer';
const TAG = 'Additional signers';

type RouteSchema = Parameters<typeof describe>[1];

export function doc(
  summary: string,
  schema: Omit<RouteSchema, 'response'> & { consumes?: string[] },
  /** The route's contract (src/domain/contracts): Fastify validates the body with its yup schema; its answer. */
  options: { secure?: boolean; errors: number[]; contract: RouteContract },
): ReturnType<typeof describe> {
  return describe(TAG, { summary, ...schema } as RouteSchema, options);
}

/** What the co-owner's route files share: the server's parts and the signed-in co-owner's hook. */
export interface SignerRouteKit {
  deps: RouteDeps;
  services: ClosingServices;
  /** The server's clock (config.now). */
  now: () => Date;
  /** Signed-in co-owners only: their record is on request.signer (signerOf). */
  signerOnly: { preValidation: preValidationAsyncHookHandler[] };
  signerOf: (request: FastifyRequest) => HelocSignersTable;
}
