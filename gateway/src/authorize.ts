import type { TApiRoute } from '@gtm/contracts/api-routes';
import type { TIdentity } from '@gtm/contracts/identity';
import { AppError } from '@gtm/service-kit/app-error';

/** The gateway's access decision for a row: null to forward, else 401 (signed out) or 403 (wrong kind). */
export const accessRefusal = (route: TApiRoute, identity: TIdentity): AppError | null => {
  if (route.access.includes(identity.kind)) return null;
  return identity.kind === 'anonymous'
    ? new AppError('UNAUTHENTICATED', { internalMessage: `${route.method} ${route.path} needs a session` })
    : new AppError('FORBIDDEN', {
        internalMessage: `${identity.kind} may not call ${route.method} ${route.path}`,
      });
};
