import type { TAvailabilityRepository } from '../routes/availability/availability.repository.ts';
import type { TClientCommentsRepository } from '../routes/client-comments/client-comments.repository.ts';
import type { TClientEvaluationsRepository } from '../employer-read-model/client-evaluations.repository.ts';
import type { TInterviewRequestsRepository } from '../employer-read-model/interview-requests.repository.ts';
import type { TOnePagerViewsRepository } from '../routes/one-pager-views/one-pager-views.repository.ts';
import type { TOnePagersRepository } from '../routes/one-pagers/one-pagers.repository.ts';
import type { TDecisionDeadlinesRepository } from '../hiring/decisions/decision-deadlines.repository.ts';
import type { TOutcomesRepository } from '../employer-read-model/outcomes.repository.ts';
import type { TPlacementsRepository } from '../hiring/placements/placements.repository.ts';
import type { TCombineDaysRepository } from '../hiring/combine-days/combine-days.repository.ts';
import type { TFileStore } from '../storage/file-store.ts';
import type { TBookingLedger } from '../hiring/booking-ledger/booking-ledger.ts';

/** What a purge removes from: S3, the one-pagers, and what clients did with them. */
export type TCandidatePurgeDeps = {
  onePagers: Pick<TOnePagersRepository, 'idsByCandidate' | 'deleteByCandidate'>;
  /** What clients did with the candidate: evaluations, comment threads, interview requests, views. */
  clientEvaluations: Pick<TClientEvaluationsRepository, 'forgetCandidate'>;
  clientComments: Pick<TClientCommentsRepository, 'forgetCandidate'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'forgetCandidate'>;
  onePagerViews: Pick<TOnePagerViewsRepository, 'forgetCandidate'>;
  /** The outcomes companies recorded for the candidate (absent: a test of the other records alone). */
  outcomes?: Pick<TOutcomesRepository, 'forgetCandidate'>;
  /** The placements of the candidate: kept for the books (fees, invoices), their name erased. */
  placements?: Pick<TPlacementsRepository, 'forgetCandidate'>;
  /** The candidate's combine day segments. */
  combineDays?: Pick<TCombineDaysRepository, 'forgetCandidate'>;
  /** The candidate's booking ledger (absent: a test of the other records alone). */
  bookings?: Pick<TBookingLedger, 'forgetCandidate'>;
  /** The decisions due on the candidate's meetings (absent: a test of the other records alone). */
  decisionDeadlines?: Pick<TDecisionDeadlinesRepository, 'forgetCandidate'>;
  /** The candidate's weekly availability for combine days (absent: a test of the other records alone). */
  availability?: Pick<TAvailabilityRepository, 'forgetCandidate'>;
  files: Pick<TFileStore, 'listKeys' | 'delete'>;
};

/** S3 deletions of one purge in flight at once. */
const DELETE_CONCURRENCY = 8;

/** Where a candidate's uploads live in the bucket (every upload key starts with it). */
export const candidateFilesPrefix = (userId: string) => `candidates/${userId}/`;

/**
 * The one purge of a candidate's data beside their profile and account, for both a deleted account and a
 * profile an admin deleted: the files under the candidate's prefix in S3 first (except `keep`: a profile the
 * candidate created since), so an S3 failure fails the job (BullMQ retries it) while the records that lead to
 * the files are still there; then what clients did with the one-pagers (evaluations, comments, interview
 * requests, views), while the one-pagers' ids can still be read; then the one-pagers, which removes them from
 * every combine (membership is stored on the one-pager). Each step finds nothing on a replay.
 */
export const purgeCandidate = async (
  deps: TCandidatePurgeDeps,
  userId: string,
  keep: ReadonlySet<string> = new Set(),
) => {
  const keys = (await deps.files.listKeys(candidateFilesPrefix(userId))).filter((key) => !keep.has(key));
  for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
    await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((key) => deps.files.delete(key)));
  }
  // Called with the one-pagers' ids before those are deleted, so a replay finds them again.
  const onePagerIds = await deps.onePagers.idsByCandidate(userId);
  const forgotten = await Promise.all([
    deps.clientEvaluations.forgetCandidate(userId),
    deps.clientComments.forgetCandidate(userId, onePagerIds),
    deps.interviewRequests.forgetCandidate(userId),
    deps.onePagerViews.forgetCandidate(userId),
    deps.outcomes?.forgetCandidate(userId) ?? 0,
    deps.placements?.forgetCandidate(userId) ?? 0,
    deps.combineDays?.forgetCandidate(userId) ?? 0,
    deps.bookings?.forgetCandidate(userId) ?? 0,
    deps.decisionDeadlines?.forgetCandidate(userId) ?? 0,
    deps.availability?.forgetCandidate(userId) ?? 0,
  ]);
  const clientRecords = forgotten.reduce((sum, count) => sum + count, 0);
  const onePagers = await deps.onePagers.deleteByCandidate(userId);
  return { files: keys.length, clientRecords, onePagers };
};
