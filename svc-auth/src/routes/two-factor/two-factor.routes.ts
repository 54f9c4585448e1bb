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
  const h = twoFactorHandlers(deps);
  return operationRouter()
    .mount(getTwoFactorStatus, h.status)
    .mount(startTwoFactorEnrollment, h.startEnrollment)
    .mount(confirmTwoFactorEnrollment, h.confirmEnrollment)
    .mount(regenerateRecoveryCodes, h.regenerateRecoveryCodes)
    .mount(disableTwoFactor, h.disable);
};
