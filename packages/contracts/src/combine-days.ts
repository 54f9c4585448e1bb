import { z } from 'zod';
import { AVAILABILITY_DAYS, UNPLACED_REASONS } from '@gtm/hiring/planner';
import { SEGMENT_STATUSES } from '@gtm/hiring/segment-lifecycle';
import type { TSegmentStatus } from '@gtm/hiring/segment-lifecycle';
import type { TUnplacedReason } from '@gtm/hiring/planner';
import { isBookableDate } from '@gtm/hiring/booking-window';
import { canonicalTimeZone, isTimeZone } from '@gtm/hiring/time-zones';
import { isClientTimeZone } from './clients.ts';
import { CLIENT_DECISIONS } from './employer.ts';
import { freeText } from './free-text.ts';

/**
 * Combine days (issue 35): one afternoon of short back-to-back interview segments, one candidate each, with
 * a break after every few segments. The planner (svc-candidates, `routes/combine-days/planner.ts`) places the
 * chosen candidates into the afternoon's slots by their weekly availability and what they are already booked
 * for; this file holds its limits, the availability shape and the words of its answers.
 */

/** The bounds of a plan request (and the defaults of its segment settings). */
export const COMBINE_DAY_LIMITS = {
  candidates: { min: 1, max: 12 },
  segmentMinutes: { min: 10, max: 30, default: 15 },
  breakMinutes: { min: 0, max: 30, default: 10 },
  /** A break follows every `breakAfter` segments. */
  breakAfter: { min: 1, max: 12, default: 4 },
  /** A candidate's reason when they decline their segment. */
  declineReason: 500,
  /** Windows of one candidate's weekly availability (four a day, every day). */
  availabilityWindows: 28,
} as const;

/** The days of a weekly availability window, Monday first (the hiring core's). */
export { AVAILABILITY_DAYS } from '@gtm/hiring/planner';
export type { TAvailabilityDay } from '@gtm/hiring/planner';

/** The words of the combine day answers (screens and tests read the same). */
export const COMBINE_DAY_ANSWERS = {
  dateInvalid: 'Choose a valid date (YYYY-MM-DD).',
  timeInvalid: 'Times are written HH:mm (00:00 to 23:59).',
  timeZoneInvalid: 'Choose a valid time zone (such as America/New_York).',
  afternoonOrder: 'The afternoon must end after it starts.',
  afternoonTooShort: 'The afternoon must be long enough for one segment.',
  segmentMinutes: 'Segments last 10 to 30 minutes.',
  breakMinutes: 'Breaks last 0 to 30 minutes.',
  breakAfter: 'A break comes after 1 to 12 segments.',
  candidates: 'Choose 1 to 12 candidates.',
  candidateInvalid: 'Not a valid candidate.',
  meetingUrl: 'The meeting link must be an https:// address.',
  meetingUrlCredentials: 'The meeting link must not hold a user name or password.',
  meetingUrlTooLong: 'The meeting link must be at most 2,000 characters.',
  dateOutOfWindow: 'Choose a date from today to a year ahead.',
  windowDay: 'A window day is mon, tue, wed, thu, fri, sat or sun.',
  windowOrder: 'An availability window must end after it starts.',
  windowsTooMany: 'At most 28 availability windows.',
  windowsOverlap: 'This window overlaps another window of the same day.',
} as const;

/** Why the planner could not place a candidate: the keys (the hiring core's) are stored and sent, the words shown. */
export const COMBINE_DAY_UNPLACED_REASONS = {
  unavailable: 'Not available during this afternoon.',
  busy: 'Already booked at every time they are available.',
  full: 'No free segment left for them.',
  duplicate: 'Chosen more than once.',
  placed: 'Placed: hired by a company, no longer on the market.',
} as const satisfies Record<TUnplacedReason, string>;
export { UNPLACED_REASONS };
export type { TUnplacedReason };
export const ZUnplacedReason = z.enum(UNPLACED_REASONS);

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A local time of day, HH:mm on the 24-hour clock (00:00 to 23:59). */
export const zTimeOfDay = z
  .string({ error: COMBINE_DAY_ANSWERS.timeInvalid })
  .regex(TIME_OF_DAY, COMBINE_DAY_ANSWERS.timeInvalid);

/** A time zone: any name `Intl` accepts, read as its canonical name (Asia/Calcutta is Asia/Kolkata). */
export const zTimeZone = z
  .string({ error: COMBINE_DAY_ANSWERS.timeZoneInvalid })
  .refine(isClientTimeZone, COMBINE_DAY_ANSWERS.timeZoneInvalid)
  .overwrite((zone) => canonicalTimeZone(zone) ?? zone);

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
export const zCalendarDate = z
  .string({ error: COMBINE_DAY_ANSWERS.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: COMBINE_DAY_ANSWERS.dateInvalid, abort: true })
  .refine((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
  }, COMBINE_DAY_ANSWERS.dateInvalid);

/** One weekly window of a candidate's availability: a weekday, from and to (same day, from < to), local. */
export const ZAvailabilityWindow = z
  .object({
    day: z.enum(AVAILABILITY_DAYS, { error: COMBINE_DAY_ANSWERS.windowDay }),
    from: zTimeOfDay,
    to: zTimeOfDay,
  })
  .refine((window) => window.from < window.to, { message: COMBINE_DAY_ANSWERS.windowOrder, path: ['to'] });
export type TAvailabilityWindow = z.infer<typeof ZAvailabilityWindow>;

/**
 * A candidate's weekly availability, read in their own time zone. A candidate without one (null, or no
 * windows) may be placed at any time of the afternoon.
 */
export const ZAvailability = z.object({
  timeZone: zTimeZone,
  windows: z
    .array(ZAvailabilityWindow)
    .max(COMBINE_DAY_LIMITS.availabilityWindows, COMBINE_DAY_ANSWERS.windowsTooMany),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/** The longest meeting link accepted. */
export const MEETING_URL_MAX = 2000;

/**
 * A meeting link e-mailed from our address: https, at most 2,000 characters, and no user name or password in it
 * (a link with credentials would hand them to every candidate).
 */
export const zMeetingUrl = z
  .string({ error: COMBINE_DAY_ANSWERS.meetingUrl })
  .max(MEETING_URL_MAX, { message: COMBINE_DAY_ANSWERS.meetingUrlTooLong, abort: true })
  .pipe(z.url({ protocol: /^https$/, error: COMBINE_DAY_ANSWERS.meetingUrl }))
  .refine((url) => {
    // What is no URL at all is told once, by the https rule.
    const parsed = URL.parse(url);
    return parsed === null || (parsed.username === '' && parsed.password === '');
  }, COMBINE_DAY_ANSWERS.meetingUrlCredentials);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const zBoundedInt = (bounds: { min: number; max: number; default: number }, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(bounds.min, message)
    .max(bounds.max, message)
    .default(bounds.default);

/**
 * A plan request: the afternoon (a date, from and to in `timeZone`), the segment settings and the chosen
 * candidates' one-pagers. A one-pager chosen twice is not refused here: the planner answers it as 'duplicate'.
 */
export const ZCombineDayPlan = z
  .object({
    date: zCalendarDate,
    from: zTimeOfDay,
    to: zTimeOfDay,
    timeZone: zTimeZone,
    segmentMinutes: zBoundedInt(COMBINE_DAY_LIMITS.segmentMinutes, COMBINE_DAY_ANSWERS.segmentMinutes),
    breakMinutes: zBoundedInt(COMBINE_DAY_LIMITS.breakMinutes, COMBINE_DAY_ANSWERS.breakMinutes),
    breakAfter: zBoundedInt(COMBINE_DAY_LIMITS.breakAfter, COMBINE_DAY_ANSWERS.breakAfter),
    onePagerIds: z
      .array(z.string().regex(/^[a-f\d]{24}$/i, COMBINE_DAY_ANSWERS.candidateInvalid), {
        error: COMBINE_DAY_ANSWERS.candidates,
      })
      .min(COMBINE_DAY_LIMITS.candidates.min, COMBINE_DAY_ANSWERS.candidates)
      .max(COMBINE_DAY_LIMITS.candidates.max, COMBINE_DAY_ANSWERS.candidates),
    meetingUrl: zMeetingUrl.optional(),
  })
  .superRefine((plan, context) => {
    // A day is booked from today to a year ahead, in its own zone (the clock is the caller's: now).
    if (
      zCalendarDate.safeParse(plan.date).success &&
      isTimeZone(plan.timeZone) &&
      !isBookableDate(plan.date, plan.timeZone, new Date())
    )
      context.addIssue({ code: 'custom', message: COMBINE_DAY_ANSWERS.dateOutOfWindow, path: ['date'] });
    // A time that is no HH:mm is told once, by its own field.
    if (!TIME_OF_DAY.test(plan.from) || !TIME_OF_DAY.test(plan.to)) return;
    const from = minutesOf(plan.from);
    const to = minutesOf(plan.to);
    if (to <= from) {
      context.addIssue({ code: 'custom', message: COMBINE_DAY_ANSWERS.afternoonOrder, path: ['to'] });
    } else if (to - from < plan.segmentMinutes) {
      context.addIssue({ code: 'custom', message: COMBINE_DAY_ANSWERS.afternoonTooShort, path: ['to'] });
    }
  });
export type TCombineDayPlan = z.infer<typeof ZCombineDayPlan>;
export type TCombineDayPlanInput = z.input<typeof ZCombineDayPlan>;

// --- The combine day as the API answers it (its segments, who could not be placed) ---

// A segment's statuses are the hiring core's, where their transitions are (segment-lifecycle.ts).
export { SEGMENT_STATUSES };
export type { TSegmentStatus };
/** A segment's answer in words (the printed schedule). */
export const SEGMENT_STATUS_WORDS: Record<TSegmentStatus, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  declined: 'Declined',
};
/**
 * A segment of a plan's preview (issue 47): planned, its invitation not sent yet ('Invited' once the plan is
 * sent).
 */
export const SEGMENT_TO_INVITE_WORDS = 'To invite';
/** The printed schedule's file name: 'combine-day-2026-12-09.pdf'. */
export const combineDayScheduleFileName = (date: string) => `combine-day-${date}.pdf`;

/** The words of the combine day routes and screens. */
export const COMBINE_DAY_MESSAGES = {
  notFound: 'This combine day was not found.',
  cancelled: 'This combine day is cancelled.',
  past: 'This combine day is over.',
  notInShare: 'A chosen candidate is not in this shared combine.',
  answered: 'You declined this segment.',
  segmentTaken: 'That time is no longer free: choose another.',
  segmentNotFree: 'Choose one of the free times of this afternoon.',
  alreadyOnDay: 'This candidate is on this combine day already.',
  added: 'Candidate added: they are invited',
  declineReasonTooLong: `At most ${COMBINE_DAY_LIMITS.declineReason} characters.`,
  actionInvalid: 'Choose Confirm, Move or Decline.',
  planned: 'Combine day planned: the candidates are invited',
  cancelledToast: 'Combine day cancelled',
  confirmed: 'Segment confirmed',
  moved: 'Segment moved',
  declined: 'Segment declined',
} as const;

/** One segment of the afternoon: its candidate (the one-pager), times (ISO, UTC) and state. */
export const ZCombineDaySegment = z.object({
  onePagerId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(SEGMENT_STATUSES),
  /**
   * The candidate as the company may see them: their name once they confirmed (their consent, within their
   * privacy settings), else what the company's view shows (the alias when the company sees candidates
   * anonymized).
   */
  displayName: z.string(),
});
export type TCombineDaySegment = z.infer<typeof ZCombineDaySegment>;

/**
 * One slot of the afternoon's layout, in time order (the hiring core's `dayLayout`): a live segment (its
 * candidate's one-pager), a break between slots, or a slot nobody holds. Screens draw these; they never lay the
 * afternoon out again.
 */
export const ZCombineDaySlot = z.object({
  kind: z.enum(['segment', 'break', 'free']),
  start: z.string(),
  end: z.string(),
  onePagerId: z.string().optional(),
});
export type TCombineDaySlot = z.infer<typeof ZCombineDaySlot>;

/** The day's counts as the screens show them. */
export const ZCombineDayCounts = z.object({
  /** Live segments (invited or confirmed). */
  placed: z.number().int(),
  invited: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  unplaced: z.number().int(),
  /** Slots nobody holds. */
  free: z.number().int(),
});
export type TCombineDayCounts = z.infer<typeof ZCombineDayCounts>;

/** A planned (or previewed) combine day. */
export const ZCombineDay = z.object({
  /** Empty for a preview (nothing saved). */
  id: z.string(),
  shareId: z.string(),
  combineName: z.string(),
  companyName: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  segmentMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  breakAfter: z.number().int(),
  meetingUrl: z.string().nullable(),
  status: z.enum(['planned', 'cancelled']),
  segments: z.array(ZCombineDaySegment),
  unplaced: z.array(z.object({ onePagerId: z.string(), reason: ZUnplacedReason, displayName: z.string() })),
  /** The afternoon's first start and last end (ISO, UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The afternoon laid out: segments, breaks and free slots, in time order. */
  slots: z.array(ZCombineDaySlot),
  counts: ZCombineDayCounts,
});
export type TCombineDay = z.infer<typeof ZCombineDay>;

/** `POST .../days/{dayId}/candidates`: one more candidate of the share, into a free segment (a late add). */
export const ZAddCombineDayCandidate = z.object({
  onePagerId: z.string().regex(/^[a-f\d]{24}$/i, COMBINE_DAY_ANSWERS.candidateInvalid),
});

// --- The debrief: the day's candidates ranked by what the company decided ---

/** One candidate of the day's debrief. */
export const ZDebriefItem = z.object({
  onePagerId: z.string(),
  /** As the company may see them (their name once confirmed, else its view's). */
  displayName: z.string(),
  /** Their segment's start (ISO, UTC). */
  start: z.string(),
  segmentStatus: z.enum(SEGMENT_STATUSES),
  decision: z.enum(CLIENT_DECISIONS).nullable(),
  rating: z.number().int().nullable(),
  privateNote: z.object({ text: z.string() }).nullable(),
});
export type TDebriefItem = z.infer<typeof ZDebriefItem>;
/**
 * `GET .../days/{dayId}/debrief`: the day's candidates with a live segment, ranked: interested, maybe, undecided,
 * pass; then rating (highest first, none last); then segment time.
 */
export const ZDebrief = z.object({ items: z.array(ZDebriefItem) });
export type TDebrief = z.infer<typeof ZDebrief>;

export const DEBRIEF_LIMITS = { reason: 500 } as const;
export const DEBRIEF_MESSAGES = {
  reasonRequired: 'Please tell us why you are passing',
  reasonTooLong: `At most ${DEBRIEF_LIMITS.reason} characters.`,
  passed: (count: number) =>
    count === 0
      ? 'Nobody was left undecided'
      : `Passed on ${count} ${count === 1 ? 'candidate' : 'candidates'}`,
} as const;
/** `POST .../debrief/pass-undecided`: one reason, a pass for every undecided candidate of the day. */
export const ZPassUndecided = z.object({
  reason: freeText(z.string({ error: DEBRIEF_MESSAGES.reasonRequired }))
    .trim()
    .min(1, DEBRIEF_MESSAGES.reasonRequired)
    .max(DEBRIEF_LIMITS.reason, DEBRIEF_MESSAGES.reasonTooLong),
});
/** The debrief after the passes, and how many were passed. */
export const ZPassUndecidedAnswer = ZDebrief.extend({ passed: z.number().int() });
export const ZCombineDays = z.object({ items: z.array(ZCombineDay) });
export type TCombineDays = z.infer<typeof ZCombineDays>;

export const ZCombineDayParams = z.object({
  shareId: z.string().regex(/^[a-f\d]{24}$/i, 'Not a valid id'),
  dayId: z.string().regex(/^[a-f\d]{24}$/i, 'Not a valid id'),
});

/** The candidate's segment of one combine day. */
export const ZCandidateCombineDay = z.object({
  id: z.string(),
  companyName: z.string(),
  segment: z.object({ start: z.string(), end: z.string() }),
  meetingUrl: z.string().nullable(),
  status: z.enum([...SEGMENT_STATUSES, 'cancelled']),
});
export type TCandidateCombineDay = z.infer<typeof ZCandidateCombineDay>;
export const ZCandidateCombineDays = z.object({ items: z.array(ZCandidateCombineDay) });
/** One combine day of the candidate, with the afternoon's free segments (where they may move). */
export const ZCandidateCombineDayDetail = ZCandidateCombineDay.extend({
  timeZone: z.string(),
  freeSegments: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type TCandidateCombineDayDetail = z.infer<typeof ZCandidateCombineDayDetail>;

/** `POST /api/user/combine-days/{id}/response`: confirm, decline (a reason), or move to a free segment. */
export const ZCombineDayResponse = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('confirm') }),
    z.object({
      action: z.literal('decline'),
      reason: freeText(z.string())
        .trim()
        .max(COMBINE_DAY_LIMITS.declineReason, COMBINE_DAY_MESSAGES.declineReasonTooLong)
        .default(''),
    }),
    z.object({
      action: z.literal('move'),
      start: z.iso.datetime({ error: COMBINE_DAY_MESSAGES.segmentNotFree }),
    }),
  ],
  { error: COMBINE_DAY_MESSAGES.actionInvalid },
);
export type TCombineDayResponse = z.input<typeof ZCombineDayResponse>;

/** The admins' list: every combine day (of every company), by its afternoon. */
export const ZAdminCombineDaysQuery = z.object({
  from: zCalendarDate.optional(),
  to: zCalendarDate.optional(),
});
export const ZAdminCombineDay = ZCombineDay.extend({ companyId: z.string(), combineId: z.string() });
export const ZAdminCombineDays = z.object({ items: z.array(ZAdminCombineDay) });
export type TAdminCombineDays = z.infer<typeof ZAdminCombineDays>;
