import { Types } from 'mongoose';
import type { Connection, PipelineStage } from 'mongoose';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { AppError } from '@gtm/service-kit/app-error';
import { NO_SORT, anyOf } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { isOpen } from './interview-state.ts';
import { byIdLookup, threadLookup } from '../thread-lookup.ts';
import type { TThreads } from '../thread-lookup.ts';
import { INTERVIEW_REQUESTS_COLLECTION, interviewRequestSchema } from './interview-requests.model.ts';
import type { TInterviewRequestRecord } from './interview-requests.model.ts';

/** Whether an error is MongoDB's duplicate key (a second open request of the same company and candidate). */
const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Every query of the interview requests, the lookup's included (interview-requests.indexes.test.ts checks each
 * against the declared indexes).
 */
export const interviewRequestQueries = {
  ofCompany: (companyId: string): TQueryShape => ({ filter: { companyId }, sort: NO_SORT }),
  of: (companyIds: readonly string[], onePagerIds: readonly string[]): TQueryShape => ({
    filter: { companyId: anyOf(companyIds), onePagerId: anyOf(onePagerIds) },
    sort: { createdAt: 1 },
  }),
  ofCandidate: (candidateUserId: string): TQueryShape => ({
    filter: { candidateUserId },
    sort: { createdAt: -1 },
  }),
  /** The agreed interviews of several candidates (a combine day's busy times). */
  acceptedOfCandidates: (candidateUserIds: readonly string[]): TQueryShape => ({
    filter: { candidateUserId: anyOf(candidateUserIds), status: 'accepted' },
    sort: NO_SORT,
  }),
  /** One request by id (`findRequest`, `requestLookup`'s join). */
  byId: (id: string): TQueryShape => ({ filter: { _id: id }, sort: NO_SORT }),
} as const;

const Q = interviewRequestQueries;

/**
 * A `$lookup` stage that reads a company's interview requests (of these one-pagers; null: of all of them) into
 * `as`, for another collection's aggregate to join them in the same command: as records, oldest first
 * ('records'), or counted per one-pager ('counts': rows `{ _id: onePagerId, count }`).
 */
export const requestsLookup = (
  companyId: string,
  onePagerIds: readonly string[] | null,
  threads: TThreads,
  as: string,
): PipelineStage.Lookup =>
  threadLookup(
    INTERVIEW_REQUESTS_COLLECTION,
    onePagerIds ? Q.of([companyId], onePagerIds) : Q.ofCompany(companyId),
    threads,
    as,
  );

/**
 * The stages that join the interview request of this id into `as` (an array of none or one), for another
 * collection's aggregate to read it in the same command (the employer's check of a shared candidate and its
 * request).
 */
export const requestLookup = (id: string, as: string): PipelineStage[] =>
  byIdLookup(INTERVIEW_REQUESTS_COLLECTION, id, as);

/** The only code that touches the interview requests (`interview_requests`). */
export const createInterviewRequestsRepository = async (connection: Connection) => {
  const InterviewRequest = connection.model('InterviewRequest', interviewRequestSchema);
  await InterviewRequest.init();

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents, unordered, each cast and validated by the
     * schema first (a document the seed writes is one the routes read); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await InterviewRequest.insertMany(docs, { ordered: false });
    },

    requestsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TInterviewRequestRecord[]);
      const q = Q.of(companyIds, onePagerIds);
      return InterviewRequest.find(q.filter).sort(q.sort).lean<TInterviewRequestRecord[]>().exec();
    },

    requestsOfCandidate(candidateUserId: string) {
      const q = Q.ofCandidate(candidateUserId);
      return InterviewRequest.find(q.filter).sort(q.sort).lean<TInterviewRequestRecord[]>().exec();
    },

    /** The agreed interviews of these candidates (any company), in one query. */
    acceptedOfCandidates(candidateUserIds: readonly string[]) {
      if (candidateUserIds.length === 0) return Promise.resolve([] as TInterviewRequestRecord[]);
      return InterviewRequest.find(Q.acceptedOfCandidates(candidateUserIds).filter)
        .lean<TInterviewRequestRecord[]>()
        .exec();
    },

    /**
     * Stores a new request as the open one of its company and candidate. The unique `openKey` refuses a second
     * while one is open (409, {@link INTERVIEW_ANSWERS.oneOpen}), however requests race; a holder whose times
     * have passed (open no longer, though nothing wrote it) gives its key up first.
     */
    async addRequest(request: Omit<TInterviewRequestRecord, '_id'>): Promise<TInterviewRequestRecord> {
      const openKey = `${request.companyId}:${request.onePagerId}`;
      for (let attempt = 0; ; attempt += 1) {
        try {
          const created = await InterviewRequest.create({ ...request, openKey });
          return created.toObject() as TInterviewRequestRecord;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const holder = await InterviewRequest.findOne({ openKey }).lean<TInterviewRequestRecord>().exec();
          if (attempt > 0 || (holder && isOpen(holder, request.createdAt)))
            throw new AppError('CONFLICT', { userMessage: INTERVIEW_ANSWERS.oneOpen });
          if (holder)
            await InterviewRequest.updateOne({ _id: holder._id, openKey }, { $unset: { openKey: 1 } });
        }
      }
    },

    findRequest: (id: string) =>
      Types.ObjectId.isValid(id)
        ? InterviewRequest.findById(id).lean<TInterviewRequestRecord>().exec()
        : Promise.resolve(null),

    /**
     * Changes a request that is still in one of `from` (records made before issue 25 have no status: pending),
     * appending a history entry: the request after, or null when it was not in one of them (a concurrent answer
     * got there first). One atomic update of one document.
     */
    async changeRequest(
      id: string,
      from: readonly TInterviewStatus[],
      set: Partial<
        Pick<TInterviewRequestRecord, 'status' | 'acceptedSlot' | 'answer' | 'sequence' | 'slots' | 'note'>
      > & {
        updatedAt: Date;
      },
      entry: NonNullable<TInterviewRequestRecord['history']>[number],
    ): Promise<TInterviewRequestRecord | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const statuses: (TInterviewStatus | null)[] = [...from];
      if (from.includes('pending')) statuses.push(null);
      // A declined or cancelled request is closed: its key goes, so the company may ask again.
      const closes = set.status === 'declined' || set.status === 'cancelled';
      return InterviewRequest.findOneAndUpdate(
        { _id: id, status: { $in: statuses } },
        { $set: set, $push: { history: entry }, ...(closes ? { $unset: { openKey: 1 } } : {}) },
        { returnDocument: 'after' },
      )
        .lean<TInterviewRequestRecord>()
        .exec();
    },

    /** Forgets a deleted candidate's interview requests: how many there were. */
    async forgetCandidate(candidateUserId: string): Promise<number> {
      return (await InterviewRequest.deleteMany({ candidateUserId }).exec()).deletedCount;
    },
  };
};
export type TInterviewRequestsRepository = Awaited<ReturnType<typeof createInterviewRequestsRepository>>;
