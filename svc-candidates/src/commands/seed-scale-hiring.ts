import { Types } from 'mongoose';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import type { TSegmentStatus } from '@gtm/contracts/combine-days';
import { GUARANTEE_DAYS } from '@gtm/contracts/placements';
import {
  businessDayReminderAt,
  businessDaysBetween,
  DECISION_BUSINESS_DAYS,
  decisionDueAt,
} from '@gtm/hiring/business-days';
import { DEFAULT_CURRENCY, feeAmounts } from '@gtm/hiring/money';
import { combineDaySlots } from '@gtm/hiring/planner';
import { wasConfirmed } from '@gtm/hiring/placement-lifecycle';
import type { TPlacementStatus } from '@gtm/hiring/placement-lifecycle';
import { addCalendarDays, dateInZone, DEFAULT_TIME_ZONE } from '@gtm/hiring/time-zones';
import { insertInBatches, scaleId, scalePerson, scaleRole } from '@gtm/service-kit/scale-data';
import type { TScaleSeedContext } from '@gtm/service-kit/scale-seed';
import type { TSeedShare } from '../across-hiring/analytics/analytics-seed.ts';
import { createCombineDaysRepository } from '../hiring/combine-days/combine-days.repository.ts';
import type { TCombineDayRecord, TSegmentRecord } from '../hiring/combine-days/combine-days.model.ts';
import { createDecisionDeadlinesRepository } from '../hiring/decisions/decision-deadlines.repository.ts';
import type { TDecisionDeadlineRecord, TDecisionKind } from '../hiring/decisions/decision-deadlines.model.ts';
import type { TPlacementRecord } from '../hiring/placements/placements.model.ts';
import {
  createPlacementsRepository,
  DEFAULT_BILLING_PROFILE,
} from '../hiring/placements/placements.repository.ts';
import type { TPlacementsRepository } from '../hiring/placements/placements.repository.ts';
import { createInterviewRequestsRepository } from '../employer-read-model/interview-requests.repository.ts';
import type { TInterviewRequestRecord } from '../employer-read-model/interview-requests.model.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60 * 1000;

/** Of the share's candidates, how many a company asks to interview (the analytics' funnel: 75% × 40% × 50%). */
const REQUESTED_SHARE = 0.15;
/** Of the combines, how many had a combine day with their first share's company. */
const DAY_SHARE = 0.8;
/** The zones the seeded afternoons are in: American ones, so an afternoon never meets a 15:00-18:00 UTC interview. */
const DAY_ZONES = ['America/New_York', 'America/Chicago', 'America/Los_Angeles'] as const;
/** How long a seeded interview lasts (the agreed slot). */
const INTERVIEW_MINUTES = 45;

/** A request's status by weight: most are agreed, some declined, a few open or called off. */
const INTERVIEW_WEIGHTS: readonly [TInterviewStatus, number][] = [
  ['accepted', 60],
  ['declined', 15],
  ['pending', 10],
  ['proposed', 8],
  ['cancelled', 7],
];
/** A decided meeting's decision by weight. */
const DECISION_WEIGHTS: readonly [TDecisionKind, number][] = [
  ['interested', 30],
  ['pass', 28],
  ['not-selected', 20],
  ['offer', 8],
  ['hired', 14],
];
/** A hire's status by weight (one that cannot have been confirmed yet waits: pending). */
const PLACEMENT_WEIGHTS: readonly [TPlacementStatus, number][] = [
  ['confirmed', 35],
  ['pending', 15],
  ['rejected', 10],
  ['withdrawn', 10],
  ['replacement-due', 10],
  ['refunded', 10],
  ['cancelled', 10],
];

type THolds = { start: number; end: number }[];

/**
 * The hiring records behind the seeded shares, at the analytics' proportions: interview requests (every status;
 * an agreed one holds its candidate 45 minutes between 15:00 and 18:00 UTC), a combine day for most combines with
 * its first share's company (an American afternoon of 20-minute segments, one per candidate), the decision
 * deadline of each agreed interview (decided, or open: due or overdue, its reminders marked as the sweep would have
 * sent them), and placements of the hires (every status; the confirmed ones with their invoice, a credit note where
 * void, the invoice series' sequences set past them). A candidate's live bookings never overlap: interviews of a
 * combine's shares fall on different hours, afternoons after 18:00 UTC, and a confirmed hire (which holds the
 * candidate from then on) is seeded only for a candidate on no day and after their interviews. The booking ledgers
 * are left to open lazily from these records (`recorded-holds.ts`), as on a database from before the ledger.
 */
export const seedHiringRecords = async (
  { mongo, counts, random, now }: Pick<TScaleSeedContext, 'mongo' | 'counts' | 'random' | 'now'>,
  shares: readonly TSeedShare[],
) => {
  const weighted = <T>(weights: readonly [T, number][]): T => {
    let roll = random.int(weights.reduce((sum, [, weight]) => sum + weight, 0));
    for (const [value, weight] of weights) {
      if (roll < weight) return value;
      roll -= weight;
    }
    return weights[0]![0];
  };
  const clientUser = () => scaleId('clientUser', random.int(counts.clientUsers));
  const requests: TInterviewRequestRecord[] = [];
  const days: Omit<TCombineDayRecord, 'reminded'>[] = [];
  const deadlines: TDecisionDeadlineRecord[] = [];
  /** Each candidate's live bookings (ms), and the candidates of a day (never placed by the seed). */
  const holds = new Map<string, THolds>();
  const onDay = new Set<string>();
  const placed = new Set<string>();
  const hold = (userId: string, start: number, end: number) =>
    holds.set(userId, [...(holds.get(userId) ?? []), { start, end }]);

  const byCombine = new Map<string, TSeedShare[]>();
  for (const share of shares)
    byCombine.set(share.combineId, [...(byCombine.get(share.combineId) ?? []), share]);

  for (const combineShares of byCombine.values()) {
    // A combine day with the first share's company, one to three weeks after the share.
    const first = combineShares[0]!;
    if (random.next() < DAY_SHARE && first.candidates.length > 0) days.push(dayOf(first));
    // Interview requests of every share: share j's agreed times on hour 15 + j UTC, so a candidate shared with
    // two companies is never agreed twice at one time.
    combineShares.forEach((share, shareIndex) => {
      for (const candidate of share.candidates) {
        if (random.next() >= REQUESTED_SHARE) continue;
        requests.push(requestOf(share, candidate, shareIndex));
      }
    });
  }

  function dayOf(share: TSeedShare): Omit<TCombineDayRecord, 'reminded'> {
    const timeZone = random.pick(DAY_ZONES);
    const date = dateInZone(new Date(share.sharedAt + (7 + random.int(14)) * DAY_MS), timeZone);
    const afternoon = {
      date,
      from: '14:00',
      to: '17:00',
      timeZone,
      segmentMinutes: 20,
      breakMinutes: 10,
      breakAfter: 3,
    };
    const slots = combineDaySlots(afternoon);
    const createdAt = new Date(Math.min(now, share.sharedAt + (1 + random.int(48)) * HOUR_MS));
    const past = slots[slots.length - 1]!.end.getTime() < now;
    const cancelled = random.int(12) === 0;
    const placedHere = share.candidates.slice(0, slots.length);
    const segments: TSegmentRecord[] = placedHere.map((candidate, index) => {
      const roll = random.int(10);
      const status: TSegmentStatus =
        roll === 0 ? 'declined' : roll < (past ? 9 : 5) ? 'confirmed' : 'invited';
      return {
        onePagerId: candidate.onePagerId,
        candidateUserId: candidate.candidateUserId,
        start: slots[index]!.start,
        end: slots[index]!.end,
        status,
        sequence: status === 'invited' ? 0 : 1,
        declineReason: status === 'declined' ? 'I have another interview then.' : null,
        updatedAt: createdAt,
        bookedAt: createdAt,
      };
    });
    const live = segments.filter((segment) => segment.status !== 'declined');
    if (!cancelled)
      for (const segment of live) {
        hold(segment.candidateUserId, segment.start.getTime(), segment.end.getTime());
        onDay.add(segment.candidateUserId);
      }
    const cancelledAt = cancelled ? createdAt : null;
    return {
      _id: new Types.ObjectId(),
      shareId: share.shareId,
      combineId: share.combineId,
      companyId: share.companyId,
      companyName: share.companyName,
      ...afternoon,
      meetingUrl: `https://meet.example.com/combine-${share.shareId.slice(-8)}`,
      status: cancelled ? 'cancelled' : 'planned',
      startsAt: slots[0]!.start,
      endsAt: slots[slots.length - 1]!.end,
      slots,
      segments,
      unplaced: share.candidates
        .slice(slots.length)
        .map((candidate) => ({ onePagerId: candidate.onePagerId, reason: 'full' as const })),
      candidateUserIds: live.map((segment) => segment.candidateUserId),
      plannedBy: { by: 'employer', byId: clientUser(), byName: null },
      createdAt,
      updatedAt: createdAt,
      cancelledAt,
    };
  }

  function requestOf(
    share: TSeedShare,
    candidate: TSeedShare['candidates'][number],
    shareIndex: number,
  ): TInterviewRequestRecord {
    const createdAt = new Date(Math.min(now, share.sharedAt + (1 + random.int(96)) * HOUR_MS));
    const slotDay = Math.floor(createdAt.getTime() / DAY_MS) + 5 + random.int(5);
    const slots = [0, 1, 2].map((offset) => ({
      start: new Date((slotDay + offset) * DAY_MS + (15 + shareIndex) * HOUR_MS),
      durationMinutes: INTERVIEW_MINUTES,
    }));
    const status = weighted(INTERVIEW_WEIGHTS);
    const answeredAt = new Date(Math.min(now, createdAt.getTime() + (2 + random.int(46)) * HOUR_MS));
    const agreed = status === 'accepted' ? slots[random.int(slots.length)]! : null;
    const requestedBy = { id: clientUser(), name: null };
    const history: NonNullable<TInterviewRequestRecord['history']> = [
      { at: createdAt, by: 'employer', action: 'request', slots, note: '' },
    ];
    const answer = (action: 'accept' | 'decline' | 'propose', chosen: typeof slots) => {
      history.push({ at: answeredAt, by: 'candidate', action, slots: chosen, note: '' });
      return {
        action,
        reason: action === 'decline' ? 'Not the right role for me.' : null,
        slots: chosen,
        note: '',
        at: answeredAt,
      };
    };
    const record: TInterviewRequestRecord = {
      _id: new Types.ObjectId(),
      companyId: share.companyId,
      companyName: share.companyName,
      shareId: share.shareId,
      combineId: share.combineId,
      onePagerId: candidate.onePagerId,
      candidateUserId: candidate.candidateUserId,
      slots,
      note: 'We would like to meet you.',
      requestedBy,
      createdAt,
      status,
      acceptedSlot: agreed,
      answer:
        status === 'accepted'
          ? answer('accept', [agreed!])
          : status === 'declined'
            ? answer('decline', [])
            : status === 'proposed'
              ? answer('propose', [
                  { start: new Date(slots[2]!.start.getTime() + DAY_MS), durationMinutes: INTERVIEW_MINUTES },
                ])
              : null,
      sequence: status === 'accepted' ? 0 : null,
      history,
      updatedAt: status === 'pending' ? null : answeredAt,
    };
    if (status === 'cancelled')
      history.push({ at: answeredAt, by: 'employer', action: 'cancel', slots: [], note: '' });
    if (status === 'pending' || status === 'proposed' || status === 'accepted')
      record.openKey = `${share.companyId}:${candidate.onePagerId}`;
    if (agreed) {
      hold(
        candidate.candidateUserId,
        agreed.start.getTime(),
        agreed.start.getTime() + INTERVIEW_MINUTES * MINUTE_MS,
      );
      deadlines.push(deadlineOf(record, agreed.start, answeredAt));
    }
    return record;
  }

  /** The decision deadline of an agreed interview: decided when its meeting is well past, mostly. */
  function deadlineOf(
    request: TInterviewRequestRecord,
    metAt: Date,
    agreedAt: Date,
  ): TDecisionDeadlineRecord {
    const zone = DEFAULT_TIME_ZONE;
    const dueAt = decisionDueAt(metAt, zone).getTime();
    const decidedAt =
      dueAt + 3 * DAY_MS < now && random.int(10) !== 0
        ? new Date(Math.min(now, metAt.getTime() + (2 + random.int(8 * 24)) * HOUR_MS))
        : null;
    const decision = decidedAt ? weighted(DECISION_WEIGHTS) : null;
    const sentBy = (at: number) => (at <= now && !decidedAt ? new Date(at) : null);
    return {
      _id: request._id.toString(),
      companyId: request.companyId,
      companyName: request.companyName,
      shareId: request.shareId,
      combineId: request.combineId,
      onePagerId: request.onePagerId,
      candidateUserId: request.candidateUserId,
      metAt,
      decidedAt,
      decision,
      businessDays: decidedAt ? businessDaysBetween(metAt, decidedAt, zone) : null,
      onTime: decidedAt ? decidedAt.getTime() <= dueAt : null,
      decisionTimeZone: decidedAt ? zone : null,
      // What the reminders' sweep would have marked by now (so it does not send a year of them at once).
      remindersSent: {
        thirdDay: sentBy(businessDayReminderAt(metAt, zone, 3).getTime()),
        dueDay: sentBy(businessDayReminderAt(metAt, zone, DECISION_BUSINESS_DAYS).getTime()),
      },
      overdueNotifiedAt: sentBy(dueAt + 1),
      createdAt: agreedAt,
      updatedAt: decidedAt ?? agreedAt,
    };
  }

  /** The seeded one-pager's candidate and title, from its id (`scaleId`'s last 16 hex digits are its index). */
  const onePagerOf = (onePagerId: string) => {
    const profile = Number.parseInt(onePagerId.slice(-16), 16) % counts.profiles;
    const role = scaleRole(profile) === 'AE' ? 'Account Executive' : 'Sales Development Representative';
    const { name } = scalePerson(profile, 'candidates.scale.test');
    return { name, title: `${role} - ${name}` };
  };

  // The hires: a claim for each meeting decided 'hired', one standing hire per candidate at most.
  const hires: THire[] = [];
  for (const deadline of deadlines) {
    if (deadline.decision !== 'hired' || !deadline.decidedAt) continue;
    const userId = deadline.candidateUserId;
    const claimedAt = deadline.decidedAt;
    const lastHold = Math.max(...(holds.get(userId) ?? []).map((span) => span.end));
    const confirmedAt = new Date(Math.max(claimedAt.getTime(), lastHold) + (1 + random.int(72)) * HOUR_MS);
    let status = weighted(PLACEMENT_WEIGHTS);
    // A confirmed hire holds the candidate from then on: only one, for a candidate on no day, confirmed by now.
    if (wasConfirmed(status) && (placed.has(userId) || onDay.has(userId) || confirmedAt.getTime() > now))
      status = 'rejected';
    if (wasConfirmed(status)) placed.add(userId);
    const startDate = addCalendarDays(
      dateInZone(wasConfirmed(status) ? confirmedAt : claimedAt, DEFAULT_TIME_ZONE),
      14 + random.int(21),
    );
    const onePager = onePagerOf(deadline.onePagerId);
    hires.push({
      deadline,
      status,
      claimedAt,
      confirmedAt,
      startDate,
      candidateName: onePager.name,
      role: onePager.title,
      annualSalary: 60_000 + 5_000 * random.int(19),
      taxPercent: random.int(3) === 0 ? 8 : 0,
      invoice: random.pick(['draft', 'sent', 'paid'] as const),
      by: random.pick(['candidate', 'admin'] as const),
      byId: clientUser(),
      inSeat: random.int(4) !== 0,
    });
  }

  const writes: [{ insertManyForSeed(docs: Record<string, unknown>[]): Promise<void> }, readonly object[]][] =
    [
      [await createInterviewRequestsRepository(mongo), requests],
      [await createCombineDaysRepository(mongo), days],
      [await createDecisionDeadlinesRepository(mongo), deadlines],
    ];
  for (const [repository, docs] of writes)
    await insertInBatches(
      { insertMany: repository.insertManyForSeed },
      docs.length,
      (index) => docs[index] as Record<string, unknown>,
    );
  const placements = await createPlacementsRepository(mongo);
  const written = { placements: 0, invoices: 0, credit_notes: 0 };
  // One hire at a time: the first invoice of a year creates its sequence by an upsert, which two at once would race.
  for (const hire of hires) {
    const placement = await writeHire(placements, hire, now);
    written.placements += 1;
    if (placement?.invoice) written.invoices += 1;
    if (placement?.invoice?.creditNote) written.credit_notes += 1;
  }

  const open = deadlines.filter((deadline) => !deadline.decidedAt);
  return {
    interview_requests: requests.length,
    combine_days: days.length,
    combine_day_segments: days.reduce((sum, day) => sum + day.segments.length, 0),
    decision_deadlines: deadlines.length,
    decisions_open: open.length,
    decisions_overdue: open.filter(
      (deadline) => decisionDueAt(deadline.metAt, DEFAULT_TIME_ZONE).getTime() < now,
    ).length,
    ...written,
  };
};

/** A hire the seed writes: the meeting decided 'hired', where its claim ends, and its figures. */
type THire = {
  deadline: TDecisionDeadlineRecord;
  status: TPlacementStatus;
  claimedAt: Date;
  confirmedAt: Date;
  startDate: string;
  candidateName: string;
  role: string;
  annualSalary: number;
  taxPercent: number;
  /** Where a standing hire's invoice is. */
  invoice: 'draft' | 'sent' | 'paid';
  by: 'candidate' | 'admin';
  byId: string;
  /** The 90-day check's answer, once asked, of a hire that stands. */
  inSeat: boolean;
};

/**
 * Writes one hire through the placements' repository as the app moves it (its claim, the answer, the fee and its
 * invoice numbered in the year's series, the invoice sent or paid, the 90-day check, a refund's or a
 * cancellation's credit note): a few hundred, so one at a time is fast, and every number and key is the app's own.
 */
const writeHire = async (
  placements: TPlacementsRepository,
  hire: THire,
  now: number,
): Promise<TPlacementRecord | null> => {
  const { deadline, status } = hire;
  const later = (at: Date, days: number) => new Date(Math.min(now, at.getTime() + days * DAY_MS));
  const { placement } = await placements.openClaim({
    companyId: deadline.companyId,
    companyName: deadline.companyName,
    shareId: deadline.shareId,
    combineId: deadline.combineId,
    onePagerId: deadline.onePagerId,
    candidateUserId: deadline.candidateUserId,
    candidateName: hire.candidateName,
    role: hire.role,
    startDate: hire.startDate,
    annualSalary: hire.annualSalary,
    currency: DEFAULT_CURRENCY,
    previousStage: 'interviewing',
    previousNote: '',
    claimedBy: { by: 'employer', byId: hire.byId, byName: null },
    guarantee: {
      checkOn: addCalendarDays(hire.startDate, GUARANTEE_DAYS),
      askedAt: null,
      answer: null,
      answeredAt: null,
      answeredById: null,
    },
    at: hire.claimedAt,
  });
  const id = placement._id.toString();
  if (status === 'pending') return placement;
  if (status === 'rejected' || status === 'withdrawn')
    return placements.close(id, status, {
      at: later(hire.claimedAt, 1),
      by: status === 'withdrawn' ? 'company' : hire.by,
    });
  const at = hire.confirmedAt;
  const feePercent = 20;
  await placements.confirm(id, {
    at,
    by: hire.by,
    feePercent,
    taxPercent: hire.taxPercent,
    amounts: feeAmounts({
      annualSalary: hire.annualSalary,
      feePercent,
      taxPercent: hire.taxPercent,
      currency: DEFAULT_CURRENCY,
    }),
  });
  let record = await placements.drawInvoice(id, at, {
    seller: DEFAULT_BILLING_PROFILE,
    buyer: { name: deadline.companyName, legalName: '', address: '', taxId: '' },
  });
  if (status === 'cancelled') {
    const cancelled = await placements.cancelConfirmed(
      deadline.companyId,
      deadline.onePagerId,
      later(at, 20),
    );
    return cancelled === 'paid' ? record : cancelled;
  }
  const invoice = status === 'confirmed' ? hire.invoice : 'sent';
  if (invoice !== 'draft') record = (await placements.invoiceSent(id, later(at, 1))) ?? record;
  if (invoice === 'paid') record = (await placements.invoicePaid(id, later(at, 25))) ?? record;
  const checkOn = record?.guarantee.checkOn ?? '';
  const askedAt = new Date(Math.min(now, Date.parse(`${checkOn}T09:00:00Z`)));
  const left = status === 'replacement-due' || status === 'refunded';
  if (!left && askedAt.getTime() < Date.parse(`${checkOn}T09:00:00Z`)) return record;
  await placements.markGuaranteeAsked(id, askedAt);
  if (!left && !hire.inSeat) return placements.findById(id);
  record = await placements.answerGuarantee(id, left ? 'left' : 'in-seat', later(askedAt, 2), hire.byId);
  if (status !== 'refunded') return record;
  return placements.voidInvoice(id, later(askedAt, 9), 'Refunded: the person left within the guarantee.', {
    refund: true,
  });
};
