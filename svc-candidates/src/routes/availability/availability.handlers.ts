import type { Context } from 'hono';
import type { TAvailability } from '@gtm/contracts/combine-days';
import type * as operations from '@gtm/contracts/operations/availability';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler, TOperationHandlers } from '@gtm/service-kit/operations';
import type { TAvailabilityRepository } from './availability.repository.ts';

/** What the availability routes need. */
export type TAvailabilityDeps = { availability: TAvailabilityRepository };

/** What a candidate who stated nothing answers: available at any time (the zone is then of no use). */
export const noAvailability = (): TAvailability => ({ timeZone: 'UTC', windows: [] });

/** The signed-in candidate's user id: the gateway's signed identity decides whose availability it is. */
const candidateId = (c: Context<TAppEnv>) => {
  const { userId } = c.get('identity');
  if (!userId) throw new AppError('UNAUTHENTICATED');
  return userId;
};

/** The candidate's own weekly availability: read and replaced, never another's. */
export const availabilityHandlers = (deps: TAvailabilityDeps): TOperationHandlers<typeof operations> => {
  const getAvailability: TOperationHandler<typeof operations.getAvailability> = async (c) => {
    const stated = await deps.availability.ofUser(candidateId(c));
    return c.json(stated ?? noAvailability(), 200);
  };

  const updateAvailability: TOperationHandler<typeof operations.updateAvailability> = async (c, { body }) =>
    c.json(await deps.availability.save(candidateId(c), body), 200);

  return { getAvailability, updateAvailability };
};
