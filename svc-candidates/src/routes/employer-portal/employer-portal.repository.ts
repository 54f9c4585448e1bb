import { Types } from 'mongoose';
import type { Connection, PipelineStage } from 'mongoose';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import { AppError } from '@gtm/service-kit/app-error';
import { isOpen } from '../interview-requests/interview-state.ts';
import type { TCandidateAccountsRepository } from '../candidate-accounts/candidate-accounts.repository.ts';
import type { TCandidateProfilesRepository } from '../candidate-profiles/candidate-profiles.repository.ts';
import type { TOnePagerMember, TOnePagersRepository } from '../one-pagers/one-pagers.repository.ts';
import { employerModels } from './employer-portal.model.ts';
import type {
  TClientCommentRecord,
  TClientEvaluationRecord,
  TCombineShareRecord,
  TInterviewRequestRecord,
  TOnePagerViewRecord,
} from './employer-portal.model.ts';

type TActor = { id: string; name: string | null };
type TShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };

const ids = (values: readonly string[]) => ({ $in: [...new Set(values)] });
const none = {} as Record<string, 1 | -1>;

/** How many records each one-pager has. */
const groupCounts = (records: readonly { onePagerId: string }[]) => {
  const counts = new Map<string, number>();
  for (const { onePagerId } of records) counts.set(onePagerId, (counts.get(onePagerId) ?? 0) + 1);
  return counts;
};

/**
 * Every query of the employer portal's own collections (the one place they are written: the repository issues
 * them, employer-portal.indexes.test.ts checks each against the declared indexes). The one-pagers, profiles and
 * accounts it shows are read through their repositories, whose queries are checked beside their models.
 */
export const employerQueries = {
  combineShares: {
    byCombine: (combineId: string): TShape => ({ filter: { combineId }, sort: { sharedAt: -1 } }),
    byCombineAndCompany: (combineId: string, companyId: string): TShape => ({
      filter: { combineId, companyId },
      sort: none,
    }),
    liveOfCompany: (companyId: string): TShape => ({
      filter: { companyId, withdrawnAt: null },
      sort: { sharedAt: -1 },
    }),
    liveOfCombines: (combineIds: readonly string[]): TShape => ({
      filter: { combineId: ids(combineIds), withdrawnAt: null },
      sort: none,
    }),
    live: (): TShape => ({ filter: { withdrawnAt: null }, sort: none }),
  },
  clientEvaluations: {
    of: (companyIds: readonly string[], onePagerIds: readonly string[]): TShape => ({
      filter: { companyId: ids(companyIds), onePagerId: ids(onePagerIds) },
      sort: none,
    }),
    ofCandidate: (candidateUserId: string): TShape => ({ filter: { candidateUserId }, sort: none }),
    ofCompany: (companyId: string): TShape => ({ filter: { companyId }, sort: none }),
  },
  clientComments: {
    ofCompany: (companyId: string): TShape => ({ filter: { companyId }, sort: none }),
    of: (companyIds: readonly string[], onePagerIds: readonly string[]): TShape => ({
      filter: { companyId: ids(companyIds), onePagerId: ids(onePagerIds) },
      sort: { createdAt: 1 },
    }),
  },
  interviewRequests: {
    ofCompany: (companyId: string): TShape => ({ filter: { companyId }, sort: none }),
    of: (companyIds: readonly string[], onePagerIds: readonly string[]): TShape => ({
      filter: { companyId: ids(companyIds), onePagerId: ids(onePagerIds) },
      sort: { createdAt: 1 },
    }),
    ofCandidate: (candidateUserId: string): TShape => ({
      filter: { candidateUserId },
      sort: { createdAt: -1 },
    }),
  },
  onePagerViews: {
    allOfCompany: (companyId: string): TShape => ({ filter: { companyId }, sort: none }),
    ofCompany: (companyId: string, onePagerIds: readonly string[]): TShape => ({
      filter: { companyId, onePagerId: ids(onePagerIds) },
      sort: none,
    }),
    ofShare: (shareId: string, onePagerIds: readonly string[]): TShape => ({
      filter: { shareId, onePagerId: ids(onePagerIds) },
      sort: none,
    }),
    ofCandidate: (candidateUserId: string): TShape => ({ filter: { candidateUserId }, sort: none }),
  },
} as const;

const Q = employerQueries;

/** A one-pager as the employer routes read it: without the search fields. */
export type TMemberRecord = TOnePagerMember;

/** The repositories of what the portal shows (read only), each the only user of its collection. */
export type TEmployerSources = {
  onePagers: Pick<TOnePagersRepository, 'membersOfCombines' | 'findMember' | 'membersOfCandidate'>;
  profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
  accounts: Pick<TCandidateAccountsRepository, 'contactsOf'>;
};

/**
 * The shares a read starts from: one by id (whichever company's: the caller checks), or a company's live ones.
 */
export type TSharesWanted = { shareId: string } | { liveOfCompany: string };

/**
 * What of a company's activity a read wants with its shares: its evaluations, comments and interview requests
 * of these one-pagers (null: of all of them), the comments and requests as records (oldest first) or only
 * counted per one-pager; and which of them the company opened.
 */
export type TActivityWanted = {
  companyId: string;
  onePagerIds: readonly string[] | null;
  threads: 'records' | 'counts';
  /**
   * Whether the comments and the views are read too (default: yes). The dashboard wants neither: it reads the
   * company's evaluations and requests only, and views grow by one at every open of a one-pager.
   */
  commentsAndViews?: boolean;
};

/** Shares and a company's activity, read together (see `sharesWithActivity`). */
export type TSharesWithActivity = {
  shares: TCombineShareRecord[];
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

type TActivityDocument = {
  shares: TCombineShareRecord[];
  evaluations: TClientEvaluationRecord[];
  /** Absent when not read (`commentsAndViews: false`). */
  comments?: (TClientCommentRecord | { _id: string; count: number })[];
  requests: (TInterviewRequestRecord | { _id: string; count: number })[];
  viewed?: { _id: string }[];
};

/** Whether an error is MongoDB's duplicate key (a concurrent upsert of the same unique key). */
const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * The only code that touches the employer portal's collections (shares, evaluations, comments, interview
 * requests, views). The one-pagers, profiles and accounts the portal shows come from their repositories
 * (`sources`), one query each, as before. Each write is one atomic update of one document.
 */
export const createEmployerRepository = async (connection: Connection, sources: TEmployerSources) => {
  const models = employerModels(connection);
  const { CombineShare, ClientEvaluation, ClientComment, InterviewRequest, OnePagerView } = models;
  await Promise.all(Object.values(models).map((model) => model.init()));

  const findShare = (id: string) =>
    Types.ObjectId.isValid(id)
      ? CombineShare.findById(id).lean<TCombineShareRecord>().exec()
      : Promise.resolve(null);

  /**
   * Shares and a company's activity in one command: an aggregate on the shares whose `$lookup` stages read the
   * company's evaluations, comments, interview requests and views (this repository's own collections), each
   * with one of the shapes of `employerQueries`. No share found: no activity either (the caller answers 404 or
   * an empty dashboard).
   */
  const sharesWithActivity = async (
    wanted: TSharesWanted,
    activity: TActivityWanted,
  ): Promise<TSharesWithActivity> => {
    const empty: TSharesWithActivity = {
      shares: [],
      evaluations: [],
      comments: [],
      requests: [],
      commentCounts: new Map(),
      requestCounts: new Map(),
      viewed: new Set(),
    };
    if ('shareId' in wanted && !Types.ObjectId.isValid(wanted.shareId)) return empty;
    if (activity.onePagerIds?.length === 0) return empty;
    const shares =
      'shareId' in wanted
        ? { filter: { _id: new Types.ObjectId(wanted.shareId) }, sort: { _id: 1 } as Record<string, 1 | -1> }
        : Q.combineShares.liveOfCompany(wanted.liveOfCompany);
    const { companyId, onePagerIds } = activity;
    const shapes = {
      evaluations: onePagerIds
        ? Q.clientEvaluations.of([companyId], onePagerIds)
        : Q.clientEvaluations.ofCompany(companyId),
      comments: onePagerIds
        ? Q.clientComments.of([companyId], onePagerIds)
        : Q.clientComments.ofCompany(companyId),
      requests: onePagerIds
        ? Q.interviewRequests.of([companyId], onePagerIds)
        : Q.interviewRequests.ofCompany(companyId),
      views: onePagerIds
        ? Q.onePagerViews.ofCompany(companyId, onePagerIds)
        : Q.onePagerViews.allOfCompany(companyId),
    };
    const counted: PipelineStage.Group = { $group: { _id: '$onePagerId', count: { $sum: 1 } } };
    const thread = (shape: TShape): PipelineStage.Lookup['$lookup']['pipeline'] =>
      activity.threads === 'records'
        ? [{ $match: shape.filter }, ...(Object.keys(shape.sort).length > 0 ? [{ $sort: shape.sort }] : [])]
        : [{ $match: shape.filter }, counted];
    const lookup = (
      from: string,
      pipeline: PipelineStage.Lookup['$lookup']['pipeline'],
      as: string,
    ): PipelineStage.Lookup => ({ $lookup: { from, pipeline, as } });
    const [document] = await CombineShare.aggregate<TActivityDocument>([
      { $match: shares.filter },
      { $sort: shares.sort },
      { $group: { _id: null, shares: { $push: '$$ROOT' } } },
      lookup(
        ClientEvaluation.collection.collectionName,
        [{ $match: shapes.evaluations.filter }],
        'evaluations',
      ),
      lookup(InterviewRequest.collection.collectionName, thread(shapes.requests), 'requests'),
      ...(activity.commentsAndViews === false
        ? []
        : [
            lookup(ClientComment.collection.collectionName, thread(shapes.comments), 'comments'),
            lookup(
              OnePagerView.collection.collectionName,
              [{ $match: shapes.views.filter }, { $group: { _id: '$onePagerId' } }],
              'viewed',
            ),
          ]),
    ]).exec();
    if (!document) return empty;
    const countsOf = (rows: NonNullable<TActivityDocument['comments' | 'requests']>) =>
      activity.threads === 'counts'
        ? new Map(rows.map((row) => [String(row._id), (row as { count: number }).count]))
        : groupCounts(rows as { onePagerId: string }[]);
    const records = <T>(rows: unknown[]) => (activity.threads === 'records' ? (rows as T[]) : []);
    return {
      // Newest first as the index serves them, whatever order the group kept.
      shares: [...document.shares].sort((a, b) => b.sharedAt.getTime() - a.sharedAt.getTime()),
      evaluations: document.evaluations,
      comments: records<TClientCommentRecord>(document.comments ?? []),
      requests: records<TInterviewRequestRecord>(document.requests),
      commentCounts: countsOf(document.comments ?? []),
      requestCounts: countsOf(document.requests),
      viewed: new Set((document.viewed ?? []).map((row) => String(row._id))),
    };
  };

  return {
    findShare,
    sharesWithActivity,

    /**
     * Seeds only (`npm run seed:scale`): inserts prepared combine shares as they are, unordered, through the
     * driver (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch.
     */
    insertSharesForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await CombineShare.collection.insertMany(docs, { ordered: false });
    },

    /**
     * Shares a combine with a company: a new share, a withdrawn one revived (shared again now, marked new), or
     * the live one left as it is. Concurrent shares of the same pair meet on the unique key: one creates it.
     */
    async share(
      combineId: string,
      company: { id: string; name: string },
      by: TActor,
      now: Date,
    ): Promise<{ outcome: 'created' | 'revived' | 'unchanged'; share: TCombineShareRecord }> {
      const key = Q.combineShares.byCombineAndCompany(combineId, company.id).filter;
      const revived = await CombineShare.findOneAndUpdate(
        { ...key, withdrawnAt: { $ne: null } },
        {
          $set: {
            withdrawnAt: null,
            sharedAt: now,
            sharedBy: by,
            companyName: company.name,
            firstViewedAt: null,
          },
        },
        { returnDocument: 'after' },
      )
        .lean<TCombineShareRecord>()
        .exec();
      if (revived) return { outcome: 'revived', share: revived };
      try {
        const result = await CombineShare.updateOne(
          key,
          {
            $setOnInsert: {
              companyName: company.name,
              sharedAt: now,
              sharedBy: by,
              withdrawnAt: null,
              firstViewedAt: null,
              createdAt: now,
            },
          },
          { upsert: true },
        ).exec();
        const share = await CombineShare.findOne(key).lean<TCombineShareRecord>().exec();
        if (!share) throw new Error('share vanished after its upsert');
        return { outcome: result.upsertedCount === 1 ? 'created' : 'unchanged', share };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const share = await CombineShare.findOne(key).lean<TCombineShareRecord>().exec();
        if (!share) throw error;
        return { outcome: 'unchanged', share };
      }
    },

    /** Withdraws a live share of the combine: the share now, and whether this call withdrew it. */
    async withdraw(combineId: string, shareId: string, now: Date) {
      if (!Types.ObjectId.isValid(shareId)) return { share: null, changed: false };
      const withdrawn = await CombineShare.findOneAndUpdate(
        { _id: shareId, combineId, withdrawnAt: null },
        { $set: { withdrawnAt: now } },
        { returnDocument: 'after' },
      )
        .lean<TCombineShareRecord>()
        .exec();
      if (withdrawn) return { share: withdrawn, changed: true };
      const share = await findShare(shareId);
      return { share: share && share.combineId === combineId ? share : null, changed: false };
    },

    /** Sets when the company first opened the share (once: a conditional update). */
    async markFirstViewed(shareId: string, now: Date): Promise<void> {
      await CombineShare.updateOne(
        { _id: shareId, firstViewedAt: null },
        { $set: { firstViewedAt: now } },
      ).exec();
    },

    sharesOfCombine(combineId: string) {
      const q = Q.combineShares.byCombine(combineId);
      return CombineShare.find(q.filter).sort(q.sort).lean<TCombineShareRecord[]>().exec();
    },

    liveSharesOfCompany(companyId: string) {
      const q = Q.combineShares.liveOfCompany(companyId);
      return CombineShare.find(q.filter).sort(q.sort).lean<TCombineShareRecord[]>().exec();
    },

    liveSharesOfCombines(combineIds: readonly string[]) {
      if (combineIds.length === 0) return Promise.resolve([] as TCombineShareRecord[]);
      return CombineShare.find(Q.combineShares.liveOfCombines(combineIds).filter)
        .lean<TCombineShareRecord[]>()
        .exec();
    },

    countLiveShares: () => CombineShare.countDocuments(Q.combineShares.live().filter).exec(),

    // --- evaluations ---

    evaluationsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TClientEvaluationRecord[]);
      return ClientEvaluation.find(Q.clientEvaluations.of(companyIds, onePagerIds).filter)
        .lean<TClientEvaluationRecord[]>()
        .exec();
    },

    evaluationsOfCandidate: (candidateUserId: string) =>
      ClientEvaluation.find(Q.clientEvaluations.ofCandidate(candidateUserId).filter)
        .lean<TClientEvaluationRecord[]>()
        .exec(),

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

    findEvaluation: (companyId: string, onePagerId: string) =>
      ClientEvaluation.findOne({ companyId, onePagerId }).lean<TClientEvaluationRecord>().exec(),

    // --- comments ---

    commentsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TClientCommentRecord[]);
      const q = Q.clientComments.of(companyIds, onePagerIds);
      return ClientComment.find(q.filter).sort(q.sort).lean<TClientCommentRecord[]>().exec();
    },

    async addComment(comment: Omit<TClientCommentRecord, '_id'>): Promise<TClientCommentRecord> {
      const created = await ClientComment.create(comment);
      return created.toObject() as TClientCommentRecord;
    },

    // --- interview requests ---

    requestsOf(companyIds: readonly string[], onePagerIds: readonly string[]) {
      if (companyIds.length === 0 || onePagerIds.length === 0)
        return Promise.resolve([] as TInterviewRequestRecord[]);
      const q = Q.interviewRequests.of(companyIds, onePagerIds);
      return InterviewRequest.find(q.filter).sort(q.sort).lean<TInterviewRequestRecord[]>().exec();
    },

    requestsOfCandidate(candidateUserId: string) {
      const q = Q.interviewRequests.ofCandidate(candidateUserId);
      return InterviewRequest.find(q.filter).sort(q.sort).lean<TInterviewRequestRecord[]>().exec();
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

    // --- views ---

    async recordView(view: Omit<TOnePagerViewRecord, '_id'>): Promise<void> {
      await OnePagerView.create(view);
    },

    /** The one-pagers of these the company opened at least once. */
    async viewedBy(companyId: string, onePagerIds: readonly string[]): Promise<Set<string>> {
      if (onePagerIds.length === 0) return new Set();
      const viewed = await OnePagerView.distinct(
        'onePagerId',
        Q.onePagerViews.ofCompany(companyId, onePagerIds).filter,
      ).exec();
      return new Set(viewed.map(String));
    },

    /** How many times the share's company opened each of these one-pagers through the share. */
    async viewCountsOfShare(shareId: string, onePagerIds: readonly string[]): Promise<Map<string, number>> {
      if (onePagerIds.length === 0) return new Map();
      const counts = await OnePagerView.aggregate<{ _id: string; count: number }>([
        { $match: Q.onePagerViews.ofShare(shareId, onePagerIds).filter },
        { $group: { _id: '$onePagerId', count: { $sum: 1 } } },
      ]).exec();
      return new Map(counts.map(({ _id, count }) => [_id, count]));
    },

    countViewsOfCandidate: (candidateUserId: string) =>
      OnePagerView.countDocuments(Q.onePagerViews.ofCandidate(candidateUserId).filter).exec(),

    countViews: () => OnePagerView.estimatedDocumentCount().exec(),

    // --- what the portal shows: one-pagers, profiles and accounts, through their repositories ---

    /** The one-pagers of these combines (with their content when asked), oldest first. */
    membersOf: (combineIds: readonly string[], options: { content: boolean }) =>
      sources.onePagers.membersOfCombines(combineIds, options),

    findOnePager: (id: string) => sources.onePagers.findMember(id),

    onePagersOfCandidate: (candidateUserId: string) => sources.onePagers.membersOfCandidate(candidateUserId),

    /** The profiles of these candidates (user ids), by user id. */
    profilesOf: (userIds: readonly string[]) => sources.profiles.byUserIds(userIds),

    /** The accounts of these candidates, by user id. */
    accountsOf: (userIds: readonly string[]) => sources.accounts.contactsOf(userIds),

    /**
     * Forgets what clients did with a deleted candidate (evaluations, comment threads, interview requests,
     * views): called with the ids of their one-pagers before those are deleted, so a replay finds them again.
     */
    async forgetCandidate(candidateUserId: string, onePagerIds: readonly string[]) {
      const [evaluations, comments, requests, views] = await Promise.all([
        ClientEvaluation.deleteMany({ candidateUserId }).exec(),
        onePagerIds.length > 0
          ? ClientComment.deleteMany({ onePagerId: { $in: [...onePagerIds] } }).exec()
          : Promise.resolve({ deletedCount: 0 }),
        InterviewRequest.deleteMany({ candidateUserId }).exec(),
        OnePagerView.deleteMany({ candidateUserId }).exec(),
      ]);
      return evaluations.deletedCount + comments.deletedCount + requests.deletedCount + views.deletedCount;
    },
  };
};
export type TEmployerRepository = Awaited<ReturnType<typeof createEmployerRepository>>;
