// The closing routes, income verification to funded (docs/API.md "Closing").
import type { FastifyInstance } from 'fastify';
import type { RouteDeps, ClosingServices } from '../../deps';
import { bankRoutes } from './bankRoutes';
import { bpoRoutes } from './bpoRoutes';
import { cancelRoutes } from './cancelRoutes';
import { identityDocumentRoutes } from './identityRoutes';
import { incomeRoutes } from './incomeRoutes';
import { insuranceRoutes } from './insuranceRoutes';
import { merchantRoutes } from './merchantRoutes';
import { notaryRoutes } from './notaryRoutes';
import { rescissionReceiptRoutes } from './rescissionReceiptsRoutes';
import { signingRoutes } from './signingRoutes';
import { closingStatusRoutes } from './statusRoutes';
import { uploadedDocumentRoutes } from './uploadsRoutes';

export async function closingRoutes(app: FastifyInstance, deps: RouteDeps, services: ClosingServices): Promise<void> {
  await incomeRoutes(app, deps, services);
  await bankRoutes(app, deps, services);
  await identityDocumentRoutes(app, deps, services);
  await bpoRoutes(app, deps, services);
  await signingRoutes(app, deps, services);
  await notaryRoutes(app, deps, services);
  await insuranceRoutes(app, deps);
  await merchantRoutes(app, deps, services);
  await closingStatusRoutes(app, deps);
  await cancelRoutes(app, deps, services);
  await rescissionReceiptRoutes(app, deps);
  await uploadedDocumentRoutes(app, deps);
}
