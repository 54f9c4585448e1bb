import { z } from 'zod';
import { serviceEnvShape } from '@gtm/service-kit/env';

/** svc-clients' environment: the service variables only. */
export const ZClientsEnv = z.object(serviceEnvShape);
export type TClientsEnv = z.infer<typeof ZClientsEnv>;
