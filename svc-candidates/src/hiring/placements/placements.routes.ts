import * as operations from '@gtm/contracts/operations/placements';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminPlacementsHandlers } from './admin.handlers.ts';
import { candidatePlacementsHandlers } from './candidate.handlers.ts';
import { companyPlacementsHandlers } from './company.handlers.ts';
import { createPlacementsService } from './placements.service.ts';
import type { TPlacementsDeps as TServiceDeps } from './placements.service.ts';

/** What the placement routes need: the service's, and the admins' audit trail. */
export type TPlacementsDeps = TServiceDeps & { audit: TAuditTrail };

/**
 * Placements: one service (it decides with the hiring core and writes), and a set of handlers per audience, each
 * with its own mapper: the candidate's answer to a claimed hire, the company's 90-day check and invoice, the
 * admins' fees, invoices and export.
 */
export const placementsRoutes = (deps: TPlacementsDeps) => {
  const service = createPlacementsService(deps);
  return operationRouter().mountAll(operations, {
    ...candidatePlacementsHandlers(service),
    ...companyPlacementsHandlers(deps, service),
    ...adminPlacementsHandlers(deps, service),
  });
};
