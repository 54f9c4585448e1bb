import * as operations from '@gtm/contracts/operations/employer-access';
import { operationRouter } from '@gtm/service-kit/operations';
import { employerAccessHandlers } from './employer-access.handlers.ts';
import type { TEmployerAccessDeps } from './employer-access.handlers.ts';

/** The signed-in employer's access (employers only; svc-candidates asks it on their behalf). */
export const employerAccessRoutes = (deps: TEmployerAccessDeps) => {
  const handlers = employerAccessHandlers(deps);
  return operationRouter().mount(operations.getEmployerAccess, handlers.get);
};
