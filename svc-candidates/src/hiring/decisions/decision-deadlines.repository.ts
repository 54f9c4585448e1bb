import type { Connection } from 'mongoose';
import { NO_SORT } from '@gtm/service-kit/index-coverage';
import type { TQueryShape } from '@gtm/service-kit/index-coverage';
import { decisionDeadlineModel } from './decision-deadlines.model.ts';
import type { TDecisionDeadlineRecord, TDecisionKind } from './decision-deadlines.model.ts';

type TShape = TQueryShape;

/** The most open decisions the admins' list reads (oldest meetings first). */
export const OPEN_DECISIONS_LIMIT = 1000;

/** A meeting as the consumer learns it from its interview request. */
export type TMeeting = Pick<
  TDecisionDeadlineRecord,
  'companyId' | 'companyName' | 'shareId' | 'combineId' | 'onePagerId' | 'candidateUserId' | 'metAt'
> & { id: string };

/** A decision as the consumer records it, with its figures counted in the company's zone. */
export type TDecisionRecord = {
  decidedAt: Date;
  decision: TDecisionKind;
  businessDays: number;
  onTime: boolean;
  timeZone: string;
};

/** The meetings' range of the analytics (UTC instants, inclusive), its company and combine. */
export type TFiguresScope = { from?: Date; to?: Date; companyId?: string; combineId?: string };

const metRange = (scope: Pick<TFiguresScope, 'from' | 'to'>) =>
  scope.from || scope.to
    ? {
        metAt: {
          ...(scope.from ? { $gte: scope.from } : {}),
          ...(scope.to ? { $lte: scope.to } : {}),
        },
      }
    : {};

/** Every query of the decision deadlines (decision-deadlines.indexes.test.ts checks each against the indexes). */
export const decisionDeadlineQueries = {
  byId: (id: string): TShape => ({ filter: { _id: id }, sort: NO_SORT }),
  /** The company's open meetings with the candidate held by `at` (which a decision then closes). */
  openMet: (companyId: string, onePagerId: string, at: Date): TShape => ({
    filter: { companyId, onePagerId, decidedAt: null, metAt: { $lte: at } },
    sort: NO_SORT,
  }),
  /** The open decisions (of one company; of meetings in a range), oldest meeting first: the admins' list. */
  open: (companyId?: string, met: Pick<TFiguresScope, 'from' | 'to'> = {}): TShape => ({
    filter: { decidedAt: null, ...(companyId ? { companyId } : {}), ...metRange(met) },
    sort: { metAt: 1 },
  }),
  /** The open decisions the admins have not yet been told are overdue: what the reminders' sweep reads. */
  toSweep: (): TShape => ({ filter: { decidedAt: null, overdueNotifiedAt: null }, sort: NO_SORT }),
  /** The analytics' meetings. */
  figures: (scope: TFiguresScope): TShape => ({
    filter: {
      ...(scope.companyId ? { companyId: scope.companyId } : {}),
      ...(scope.combineId ? { combineId: scope.combineId } : {}),
      ...metRange(scope),
    },
    sort: NO_SORT,
  }),
  ofCandidate: (candidateUserId: string): TShape => ({ filter: { candidateUserId }, sort: NO_SORT }),
} as const;
const Q = decisionDeadlineQueries;

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;

/** What the analytics read of a meeting. */
export type TDecisionFiguresRow = Pick<
  TDecisionDeadlineRecord,
  'decidedAt' | 'businessDays' | 'onTime' | 'overdueNotifiedAt'
>;

/** The only code that touches the decision deadlines (`decision_deadlines`). */
export const createDecisionDeadlinesRepository = async (connection: Connection) => {
  const Deadline = decisionDeadlineModel(connection);
  await Deadline.init();

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents, unordered, each cast and validated by the
     * schema first (a document the seed writes is one the routes read); a duplicate id fails the batch.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await Deadline.insertMany(docs, { ordered: false });
    },

    /**
     * A meeting was agreed (or moved) for `metAt`: stored once, whatever is replayed. A still open meeting moved
     * to another time gets its reminders again (for the new days); a decided one is left as it was. Two single
     * document updates, each idempotent.
     */
    async meetingAgreed(meeting: TMeeting, at: Date): Promise<void> {
      const { id, ...fields } = meeting;
      await Deadline.updateOne(
        { _id: id, decidedAt: null, metAt: { $ne: meeting.metAt } },
        {
          $set: {
            metAt: meeting.metAt,
            companyName: meeting.companyName,
            remindersSent: { thirdDay: null, dueDay: null },
            overdueNotifiedAt: null,
            updatedAt: at,
          },
        },
      ).exec();
      const insert = () =>
        Deadline.updateOne(
          { _id: id },
          {
            $setOnInsert: {
              ...fields,
              decidedAt: null,
              decision: null,
              businessDays: null,
              onTime: null,
              decisionTimeZone: null,
              remindersSent: { thirdDay: null, dueDay: null },
              overdueNotifiedAt: null,
              createdAt: at,
              updatedAt: at,
            },
          },
          { upsert: true },
        ).exec();
      try {
        await insert();
      } catch (error) {
        // Two deliveries inserting at once: the other one's document stands.
        if (!isDuplicateKey(error)) throw error;
        await insert();
      }
    },

    /** The meeting is off (cancelled, moved to no agreed time yet): gone unless already decided. */
    async meetingCalledOff(id: string): Promise<boolean> {
      return (await Deadline.deleteOne({ _id: id, decidedAt: null }).exec()).deletedCount > 0;
    },

    findById: (id: string) => Deadline.findById(id).lean<TDecisionDeadlineRecord>().exec(),

    /** The company's open meetings with the candidate held by `at`. */
    openMet(companyId: string, onePagerId: string, at: Date) {
      const q = Q.openMet(companyId, onePagerId, at);
      return Deadline.find(q.filter).lean<TDecisionDeadlineRecord[]>().exec();
    },

    /** Records the decision on an open meeting: whether it was still open (a replay changes nothing). */
    async decide(id: string, decision: TDecisionRecord): Promise<boolean> {
      const changed = await Deadline.updateOne(
        { _id: id, decidedAt: null },
        {
          $set: {
            decidedAt: decision.decidedAt,
            decision: decision.decision,
            businessDays: decision.businessDays,
            onTime: decision.onTime,
            decisionTimeZone: decision.timeZone,
            updatedAt: decision.decidedAt,
          },
        },
      ).exec();
      return changed.modifiedCount > 0;
    },

    /**
     * The open decisions (of one company; of meetings in `met`, an inclusive range), oldest meeting first, at most
     * {@link OPEN_DECISIONS_LIMIT}.
     */
    open(companyId?: string, met: Pick<TFiguresScope, 'from' | 'to'> = {}) {
      const q = Q.open(companyId, met);
      return Deadline.find(q.filter)
        .sort(q.sort)
        .limit(OPEN_DECISIONS_LIMIT)
        .lean<TDecisionDeadlineRecord[]>()
        .exec();
    },

    /** The open decisions whose overdue notice is not yet sent: the reminders' sweep's work. */
    toSweep() {
      return Deadline.find(Q.toSweep().filter).lean<TDecisionDeadlineRecord[]>().exec();
    },

    /**
     * Marks a reminder sent, if it was not and the meeting is still open at the same time: whether this call
     * marked it (a second sweep, or one after a decision or a move, marks nothing).
     */
    async markReminded(id: string, metAt: Date, which: 'thirdDay' | 'dueDay', at: Date): Promise<boolean> {
      const changed = await Deadline.updateOne(
        { _id: id, metAt, decidedAt: null, [`remindersSent.${which}`]: null },
        { $set: { [`remindersSent.${which}`]: at, updatedAt: at } },
      ).exec();
      return changed.modifiedCount > 0;
    },

    /** Marks the admins told of an overdue decision, once (as {@link markReminded}). */
    async markOverdueNotified(id: string, metAt: Date, at: Date): Promise<boolean> {
      const changed = await Deadline.updateOne(
        { _id: id, metAt, decidedAt: null, overdueNotifiedAt: null },
        { $set: { overdueNotifiedAt: at, updatedAt: at } },
      ).exec();
      return changed.modifiedCount > 0;
    },

    /** The analytics' meetings of a range, company and combine: one query, their figures' fields only. */
    figuresRows(scope: TFiguresScope) {
      return Deadline.find(Q.figures(scope).filter)
        .select({ decidedAt: 1, businessDays: 1, onTime: 1, overdueNotifiedAt: 1, _id: 0 })
        .lean<TDecisionFiguresRow[]>()
        .exec();
    },

    /** Forgets a deleted candidate's meetings: how many there were. */
    async forgetCandidate(candidateUserId: string): Promise<number> {
      return (await Deadline.deleteMany(Q.ofCandidate(candidateUserId).filter).exec()).deletedCount;
    },
  };
};
export type TDecisionDeadlinesRepository = Awaited<ReturnType<typeof createDecisionDeadlinesRepository>>;
