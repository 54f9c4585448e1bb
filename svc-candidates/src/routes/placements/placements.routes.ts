import * as operations from '@gtm/contracts/operations/placements';
import { operationRouter } from '@gtm/service-kit/operations';
import { placementsHandlers } from './placements.handlers.ts';
import type { TPlacementsDeps } from './placements.handlers.ts';

export type { TPlacementsDeps } from './placements.handlers.ts';

/** Placements: the candidate's answer to a claimed hire, the company's 90-day check, the admins' fees and invoices. */
export const placementsRoutes = (deps: TPlacementsDeps) =>
  operationRouter().mountAll(operations, placementsHandlers(deps));
