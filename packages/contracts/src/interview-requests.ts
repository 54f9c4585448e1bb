import { z } from 'zod';
import { freeText } from './free-text.ts';
import { INTERVIEW_STATUSES } from './hiring-events.ts';
import { ZObjectIdParam } from './talent.ts';

/**
 * Interview requests, answered (issue 25): the candidate lists a company's requests and accepts a slot, declines
 * or proposes other times; the requesting company confirms a proposed slot, reschedules or cancels. An agreed
 * time is sent to both sides as a calendar invitation (and offered as an .ics download on both screens).
 *
 * Slot bounds are the request's (`ZInterviewRequestCreate` in employer.ts): 1-5 slots, 15-240 minutes, in the
 * future and within 180 days (the last two checked by the handler against its clock).
 */

/** Numbers the shapes below share with `EMPLOYER_LIMITS` (kept here so this file imports no employer code). */
export const INTERVIEW_LIMITS = {
  slots: 5,
  slotDaysAhead: 180,
  slotMinutes: { min: 15, max: 240 },
  reason: 500,
  note: 2000,
} as const;

export const INTERVIEW_STATUS_LABELS: Record<(typeof INTERVIEW_STATUSES)[number], string> = {
  pending: 'Waiting for the candidate',
  accepted: 'Accepted',
  declined: 'Declined',
  proposed: 'Other times proposed',
  cancelled: 'Cancelled',
};

/** The words of the interview answers (screens and tests read the same). */
export const INTERVIEW_ANSWERS = {
  /** The note of a request GTM Combine closed because the candidate confirmed another company's hire. */
  closedByHire: 'Closed by GTM Combine: the candidate accepted another offer and is no longer available.',
  /** The same closing as the candidate reads it (their Interviews tab, their bell). */
  closedByHireForCandidate: 'You accepted another offer, so GTM Combine closed this request.',
  /** A request the company cancelled, as the candidate reads it (its reason, if any, follows). */
  cancelledByCompany: 'The company cancelled this interview request.',
  /** Why an agreed time's invitation is withdrawn when the company proposes new times (the e-mail's Reason). */
  rescheduledReason:
    'The company proposed new times: this time no longer holds. A new invitation follows once a new time is agreed.',
  /** Why an agreed time's invitation is cancelled when the candidate deleted their account (the company's Reason). */
  candidateLeftReason: 'The candidate is no longer available: they left GTM Combine.',
  requestNotFound: 'No such interview request.',
  oneOpen:
    'An interview request for this candidate is already open: wait for their answer, or reschedule or cancel it.',
  cancelled: 'This interview request was cancelled: it can no longer be answered.',
  declined: 'This interview request was declined: it can no longer be changed.',
  accepted: 'This interview request is accepted already.',
  /** The candidate is booked at that time already (another interview, a combine day segment, a hire). */
  timeBooked: 'The candidate is already booked at that time: choose another time.',
  expired: 'The times of this interview request have passed: it can no longer be answered.',
  slotPassed: 'This time slot has passed: choose another one.',
  notProposed: 'The candidate has not proposed other times: there is nothing to confirm.',
  actionInvalid: 'Action must be accept, decline or propose.',
  slotIndexInvalid: 'Choose one of the proposed time slots.',
  reasonRequired: 'Please tell the company why you are declining',
  acceptedDone: 'Interview accepted: a calendar invitation is on its way.',
  declinedDone: 'Interview declined.',
  proposedDone: 'Your times were sent to the company.',
  confirmedDone: 'Interview confirmed: a calendar invitation is on its way.',
  rescheduledDone: 'New times sent to the candidate.',
  cancelledDone: 'Interview cancelled.',
  noInvitation: 'No time is agreed for this interview yet: there is nothing to add to a calendar.',
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

const zIso = z.string();

export const ZInterviewStatus = z.enum(INTERVIEW_STATUSES);

/** One time: its start (ISO 8601, UTC) and length. */
export const ZInterviewTime = z.object({ start: zIso, durationMinutes: z.number().int() });
export type TInterviewTime = z.infer<typeof ZInterviewTime>;

/** The candidate's answer: why they declined, or the times they propose instead (and a note). */
export const ZInterviewAnswer = z.object({
  action: z.enum(['accept', 'decline', 'propose']),
  reason: z.string().nullable(),
  slots: z.array(ZInterviewTime),
  note: z.string(),
  at: zIso,
});
export type TInterviewAnswer = z.infer<typeof ZInterviewAnswer>;

/** One step of a request's life, oldest first. */
export const ZInterviewHistoryEntry = z.object({
  at: zIso,
  by: z.enum(['employer', 'candidate']),
  action: z.enum(['request', 'accept', 'decline', 'propose', 'confirm', 'reschedule', 'cancel']),
  slots: z.array(ZInterviewTime),
  note: z.string(),
});

/** What every reader of a request sees of its state (added to the employer's and the admins' requests). */
export const interviewStateFields = {
  status: ZInterviewStatus,
  /** The agreed time (accepted, or a proposed slot the company confirmed); null until then. */
  acceptedSlot: ZInterviewTime.nullable(),
  /** The candidate's latest answer (null: none yet). */
  answer: ZInterviewAnswer.nullable(),
  history: z.array(ZInterviewHistoryEntry),
  updatedAt: zIso,
};

/** `GET /api/user/interview-requests`: one request as the candidate sees it. */
export const ZCandidateInterviewRequest = z.object({
  id: z.string().min(1),
  companyName: z.string(),
  slots: z.array(ZInterviewTime),
  note: z.string(),
  status: ZInterviewStatus,
  acceptedSlot: ZInterviewTime.nullable(),
  answer: ZInterviewAnswer.nullable(),
  /**
   * Who closed a cancelled request and why: the company (with its reason, or none) or GTM Combine because the
   * candidate accepted another offer (`portal`); null while it is not cancelled.
   */
  cancelled: z
    .object({ by: z.enum(['company', 'portal']), reason: z.string().nullable() })
    .nullable()
    .optional(),
  createdAt: zIso,
  updatedAt: zIso,
});
export type TCandidateInterviewRequest = z.infer<typeof ZCandidateInterviewRequest>;

export const ZCandidateInterviewRequests = z.object({ items: z.array(ZCandidateInterviewRequest) });

const zSlotStart = z.iso.datetime({ offset: true, error: 'Each time slot must be a date and time' });

/** 1-5 slots as a request takes them (no duplicates); future and 180 days are the handler's checks. */
export const ZInterviewSlotsInput = z
  .array(
    z.object({
      start: zSlotStart,
      durationMinutes: z
        .number({ error: 'Each time slot needs a length in minutes' })
        .int()
        .min(
          INTERVIEW_LIMITS.slotMinutes.min,
          `Each time slot lasts at least ${INTERVIEW_LIMITS.slotMinutes.min} minutes`,
        )
        .max(
          INTERVIEW_LIMITS.slotMinutes.max,
          `Each time slot lasts at most ${INTERVIEW_LIMITS.slotMinutes.max} minutes`,
        )
        .default(30),
    }),
    { error: 'Propose at least one time slot' },
  )
  .min(1, 'Propose at least one time slot')
  .max(INTERVIEW_LIMITS.slots, `Propose at most ${INTERVIEW_LIMITS.slots} time slots`)
  .refine((slots) => new Set(slots.map((slot) => Date.parse(slot.start))).size === slots.length, {
    message: 'The same time slot is proposed twice',
  });

const zNote = freeText(z.string())
  .max(INTERVIEW_LIMITS.note, INTERVIEW_ANSWERS.tooLong(INTERVIEW_LIMITS.note))
  .trim()
  .default('');

/** `POST /api/user/interview-requests/{id}/response`. */
export const ZInterviewResponse = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('accept'),
      slotIndex: z
        .number({ error: INTERVIEW_ANSWERS.slotIndexInvalid })
        .int(INTERVIEW_ANSWERS.slotIndexInvalid)
        .min(0, INTERVIEW_ANSWERS.slotIndexInvalid)
        .max(INTERVIEW_LIMITS.slots - 1, INTERVIEW_ANSWERS.slotIndexInvalid),
    }),
    z.object({
      action: z.literal('decline'),
      reason: freeText(z.string({ error: INTERVIEW_ANSWERS.reasonRequired }))
        .max(INTERVIEW_LIMITS.reason, INTERVIEW_ANSWERS.tooLong(INTERVIEW_LIMITS.reason))
        .trim()
        .min(1, INTERVIEW_ANSWERS.reasonRequired),
    }),
    z.object({ action: z.literal('propose'), slots: ZInterviewSlotsInput, note: zNote }),
  ],
  { error: INTERVIEW_ANSWERS.actionInvalid },
);
export type TInterviewResponse = z.input<typeof ZInterviewResponse>;

/** `POST .../interview-requests/{requestId}/confirm`: the company takes one of the candidate's proposed slots. */
export const ZInterviewConfirm = z.object({
  slotIndex: z
    .number({ error: INTERVIEW_ANSWERS.slotIndexInvalid })
    .int(INTERVIEW_ANSWERS.slotIndexInvalid)
    .min(0, INTERVIEW_ANSWERS.slotIndexInvalid)
    .max(INTERVIEW_LIMITS.slots - 1, INTERVIEW_ANSWERS.slotIndexInvalid),
});

/** `POST .../interview-requests/{requestId}/reschedule`: new times for the candidate to choose from. */
export const ZInterviewReschedule = z.object({ slots: ZInterviewSlotsInput, note: zNote });
export type TInterviewReschedule = z.input<typeof ZInterviewReschedule>;

/** `POST .../interview-requests/{requestId}/cancel`: an optional reason, told to the candidate. */
export const ZInterviewCancel = z.object({
  reason: freeText(z.string())
    .max(INTERVIEW_LIMITS.reason, INTERVIEW_ANSWERS.tooLong(INTERVIEW_LIMITS.reason))
    .trim()
    .default(''),
});

export const ZCandidateInterviewParams = z.object({ id: ZObjectIdParam });
export const ZEmployerInterviewParams = z.object({
  shareId: ZObjectIdParam,
  onePagerId: ZObjectIdParam,
  requestId: ZObjectIdParam,
});

/** The .ics file name of an interview's download. */
export const interviewIcsFileName = 'interview.ics';
