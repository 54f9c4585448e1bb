import { createApp } from './create-app.ts';
import { healthRoutes } from './health.ts';
import type { TReadinessCheck } from './health.ts';
import { verifiedIdentity } from './identity.ts';
import type { TIdentitySigner } from './identity.ts';
import type { TLogger } from './logger.ts';

/** What every service app is built from; services add their repositories. */
export type TServiceAppDeps = {
  log: TLogger;
  signer: TIdentitySigner;
  readinessChecks: Record<string, TReadinessCheck>;
  isDraining: () => boolean;
};

/**
 * A service's app before its own routes: `createApp`, `/healthz` and `/readyz` at the root (open, for
 * probes), and gateway-signed identity required on everything under `/api`.
 */
export const createServiceApp = (deps: TServiceAppDeps) => {
  const app = createApp({ log: deps.log });
  app.route('/', healthRoutes({ checks: deps.readinessChecks, isDraining: deps.isDraining }));
  app.use('/api/*', verifiedIdentity(deps.signer));
  return app;
};
