import type { Connection } from 'mongoose';
import { createClientCommentsRepository } from '../routes/client-comments/client-comments.repository.ts';
import { createClientEvaluationsRepository } from './client-evaluations.repository.ts';
import { createCombineSharesRepository } from './combine-shares.repository.ts';
import { createInterviewRequestsRepository } from './interview-requests.repository.ts';
import { createOnePagerViewsRepository } from '../routes/one-pager-views/one-pager-views.repository.ts';

/**
 * The repositories of what the employer portal records, one per collection (each the only user of its model):
 * the combine shares, and what the companies' users do with the candidates in them (evaluations, comments,
 * interview requests, views). Opened together by the app, the worker and the seeds.
 */
export const createEmployerRepositories = async (connection: Connection) => {
  const [combineShares, clientEvaluations, clientComments, interviewRequests, onePagerViews] =
    await Promise.all([
      createCombineSharesRepository(connection),
      createClientEvaluationsRepository(connection),
      createClientCommentsRepository(connection),
      createInterviewRequestsRepository(connection),
      createOnePagerViewsRepository(connection),
    ]);
  return { combineShares, clientEvaluations, clientComments, interviewRequests, onePagerViews };
};
export type TEmployerRepositories = Awaited<ReturnType<typeof createEmployerRepositories>>;
