import type { Connection, PipelineStage } from 'mongoose';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { CLIENT_EVALUATIONS_COLLECTION, clientEvaluationSchema } from './client-evaluations.model.ts';
import type { TClientEvaluationRecord, TPrivateNoteRecord } from './client-evaluations.model.ts';

/** Whether an error is MongoDB's duplicate key (a concurrent first write of the same unique key). */
const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Every query of the client evaluations, the lookup's included (client-evaluations.indexes.test.ts checks each
 * against the declared indexes).
 */
export const clientEvaluationQueries = {
  of: (companyIds: readonly string[], onePagerIds: readonly string[]): TQueryShape => ({
    filter: { companyId: anyOf(companyIds), onePagerId: anyOf(onePagerIds) },
    sort: NO_SORT,
  }),
  ofCandidate: (candidateUserId: string): TQueryShape => ({ filter: { candidateUserId }, sort: NO_SORT }),
  ofCompany: (companyId: string): TQueryShape => ({ filter: { companyId }, sort: NO_SORT }),
} as const;

const Q = clientEvaluationQueries;

/**
 * A `$lookup` stage that reads a company's evaluations (of these one-pagers; null: of all of them) into `as`,
 * for another collection's aggregate to join them in the same command (the employer portal's reads).
 */
export const evaluationsLookup = (
  companyId: string,
  onePagerIds: readonly string[] | null,
  as: string,
): PipelineStage.Lookup => ({
  $lookup: {
    from: CLIENT_EVALUATIONS_COLLECTION,
    pipeline: [{ $match: (onePagerIds ? Q.of([companyId], onePagerIds) : Q.ofCompany(companyId)).filter }],
    as,
  },
});

/** The only code that touches the client evaluations (`client_evaluations`). */
export const createClientEvaluationsRepository = async (connection: Connection) => {
  const ClientEvaluation = connection.model('ClientEvaluation', clientEvaluationSchema);
  await ClientEvaluation.init();

  return {
    evaluationsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TClientEvaluationRecord[]);
      return ClientEvaluation.find(Q.of(companyIds, onePagerIds).filter)
        .lean<TClientEvaluationRecord[]>()
        .exec();
    },

    evaluationsOfCandidate: (candidateUserId: string) =>
      ClientEvaluation.find(Q.ofCandidate(candidateUserId).filter).lean<TClientEvaluationRecord[]>().exec(),

    /**
     * Writes a company's evaluation of a one-pager over `current` (as the caller read it; null: none yet), and
     * answers the evaluation after, without reading it again: the write applies only while the stored one is still
     * `current` (its first write creates it, the unique key refusing a second), else it answers null (a
     * concurrent write got there first: read again and decide again).
     */
    async saveEvaluation(
      key: { companyId: string; onePagerId: string; candidateUserId: string },
      set: Pick<
        TClientEvaluationRecord,
        'decision' | 'passReason' | 'rating' | 'shareId' | 'updatedAt' | 'updatedBy'
      >,
      current: TClientEvaluationRecord | null = null,
    ): Promise<TClientEvaluationRecord | null> {
      if (!current) {
        try {
          const created = await ClientEvaluation.create({ ...key, ...set });
          return created.toObject() as TClientEvaluationRecord;
        } catch (error) {
          if (isDuplicateKey(error)) return null;
          throw error;
        }
      }
      const result = await ClientEvaluation.updateOne(
        {
          _id: current._id,
          companyId: key.companyId,
          updatedAt: current.updatedAt,
          decision: current.decision ?? null,
          passReason: current.passReason ?? null,
          rating: current.rating ?? null,
        },
        { $set: set },
      ).exec();
      return result.matchedCount === 1 ? { ...current, ...set } : null;
    },

    /**
     * Writes (or, with null, removes) a company's private note on a one-pager, apart from its evaluation: the
     * company's record is created without a decision or rating when there is none yet. Answers the note now.
     */
    async savePrivateNote(
      key: { companyId: string; onePagerId: string; candidateUserId: string; shareId: string },
      note: TPrivateNoteRecord | null,
    ): Promise<TPrivateNoteRecord | null> {
      const filter = { companyId: key.companyId, onePagerId: key.onePagerId };
      if (note === null) {
        await ClientEvaluation.updateOne(filter, { $set: { privateNote: null } }).exec();
        return null;
      }
      const write = () =>
        ClientEvaluation.updateOne(
          filter,
          {
            $set: { privateNote: note },
            $setOnInsert: {
              candidateUserId: key.candidateUserId,
              shareId: key.shareId,
              decision: null,
              passReason: null,
              rating: null,
              updatedAt: note.updatedAt,
              updatedBy: note.updatedBy,
            },
          },
          { upsert: true },
        ).exec();
      try {
        await write();
      } catch (error) {
        // Two first writes at once: the unique key let one create the record; the other updates it.
        if (!isDuplicateKey(error)) throw error;
        await write();
      }
      return note;
    },

    findEvaluation: (companyId: string, onePagerId: string) =>
      ClientEvaluation.findOne({ companyId, onePagerId }).lean<TClientEvaluationRecord>().exec(),

    /** Forgets a deleted candidate's evaluations: how many there were. */
    async forgetCandidate(candidateUserId: string): Promise<number> {
      return (await ClientEvaluation.deleteMany({ candidateUserId }).exec()).deletedCount;
    },
  };
};
export type TClientEvaluationsRepository = Awaited<ReturnType<typeof createClientEvaluationsRepository>>;
