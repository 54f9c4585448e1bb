import * as operations from '@gtm/contracts/operations/combine-days';
import { operationRouter } from '@gtm/service-kit/operations';
import { combineDaysHandlers } from './combine-days.handlers.ts';
import type { TCombineDaysDeps } from './combine-days.handlers.ts';

export type { TCombineDaysDeps } from './combine-days.handlers.ts';

/** Combine days: the company's (and the admins') plans, previews and cancels, the candidates' answers. */
export const combineDaysRoutes = (deps: TCombineDaysDeps) =>
  operationRouter().mountAll(operations, combineDaysHandlers(deps));
