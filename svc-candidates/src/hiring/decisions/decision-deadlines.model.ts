import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/**
 * One meeting of a company with a candidate (issue 34, part 4: an agreed interview time; later a combine
 * segment) and the company's decision on it, due by the end of the fifth business day after the meeting's day
 * in the company's time zone. Kept by the decisions' hiring-events consumer; its reminders are marked by the
 * sweep, each once (conditional single-document updates).
 */
const remindersSchema = new Schema(
  {
    /** When the third business day's reminder was published (null: not yet). */
    thirdDay: { type: Date, default: null },
    /** When the due day's reminder was published (null: not yet). */
    dueDay: { type: Date, default: null },
  },
  { _id: false },
);

export const DECISION_KINDS = ['interested', 'pass', 'offer', 'hired', 'not-selected'] as const;
export type TDecisionKind = (typeof DECISION_KINDS)[number];

export const decisionDeadlineSchema = new Schema(
  {
    /** The meeting's id: its interview request's. */
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    /** The company's name when the meeting was agreed (the company's current name is svc-clients'). */
    companyName: { type: String, required: true },
    shareId: { type: String, required: true },
    combineId: { type: String, required: true },
    onePagerId: { type: String, required: true },
    candidateUserId: { type: String, required: true },
    /** When the company meets (met) the candidate: the agreed interview's start. */
    metAt: { type: Date, required: true },
    /** The company's decision after the meeting (null while due). */
    decidedAt: { type: Date, default: null },
    decision: { type: String, enum: DECISION_KINDS, default: null },
    /** Business days from the meeting's day to the decision's, in the company's zone at the decision. */
    businessDays: { type: Number, default: null },
    /** Whether the decision came by its deadline. */
    onTime: { type: Boolean, default: null },
    /** The zone the decision's figures were counted in. */
    decisionTimeZone: { type: String, default: null },
    remindersSent: { type: remindersSchema, default: () => ({}) },
    /** When the admins were told the decision is overdue (null: not yet, or not overdue). */
    overdueNotifiedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'decision_deadlines', versionKey: false },
);
// A decision closes the company's open meetings with the candidate (and the analytics read a company's).
decisionDeadlineSchema.index({ companyId: 1, onePagerId: 1, metAt: 1 });
// The admins' list of one company's open decisions, by meeting.
decisionDeadlineSchema.index({ decidedAt: 1, companyId: 1, metAt: 1 });
// Every company's open decisions, by meeting (the list, the reminders' sweep).
decisionDeadlineSchema.index({ decidedAt: 1, metAt: 1 });
// The analytics' meetings of a range, and of a combine's.
decisionDeadlineSchema.index({ metAt: 1 });
decisionDeadlineSchema.index({ combineId: 1, metAt: 1 });
// A deleted candidate's meetings go with their data.
decisionDeadlineSchema.index({ candidateUserId: 1 });

export type TDecisionDeadlineRecord = {
  _id: string;
  companyId: string;
  companyName: string;
  shareId: string;
  combineId: string;
  onePagerId: string;
  candidateUserId: string;
  metAt: Date;
  decidedAt: Date | null;
  decision: TDecisionKind | null;
  businessDays: number | null;
  onTime: boolean | null;
  decisionTimeZone: string | null;
  remindersSent: { thirdDay: Date | null; dueDay: Date | null };
  overdueNotifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export const decisionDeadlineModel = (connection: Connection) =>
  connection.model('DecisionDeadline', decisionDeadlineSchema);
