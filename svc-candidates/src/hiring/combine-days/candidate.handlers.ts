import type * as operations from '@gtm/contracts/operations/combine-days';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { toCandidateDay, toCandidateDayDetail } from './candidate.mapper.ts';
import type { TCombineDaysService } from './combine-days.service.ts';

/** The candidate's combine days: their segments, one with its free times, and their answer to one. */
export const candidateCombineDaysHandlers = (service: TCombineDaysService) => {
  const listCandidateCombineDays: TOperationHandler<typeof operations.listCandidateCombineDays> = async (
    c,
  ) => {
    const userId = c.get('identity').userId;
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const days = await service.ofCandidate(userId);
    const items = days.flatMap((day) =>
      day.segments
        .filter((segment) => segment.candidateUserId === userId)
        .map((segment) => toCandidateDay(day, segment)),
    );
    return c.json({ items }, 200);
  };

  const getCandidateCombineDay: TOperationHandler<typeof operations.getCandidateCombineDay> = async (
    c,
    { params },
  ) => {
    const { day, segment } = await service.ownDay(c.get('identity').userId, params.id);
    return c.json(toCandidateDayDetail(day, segment, service.freeOf(day)), 200);
  };

  /** Confirm, move (confirmed at the new time) or decline: the segment after, as the candidate reads it. */
  const answerCombineDay: TOperationHandler<typeof operations.answerCombineDay> = async (
    c,
    { params, body },
  ) => {
    const { day, segment } = await service.answer(
      c.get('identity').userId,
      params.id,
      body,
      c.get('requestId'),
    );
    return c.json(toCandidateDay(day, segment), 200);
  };

  return { listCandidateCombineDays, getCandidateCombineDay, answerCombineDay };
};
