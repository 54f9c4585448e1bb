import { createApp } from './create-app.ts';
import { healthRoutes } from './health.ts';
import type { TReadinessCheck } from './health.ts';
import { verifiedIdentity } from './identity.ts';
import type { TIdentitySigner } from './identity.ts';
import type { TLogger } from './logger.ts';
import { mountRouters } from './operations.ts';
import type { TOperationRouter } from './operations.ts';

/** What every service app is built from; services add their repositories. */
export type TServiceAppDeps = {
  log: TLogger;
  signer: TIdentitySigner;
  readinessChecks: Record<string, TReadinessCheck>;
  isDraining: () => boolean;
};

/**
 * A service's app, built the same way in every service: `createApp`, `/healthz` and `/readyz` at the root
 * (open, for probes), gateway-signed identity required on everything under `/api`, then the service's
 * operation routers.
 */
export const createServiceApp = (deps: TServiceAppDeps, routers: readonly TOperationRouter[]) => {
  const app = createApp({ log: deps.log });
  app.route('/', healthRoutes({ checks: deps.readinessChecks, isDraining: deps.isDraining }));
  app.use('/api/*', verifiedIdentity(deps.signer));
  mountRouters(app, routers);
  return app;
};
