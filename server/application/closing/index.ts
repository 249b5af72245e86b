// The closing routes, income verification to funded (docs/API.md "Closing").
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { bankRoutes } from './bank';
import { bpoRoutes } from './bpo';
import { cancelRoutes } from './cancel';
import type { ClosingServices } from './common';
import { identityDocumentRoutes } from './identity';
import { incomeRoutes } from './income';
import { insuranceRoutes } from './insurance';
import { merchantRoutes } from './merchant';
import { notaryRoutes } from './notary';
import { rescissionReceiptRoutes } from './rescissionReceipts';
import { signingRoutes } from './signing';
import { closingStatusRoutes } from './status';
import { uploadedDocumentRoutes } from './uploads';

export type { ClosingServices } from './common';

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
