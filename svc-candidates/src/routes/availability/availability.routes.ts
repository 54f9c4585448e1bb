import * as operations from '@gtm/contracts/operations/availability';
import { operationRouter } from '@gtm/service-kit/operations';
import { availabilityHandlers } from './availability.handlers.ts';
import type { TAvailabilityDeps } from './availability.handlers.ts';

export type { TAvailabilityDeps } from './availability.handlers.ts';

/** The signed-in candidate's weekly availability for combine days (the settings page's Availability tab). */
export const availabilityRoutes = (deps: TAvailabilityDeps) =>
  operationRouter().mountAll(operations, availabilityHandlers(deps));
