import type { Context } from 'hono';
import type * as operations from '@gtm/contracts/operations/placements';
import type { TCandidatePlacement } from '@gtm/contracts/placements';
import { candidatePlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { currencyOf } from './placement-record.ts';
import type { TPlacementRecord } from './placements.model.ts';
import { placementNotFound } from './placements.service.ts';
import type { TPlacementsService } from './placements.service.ts';

/** A placement as its candidate reads it: the company, the lifecycle's reading of its status, start and salary. */
export const toCandidatePlacement = (record: TPlacementRecord): TCandidatePlacement => ({
  id: record._id.toString(),
  companyName: record.companyName,
  // The lifecycle's reading: a replacement due is the company's and the admins' matter, and so on.
  status: candidatePlacementStatus(record.status),
  startDate: record.startDate,
  annualSalary: record.annualSalary,
  currency: currencyOf(record),
  createdAt: record.createdAt.toISOString(),
});

/** The candidate's placements: their claimed hires, and their answer to one (confirm or reject). */
export const candidatePlacementsHandlers = (service: TPlacementsService) => {
  /** The signed-in candidate's placement (404 for anyone else's, or a claim the company withdrew). */
  const ownPlacement = async (c: Context<TAppEnv>, id: string) => {
    const record = await service.find(id);
    if (record.candidateUserId !== c.get('identity').userId || record.status === 'withdrawn')
      throw placementNotFound();
    return record;
  };

  const listCandidatePlacements: TOperationHandler<typeof operations.listCandidatePlacements> = async (c) => {
    const userId = c.get('identity').userId;
    if (!userId) throw new AppError('UNAUTHENTICATED');
    return c.json({ items: (await service.ofCandidate(userId)).map(toCandidatePlacement) }, 200);
  };

  const answerPlacement: TOperationHandler<typeof operations.answerPlacement> = async (
    c,
    { params, body },
  ) => {
    const record = await ownPlacement(c, params.id);
    const actor = { id: c.get('identity').userId ?? '', name: null };
    const answered =
      body.action === 'confirm'
        ? await service.confirm(record, 'candidate', c.get('requestId'), actor)
        : await service.reject(record, 'candidate', actor);
    return c.json(toCandidatePlacement(answered), 200);
  };

  return { listCandidatePlacements, answerPlacement };
};
