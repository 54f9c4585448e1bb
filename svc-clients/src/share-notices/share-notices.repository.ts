import type { Connection } from 'mongoose';
import { shareNoticeModel } from './share-notices.model.ts';
import type { TShareNoticeRecord, TShareNoticeStatus } from './share-notices.model.ts';

const DUPLICATE_KEY = 11000;

/** The only code that touches `share_notices`. */
export const createShareNoticesRepository = async (connection: Connection) => {
  const ShareNotice = shareNoticeModel(connection);
  await ShareNotice.init();

  /**
   * Writes a notice from a share event dated `at`, unless a newer event of the same share was applied (one
   * conditional upsert: if the notice exists with a newer event, the upsert's insert collides with the unique
   * key and nothing changes). The same event again applies again (a replay after a crash). Answers whether it
   * was applied.
   */
  const applyEvent = async (
    key: { companyId: string; shareId: string },
    at: Date,
    set: Record<string, unknown>,
  ): Promise<boolean> => {
    try {
      await ShareNotice.updateOne(
        { ...key, event_at: { $lte: at } },
        { $set: { ...set, event_at: at } },
        { upsert: true },
      ).exec();
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  };

  return {
    /** A combine shared with a company at `at`, with what became of its notice (see the statuses). */
    shared: (
      notice: { companyId: string; shareId: string; combineName: string; candidateCount: number },
      at: Date,
      status: TShareNoticeStatus,
    ) =>
      applyEvent({ companyId: notice.companyId, shareId: notice.shareId }, at, {
        combineName: notice.combineName,
        candidateCount: notice.candidateCount,
        shared_at: at,
        status,
        digest_period: null,
      }),

    /** A share withdrawn at `at`: a pending notice leaves the digests (a sent one stays as it was sent). */
    async withdrawn(key: { companyId: string; shareId: string }, at: Date): Promise<boolean> {
      const notice = await ShareNotice.findOne(key).lean<TShareNoticeRecord>().exec();
      if (notice && notice.status !== 'pending') {
        await ShareNotice.updateOne({ ...key, event_at: { $lte: at } }, { $set: { event_at: at } }).exec();
        return false;
      }
      return applyEvent(key, at, { status: 'withdrawn' });
    },

    /** The companies that have notices waiting for a digest. */
    pendingCompanyIds: async (): Promise<string[]> =>
      (await ShareNotice.distinct('companyId', { status: 'pending' }).exec()).map(String),

    /** A company's notices waiting for a digest, shared before `before`, oldest first. */
    pendingOf: (companyId: string, before: Date) =>
      ShareNotice.find({ status: 'pending', companyId, shared_at: { $lt: before } })
        .sort({ shared_at: 1 })
        .lean<TShareNoticeRecord[]>()
        .exec(),

    /**
     * Settles a company's pending notices: `digested` in `period` once its digest went out, or `muted` (its
     * company no longer wants e-mail). Only those still pending: a withdrawn one stays so.
     */
    async settle(
      companyId: string,
      ids: readonly TShareNoticeRecord['_id'][],
      outcome: { status: 'digested'; period: string } | { status: 'muted' },
    ) {
      await ShareNotice.updateMany(
        { _id: { $in: ids }, companyId, status: 'pending' },
        { $set: { status: outcome.status, digest_period: 'period' in outcome ? outcome.period : null } },
      ).exec();
    },

    find: (key: { companyId: string; shareId: string }) =>
      ShareNotice.findOne(key).lean<TShareNoticeRecord>().exec(),
  };
};
export type TShareNoticesRepository = Awaited<ReturnType<typeof createShareNoticesRepository>>;
