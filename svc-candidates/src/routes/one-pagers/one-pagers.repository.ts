import type { Connection } from 'mongoose';
import type { z } from 'zod';
import type { ZOnePager } from '@gtm/contracts/talent';
import { onePagerModel } from './one-pagers.model.ts';
import type { TOnePagerRecord } from './one-pagers.model.ts';

type TOnePager = z.infer<typeof ZOnePager>;

const toOnePager = (record: TOnePagerRecord): TOnePager => ({
  id: record._id.toString(),
  title: record.title,
  candidateName: record.candidateName,
  status: record.status,
  summary: record.summary,
  industries: record.industries,
  methodologies: record.methodologies,
  content: record.content,
  talentCombines: record.talentCombines,
  createdAt: record.createdAt.toISOString(),
});

/** The only code that touches `one_pagers`. */
export const createOnePagersRepository = async (connection: Connection) => {
  const OnePager = onePagerModel(connection);
  await OnePager.init();

  return {
    /** A candidate's one-pagers, newest first. */
    async listByCandidate(candidateUserId: string): Promise<TOnePager[]> {
      const records = await OnePager.find({ candidateUserId })
        .sort({ createdAt: -1 })
        .lean<TOnePagerRecord[]>()
        .exec();
      return records.map(toOnePager);
    },

    /** Deletes a candidate's one-pagers (their account was deleted); a replay deletes nothing. */
    async deleteByCandidate(candidateUserId: string): Promise<number> {
      const { deletedCount } = await OnePager.deleteMany({ candidateUserId }).exec();
      return deletedCount;
    },

    /** Stores a one-pager (admins' create comes with a later issue; tests use it today). */
    async create(input: Omit<TOnePagerRecord, '_id' | 'createdAt'>): Promise<TOnePager> {
      const created = await OnePager.create({ ...input, createdAt: new Date() });
      return toOnePager(created.toObject() as TOnePagerRecord);
    },
  };
};
export type TOnePagersRepository = Awaited<ReturnType<typeof createOnePagersRepository>>;
