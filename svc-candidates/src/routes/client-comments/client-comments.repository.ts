import type { Connection, PipelineStage } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { threadLookup } from '../../thread-lookup.ts';
import type { TThreads } from '../../thread-lookup.ts';
import { CLIENT_COMMENTS_COLLECTION, clientCommentSchema } from './client-comments.model.ts';
import type { TClientCommentRecord } from './client-comments.model.ts';

/**
 * Every query of the client comments, the lookup's included (client-comments.indexes.test.ts checks each against
 * the declared indexes).
 */
export const clientCommentQueries = {
  ofCompany: (companyId: string): TQueryShape => ({ filter: { companyId }, sort: NO_SORT }),
  of: (companyIds: readonly string[], onePagerIds: readonly string[]): TQueryShape => ({
    filter: { companyId: anyOf(companyIds), onePagerId: anyOf(onePagerIds) },
    sort: { createdAt: 1 },
  }),
} as const;

const Q = clientCommentQueries;

/**
 * A `$lookup` stage that reads a company's comments (on these one-pagers; null: on all of them) into `as`, for
 * another collection's aggregate to join them in the same command: as records, oldest first ('records'), or
 * counted per one-pager ('counts': rows `{ _id: onePagerId, count }`).
 */
export const commentsLookup = (
  companyId: string,
  onePagerIds: readonly string[] | null,
  threads: TThreads,
  as: string,
): PipelineStage.Lookup =>
  threadLookup(
    CLIENT_COMMENTS_COLLECTION,
    onePagerIds ? Q.of([companyId], onePagerIds) : Q.ofCompany(companyId),
    threads,
    as,
  );

/** The only code that touches the client comments (`client_comments`). */
export const createClientCommentsRepository = async (connection: Connection) => {
  const ClientComment = connection.model('ClientComment', clientCommentSchema);
  await ClientComment.init();

  return {
    commentsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TClientCommentRecord[]);
      const q = Q.of(companyIds, onePagerIds);
      return ClientComment.find(q.filter).sort(q.sort).lean<TClientCommentRecord[]>().exec();
    },

    async addComment(comment: Omit<TClientCommentRecord, '_id'>): Promise<TClientCommentRecord> {
      const created = await ClientComment.create(comment);
      return created.toObject() as TClientCommentRecord;
    },

    /**
     * Forgets the comment threads on a deleted candidate's one-pagers (called with their ids before those are
     * deleted): how many comments there were.
     */
    async forgetCandidate(_candidateUserId: string, onePagerIds: readonly string[]): Promise<number> {
      if (onePagerIds.length === 0) return 0;
      return (await ClientComment.deleteMany({ onePagerId: { $in: [...onePagerIds] } }).exec()).deletedCount;
    },
  };
};
export type TClientCommentsRepository = Awaited<ReturnType<typeof createClientCommentsRepository>>;
