import {
  confirmTwoFactorEnrollment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorEnrollment,
} from '@gtm/contracts/operations/two-factor';
import { operationRouter } from '@gtm/service-kit/operations';
import { twoFactorHandlers } from './two-factor.handlers.ts';
import type { TTwoFactorDeps } from './two-factor.handlers.ts';

/** An admin's own two-factor settings (admins only: decided at the gateway, re-checked by the mount). */
export const twoFactorRoutes = (deps: TTwoFactorDeps) => {
  const handlers = twoFactorHandlers(deps);
  return operationRouter()
    .mount(getTwoFactorStatus, handlers.status)
    .mount(startTwoFactorEnrollment, handlers.startEnrollment)
    .mount(confirmTwoFactorEnrollment, handlers.confirmEnrollment)
    .mount(regenerateRecoveryCodes, handlers.regenerateRecoveryCodes)
    .mount(disableTwoFactor, handlers.disable);
};
