import { evaluationsLookup } from './client-evaluations.repository.ts';
import type { TClientEvaluationsRepository } from './client-evaluations.repository.ts';
import type { TClientEvaluationRecord } from './client-evaluations.model.ts';
import { commentsLookup } from '../routes/client-comments/client-comments.repository.ts';
import type { TClientCommentRecord } from '../routes/client-comments/client-comments.model.ts';
import type { TCombineSharesRepository, TSharesWanted } from './combine-shares.repository.ts';
import type { TCombineShareRecord } from './combine-shares.model.ts';
import { requestsLookup } from './interview-requests.repository.ts';
import type { TInterviewRequestsRepository } from './interview-requests.repository.ts';
import type { TInterviewRequestRecord } from './interview-requests.model.ts';
import { viewedLookup } from '../routes/one-pager-views/one-pager-views.repository.ts';
import type { PipelineStage } from 'mongoose';
import type { TThreads } from '../thread-lookup.ts';
import { combinesLookup } from '../routes/talent-combines/talent-combines.repository.ts';
import type { TTalentCombineRow } from '../routes/talent-combines/talent-combines.repository.ts';
import type { TCurrentState, TShareRead } from './client-views.ts';

/**
 * What of a company's activity a read wants with its shares: its evaluations, comments and interview requests
 * of these one-pagers (null: of all of them), the comments and requests as records (oldest first) or only
 * counted per one-pager; and which of them the company opened.
 */
export type TActivityWanted = {
  companyId: string;
  onePagerIds: readonly string[] | null;
  threads: TThreads;
  /**
   * Whether the comments and the views are read too (default: yes). The dashboard wants neither: it reads the
   * company's evaluations and requests only, and views grow by one at every open of a one-pager.
   */
  commentsAndViews?: boolean;
};

/** A company's activity about its candidates, as a read joined it (see `activityLookups`). */
export type TCompanyActivity = {
  evaluations: TClientEvaluationRecord[];
  /** The comments and requests as records ('records'; else empty, and counted below). */
  comments: TClientCommentRecord[];
  requests: TInterviewRequestRecord[];
  /** How many comments and requests each one-pager has (every one-pager with at least one). */
  commentCounts: Map<string, number>;
  requestCounts: Map<string, number>;
  /** The one-pagers the company opened at least once. */
  viewed: Set<string>;
};

/** Shares, their combines and a company's activity, read together (see `sharesWithActivity`). */
export type TSharesWithActivity = TCompanyActivity & {
  shares: TCombineShareRecord[];
  /** The shares' combines (a combine deleted since: absent). */
  combines: TTalentCombineRow[];
};

type TCounted = { _id: string; count: number };

/** What `activityLookups` join (comments and views absent when not read: `commentsAndViews: false`). */
export type TActivityJoined = {
  evaluations: TClientEvaluationRecord[];
  comments?: (TClientCommentRecord | TCounted)[];
  requests: (TInterviewRequestRecord | TCounted)[];
  viewed?: { _id: string }[];
};

/** How many records each one-pager has. */
const groupCounts = (records: readonly { onePagerId: string }[]) => {
  const counts = new Map<string, number>();
  for (const { onePagerId } of records) counts.set(onePagerId, (counts.get(onePagerId) ?? 0) + 1);
  return counts;
};

const EMPTY_ACTIVITY = (): TCompanyActivity => ({
  evaluations: [],
  comments: [],
  requests: [],
  commentCounts: new Map(),
  requestCounts: new Map(),
  viewed: new Set(),
});

/**
 * The `$lookup` stages that join a company's activity into another collection's aggregate (one document: the
 * shares' group), each exported by the repository of the collection it reads, each with one of its declared
 * query shapes: the evaluations, the interview requests, and (unless `commentsAndViews: false`) the comments and
 * the views. Read back with {@link activityOf}. Empty when no one-pager is wanted (`onePagerIds: []`).
 */
export const activityLookups = (activity: TActivityWanted): PipelineStage[] => {
  const { companyId, onePagerIds, threads } = activity;
  if (onePagerIds?.length === 0) return [];
  return [
    evaluationsLookup(companyId, onePagerIds, 'evaluations'),
    requestsLookup(companyId, onePagerIds, threads, 'requests'),
    ...(activity.commentsAndViews === false
      ? []
      : [
          commentsLookup(companyId, onePagerIds, threads, 'comments'),
          viewedLookup(companyId, onePagerIds, 'viewed'),
        ]),
  ];
};

/** The company's activity as {@link activityLookups} joined it into `document` (none found: none). */
export const activityOf = (
  document: Partial<TActivityJoined> | null | undefined,
  threads: TThreads,
): TCompanyActivity => {
  if (!document) return EMPTY_ACTIVITY();
  const countsOf = (rows: readonly (TCounted | { onePagerId: string })[]) =>
    threads === 'counts'
      ? new Map(rows.map((row) => [String((row as TCounted)._id), (row as TCounted).count]))
      : groupCounts(rows as { onePagerId: string }[]);
  const records = <T>(rows: unknown[]) => (threads === 'records' ? (rows as T[]) : []);
  return {
    evaluations: document.evaluations ?? [],
    comments: records<TClientCommentRecord>(document.comments ?? []),
    requests: records<TInterviewRequestRecord>(document.requests ?? []),
    commentCounts: countsOf(document.comments ?? []),
    requestCounts: countsOf(document.requests ?? []),
    viewed: new Set((document.viewed ?? []).map((row) => String(row._id))),
  };
};

/**
 * Shares, their combines and a company's activity in one command: the shares repository's aggregate, joined by
 * the `$lookup` stages each of the other repositories exports for its own collection (combines, evaluations,
 * interview requests, comments, views; each with one of its declared query shapes). No share found: no activity
 * either (the caller answers 404 or an empty dashboard).
 */
export const sharesWithActivity = async (
  deps: { combineShares: Pick<TCombineSharesRepository, 'sharesWith'> },
  wanted: TSharesWanted,
  activity: TActivityWanted,
): Promise<TSharesWithActivity> => {
  if (activity.onePagerIds?.length === 0) return { shares: [], combines: [], ...EMPTY_ACTIVITY() };
  const document = await deps.combineShares.sharesWith<TActivityJoined & { combines: TTalentCombineRow[] }>(
    wanted,
    [...combinesLookup('$shares.combineId', 'combines'), ...activityLookups(activity)],
  );
  if (!document) return { shares: [], combines: [], ...EMPTY_ACTIVITY() };
  return {
    shares: document.shares,
    combines: document.combines,
    ...activityOf(document, activity.threads),
  };
};

/**
 * A company's activity about the candidates of a share, alone (the share's client view is kept): one command,
 * the shares' aggregate of the one share joined by {@link activityLookups} only.
 */
export const shareActivity = async (
  deps: { combineShares: Pick<TCombineSharesRepository, 'sharesWith'> },
  shareId: string,
  activity: TActivityWanted,
): Promise<TCompanyActivity> => {
  const stages = activityLookups(activity);
  if (stages.length === 0) return EMPTY_ACTIVITY();
  return activityOf(
    await deps.combineShares.sharesWith<TActivityJoined>({ shareId }, stages),
    activity.threads,
  );
};

/** The company's evaluation of a one-pager, read with the check of the candidate: what an evaluation decides on. */
export const evaluationState = (
  deps: { clientEvaluations: Pick<TClientEvaluationsRepository, 'findEvaluation'> },
  companyId: string,
  onePagerId: string,
): TCurrentState<TClientEvaluationRecord | null> => ({
  stages: () => [evaluationsLookup(companyId, [onePagerId], '_evaluations')],
  joined: (document) => (document._evaluations as TClientEvaluationRecord[])[0] ?? null,
  alone: () => deps.clientEvaluations.findEvaluation(companyId, onePagerId),
});

/** The company's interview requests of a one-pager (oldest first), read with the check: what a new one checks. */
export const requestsState = (
  deps: { interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOf'> },
  companyId: string,
  onePagerId: string,
): TCurrentState<TInterviewRequestRecord[]> => ({
  stages: () => [requestsLookup(companyId, [onePagerId], 'records', '_requests')],
  joined: (document) => document._requests as TInterviewRequestRecord[],
  alone: () => deps.interviewRequests.requestsOf([companyId], [onePagerId]),
});

/** The company's activity about the candidates of a share (see `activityLookups`), read with the check. */
export const activityState = (
  deps: { combineShares: Pick<TCombineSharesRepository, 'sharesWith'> },
  shareId: string,
  activity: TActivityWanted,
): TCurrentState<TCompanyActivity> => ({
  stages: () => activityLookups(activity),
  joined: (document) => activityOf(document as Partial<TActivityJoined>, activity.threads),
  alone: () => shareActivity(deps, shareId, activity),
});

/** The first share a read found and its combine (a read of one share by id), as `liveShareOf` takes them. */
export const shareReadOf = (activity: TSharesWithActivity): TShareRead => {
  const share = activity.shares[0] ?? null;
  const combine = share
    ? (activity.combines.find((row) => row._id.toString() === share.combineId) ?? null)
    : null;
  return { share, combine };
};
