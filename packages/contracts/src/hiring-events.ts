import { z } from 'zod';
import { INTERVIEW_STATUSES } from '@gtm/hiring/interview-lifecycle';
import type { TInterviewStatus } from '@gtm/hiring/interview-lifecycle';
import { DECISION_REMINDERS } from './decisions.ts';

/**
 * The hiring loop's events (issue 25), published by svc-candidates' writes through its outbox (stored with the
 * change, relayed to the `hiring-events` queue) and consumed by svc-candidates' worker, where each consumer
 * (the analytics rollups, the notification centre) applies an event once per `eventId`.
 *
 * Ids and display values only: a candidate's name travels where the reader may see it (the admins' notices), a
 * company's name only to the company itself, the admins, and a candidate once an interview is agreed.
 */
// An interview request's statuses are the hiring core's, where their transitions are (interview-lifecycle.ts).
export { INTERVIEW_STATUSES };
export type { TInterviewStatus };

export const OUTCOME_STAGES = ['interviewing', 'offer', 'hired', 'not-selected'] as const;
export type TOutcomeStage = (typeof OUTCOME_STAGES)[number];

const base = {
  /** Unique per event, derived from the change (a retried request publishes the same id once). */
  eventId: z.string().min(1).max(200),
  /** When the change happened, epoch milliseconds. */
  at: z.number().int().nonnegative(),
};

/** The candidate behind one one-pager, as a company met it through one share of one combine. */
const candidateInShare = {
  shareId: z.string().min(1),
  combineId: z.string().min(1),
  companyId: z.string().min(1),
  companyName: z.string().max(200),
  onePagerId: z.string().min(1),
  candidateUserId: z.string().min(1),
};

const interviewRef = {
  ...candidateInShare,
  requestId: z.string().min(1),
};

/** A meeting whose decision is due (`decision.*`): the candidate met, when, and by when the company decides. */
const decisionRef = {
  ...candidateInShare,
  /** The meeting's id (its interview request's). */
  meetingId: z.string().min(1),
  /** When the company met the candidate, and the deadline (23:59:59.999 local), epoch milliseconds. */
  metAt: z.number().int().nonnegative(),
  dueAt: z.number().int().nonnegative(),
  /** The company's IANA time zone the deadline was counted in. */
  timeZone: z.string().min(1).max(100),
};

export const ZHiringEvent = z.discriminatedUnion('type', [
  /** An admin made a one-pager of the candidate's profile. */
  z.object({
    ...base,
    type: z.literal('one-pager.ready'),
    onePagerId: z.string().min(1),
    candidateUserId: z.string().min(1),
  }),
  /** A combine was shared (or shared again after a withdrawal) with one company: one event per company. */
  z.object({
    ...base,
    type: z.literal('combine.shared'),
    shareId: z.string().min(1),
    combineId: z.string().min(1),
    combineName: z.string().max(200),
    companyId: z.string().min(1),
    companyName: z.string().max(200),
    /** The candidates in the combine at that moment. */
    candidates: z.array(z.object({ onePagerId: z.string().min(1), candidateUserId: z.string().min(1) })),
  }),
  /** Someone of the company opened the candidate for the first time (per company and one-pager). */
  z.object({
    ...base,
    type: z.literal('candidate.viewed'),
    ...candidateInShare,
    /** When the share was (last) shared, epoch milliseconds: the analytics' time to first view. */
    sharedAt: z.number().int().nonnegative().optional(),
  }),
  /** A company's decision on a candidate changed (null: cleared). */
  z.object({
    ...base,
    type: z.literal('evaluation.decided'),
    ...candidateInShare,
    decision: z.enum(['interested', 'maybe', 'pass']).nullable(),
    previousDecision: z.enum(['interested', 'maybe', 'pass']).nullable(),
  }),
  /** A company asked to interview the candidate. */
  z.object({ ...base, type: z.literal('interview.requested'), ...interviewRef }),
  /** The candidate answered a request: accepted a slot, declined, or proposed other slots. */
  z.object({
    ...base,
    type: z.literal('interview.answered'),
    ...interviewRef,
    action: z.enum(['accept', 'decline', 'propose']),
  }),
  /** The company changed a request: confirmed a proposed slot, rescheduled, or cancelled. */
  z.object({
    ...base,
    type: z.literal('interview.updated'),
    ...interviewRef,
    action: z.enum(['confirm', 'reschedule', 'cancel']),
    /** 'portal': GTM Combine closed it (the candidate confirmed another company's hire); absent: the company. */
    by: z.enum(['company', 'portal']).optional(),
  }),
  /** A company (or an admin correcting it) recorded the candidate's stage with it. */
  z.object({
    ...base,
    type: z.literal('outcome.recorded'),
    ...candidateInShare,
    stage: z.enum(OUTCOME_STAGES),
    previousStage: z.enum(OUTCOME_STAGES).nullable(),
    /** Who recorded it: the company's user, or an admin's correction. */
    by: z.enum(['employer', 'admin']),
  }),
  /** A candidate registered (for the admins' new-candidate alerts). */
  z.object({
    ...base,
    type: z.literal('candidate.registered'),
    candidateUserId: z.string().min(1),
    name: z.string().max(200),
  }),
  /**
   * A company's decision on a candidate it met is due (issue 34, part 4): the reminder of the third business
   * day after the meeting's day, or of the due day (each from 09:00 in the company's time zone). For the
   * company's users; never names the candidate.
   */
  z.object({
    ...base,
    type: z.literal('decision.reminder'),
    ...decisionRef,
    which: z.enum(DECISION_REMINDERS),
  }),
  /** A company's decision on a candidate it met is past its deadline: the admins hear once. */
  z.object({ ...base, type: z.literal('decision.overdue'), ...decisionRef }),
  /**
   * Placements (issue 34): a company recorded Hired (a claim: the candidate is asked to confirm it); the
   * candidate (or an admin for them) confirmed or rejected it (`placed-elsewhere`: closed because the candidate
   * confirmed another company's hire); the 90-day check of a confirmed one is due; the company said the person
   * left within it.
   */
  z.object({
    ...base,
    type: z.literal('placement.claimed'),
    ...candidateInShare,
    placementId: z.string().min(1),
    startDate: z.string().max(10),
  }),
  z.object({
    ...base,
    type: z.literal('placement.confirmed'),
    ...candidateInShare,
    placementId: z.string().min(1),
    by: z.enum(['candidate', 'admin']),
  }),
  z.object({
    ...base,
    type: z.literal('placement.rejected'),
    ...candidateInShare,
    placementId: z.string().min(1),
    by: z.enum(['candidate', 'admin', 'portal']),
    reason: z.enum(['rejected', 'placed-elsewhere']),
  }),
  z.object({
    ...base,
    type: z.literal('placement.check-due'),
    ...candidateInShare,
    placementId: z.string().min(1),
  }),
  z.object({
    ...base,
    type: z.literal('placement.left'),
    ...candidateInShare,
    placementId: z.string().min(1),
  }),
  /**
   * A combine day segment's state (issue 35): its candidate invited (planned or moved), confirmed, declined, or
   * the day cancelled. A confirmed segment is a meeting (its decision due within five business days).
   */
  z.object({
    ...base,
    type: z.literal('combine-day.segment'),
    ...candidateInShare,
    dayId: z.string().min(1),
    status: z.enum(['invited', 'confirmed', 'declined', 'cancelled']),
    /** ISO 8601, UTC. */
    start: z.string(),
  }),
]);
export type THiringEvent = z.infer<typeof ZHiringEvent>;

/**
 * One consumer of the hiring events (svc-candidates' analytics, notifications): its name keys its own inbox, so
 * its worker applies each event to it once, whatever else is redelivered.
 */
export type THiringEventConsumer = {
  name: string;
  apply: (event: THiringEvent) => Promise<void>;
};
export type THiringEventType = THiringEvent['type'];
