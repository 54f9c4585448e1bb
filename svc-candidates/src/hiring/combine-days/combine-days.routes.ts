import * as operations from '@gtm/contracts/operations/combine-days';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { operationRouter } from '@gtm/service-kit/operations';
import { adminCombineDaysHandlers } from './admin.handlers.ts';
import { candidateCombineDaysHandlers } from './candidate.handlers.ts';
import { createCombineDaysService } from './combine-days.service.ts';
import type { TCombineDaysDeps as TServiceDeps } from './combine-days.service.ts';
import { companyCombineDaysHandlers } from './company.handlers.ts';

/** What the combine day routes need: the service's, and the admins' audit trail. */
export type TCombineDaysDeps = TServiceDeps & { audit: TAuditTrail };

/**
 * Combine days: one service (it decides with the hiring core, books through the ledger and writes), and a set
 * of handlers per audience, each with its own mapper: the company's plans, days, late adds, cancels, schedule and
 * debrief; the admins' plans for a company, calendar and cancels; the candidates' answers.
 */
export const combineDaysRoutes = (deps: TCombineDaysDeps) => {
  const service = createCombineDaysService(deps);
  return operationRouter().mountAll(operations, {
    ...companyCombineDaysHandlers(deps, service),
    ...adminCombineDaysHandlers(deps, service),
    ...candidateCombineDaysHandlers(service),
  });
};
