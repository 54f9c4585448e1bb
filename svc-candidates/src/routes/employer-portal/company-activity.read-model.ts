import { evaluationsLookup } from '../client-evaluations/client-evaluations.repository.ts';
import type { TClientEvaluationRecord } from '../client-evaluations/client-evaluations.model.ts';
import { commentsLookup } from '../client-comments/client-comments.repository.ts';
import type { TClientCommentRecord } from '../client-comments/client-comments.model.ts';
import type { TCombineSharesRepository, TSharesWanted } from '../combine-shares/combine-shares.repository.ts';
import type { TCombineShareRecord } from '../combine-shares/combine-shares.model.ts';
import { requestsLookup } from '../interview-requests/interview-requests.repository.ts';
import type { TInterviewRequestRecord } from '../interview-requests/interview-requests.model.ts';
import { viewedLookup } from '../one-pager-views/one-pager-views.repository.ts';
import type { TThreads } from '../../thread-lookup.ts';
import { combinesLookup } from '../talent-combines/talent-combines.repository.ts';
import type { TTalentCombineRow } from '../talent-combines/talent-combines.repository.ts';
import type { TShareRead } from './client-views.ts';

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

/** Shares, their combines and a company's activity, read together (see `sharesWithActivity`). */
export type TSharesWithActivity = {
  shares: TCombineShareRecord[];
  /** The shares' combines (a combine deleted since: absent). */
  combines: TTalentCombineRow[];
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

type TCounted = { _id: string; count: number };

type TActivityJoined = {
  combines: TTalentCombineRow[];
  evaluations: TClientEvaluationRecord[];
  /** Absent when not read (`commentsAndViews: false`). */
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
  const empty: TSharesWithActivity = {
    shares: [],
    combines: [],
    evaluations: [],
    comments: [],
    requests: [],
    commentCounts: new Map(),
    requestCounts: new Map(),
    viewed: new Set(),
  };
  if (activity.onePagerIds?.length === 0) return empty;
  const { companyId, onePagerIds, threads } = activity;
  const document = await deps.combineShares.sharesWith<TActivityJoined>(wanted, [
    ...combinesLookup('$shares.combineId', 'combines'),
    evaluationsLookup(companyId, onePagerIds, 'evaluations'),
    requestsLookup(companyId, onePagerIds, threads, 'requests'),
    ...(activity.commentsAndViews === false
      ? []
      : [
          commentsLookup(companyId, onePagerIds, threads, 'comments'),
          viewedLookup(companyId, onePagerIds, 'viewed'),
        ]),
  ]);
  if (!document) return empty;
  const countsOf = (rows: readonly (TCounted | { onePagerId: string })[]) =>
    threads === 'counts'
      ? new Map(rows.map((row) => [String((row as TCounted)._id), (row as TCounted).count]))
      : groupCounts(rows as { onePagerId: string }[]);
  const records = <T>(rows: unknown[]) => (threads === 'records' ? (rows as T[]) : []);
  return {
    shares: document.shares,
    combines: document.combines,
    evaluations: document.evaluations,
    comments: records<TClientCommentRecord>(document.comments ?? []),
    requests: records<TInterviewRequestRecord>(document.requests),
    commentCounts: countsOf(document.comments ?? []),
    requestCounts: countsOf(document.requests),
    viewed: new Set((document.viewed ?? []).map((row) => String(row._id))),
  };
};

/** The first share a read found and its combine (a read of one share by id), as `liveShareOf` takes them. */
export const shareReadOf = (activity: TSharesWithActivity): TShareRead => {
  const share = activity.shares[0] ?? null;
  const combine = share
    ? (activity.combines.find((row) => row._id.toString() === share.combineId) ?? null)
    : null;
  return { share, combine };
};
