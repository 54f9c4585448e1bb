import type { Redis } from 'ioredis';
import { Types } from 'mongoose';
import {
  COMBINE_DAY_MESSAGES,
  COMBINE_DAY_UNPLACED_REASONS,
  SEGMENT_STATUS_WORDS,
} from '@gtm/contracts/combine-days';
import type { TAvailability, TCombineDayPlan, TCombineDayResponse } from '@gtm/contracts/combine-days';
import { CLIENT_LOOKUP_MAX } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import type { TIdentity } from '@gtm/contracts/identity';
import { getClientCompany, lookupClientCompanies } from '@gtm/contracts/operations/client-companies';
import { dayLayout } from '@gtm/hiring/day-layout';
import { rankForDebrief, undecided } from '@gtm/hiring/debrief';
import { evaluationAfter } from '@gtm/hiring/evaluation';
import { freeSlots, planCombineDay } from '@gtm/hiring/planner';
import type { TCombineDayPlanned, TPlannerCandidate, TTimeSpan } from '@gtm/hiring/planner';
import { answerSegment, FIRST_SEGMENT_STATUS, segmentAfter } from '@gtm/hiring/segment-lifecycle';
import { AppError } from '@gtm/service-kit/app-error';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import { membersWithCandidates, viewsOf } from '../../employer-read-model/client-views.ts';
import type {
  TClientViewDeps,
  TMemberWithCandidate,
  TViewType,
  TVisibleCandidate,
} from '../../employer-read-model/client-views.ts';
import type { TCombineShareRecord } from '../../employer-read-model/combine-shares.model.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { evaluationEvents } from '../../employer-read-model/evaluation-events.ts';
import { combineIdsOf } from '../../routes/one-pagers/one-pagers.repository.ts';
import type { TTalentCombinesRepository } from '../../routes/talent-combines/talent-combines.repository.ts';
import { holdIds, segmentHold } from '../booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../booking-ledger/booking-ledger.ts';
import { publishCombineDayInvitations, segmentName } from './combine-day-invitations.ts';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';
import { isLive } from './combine-days.repository.ts';
import type { TCombineDaysRepository } from './combine-days.repository.ts';
import type { TSchedulePrint } from './schedule-pdf.ts';

/** What the combine days' service (and so its routes) needs. */
export type TCombineDaysDeps = TClientViewDeps &
  TEmployerPublishing & {
    combineDays: TCombineDaysRepository;
    talentCombines: Pick<TTalentCombinesRepository, 'findById' | 'listByIds'>;
    /** Where every booking is claimed: one candidate, one place at a time. */
    bookings: TBookingLedger;
    /** The candidates' stated availability (none: any time of the afternoon). */
    availability: { byUserIds(userIds: readonly string[]): Promise<Map<string, TAvailability>> };
    peers: TPeerServices;
    redis?: Pick<Redis, 'get'>;
    /** The clock answers are checked against. */
    now?: () => Date;
  };

/** The portal's identity towards svc-clients (a company's view type, read for a candidate's answer too). */
const PORTAL_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

const combineDayNotFound = () => new AppError('NOT_FOUND', { userMessage: COMBINE_DAY_MESSAGES.notFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });
const refused = (message: string, path: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });
const unavailable = (what: string, status: number) =>
  new AppError('UNAVAILABLE', { internalMessage: `svc-clients ${what} answered ${status}` });

/** Rounds of claiming a plan's segments and re-planning around those lost to another booking at the same moment. */
const BOOKING_ROUNDS = 4;

/** Who planned a day: the company's user, or an admin for the company. */
export type TPlannedBy = TCombineDayRecord['plannedBy'];

/** The candidates of a share as its company may see them, by one-pager id. */
export type TShareCandidates = Map<string, TVisibleCandidate>;

/**
 * Combine days (issue 35; issue 44: one service, handlers per audience): a company's afternoon with the
 * candidates of a combine shared with it.
 * - Planning reads the share's candidates the company may see (the withheld are not in it: 400), each one's
 *   stated availability, and what the booking ledger holds of each that afternoon (any company's segments and
 *   interviews), and places them ({@link planCombineDay}: a maximum matching, deterministic). A preview answers
 *   the same without saving; a plan claims each segment in its candidate's ledger, stores the day and invites
 *   each placed candidate (and sends the company its afternoon).
 * - The candidate confirms (consent: the company then reads their name), moves to a free segment of the
 *   afternoon (confirmed at it: they chose it) or declines; what each answer makes of the segment is the core's
 *   {@link answerSegment}. Each is one conditional write of the day (as read), so two answers cannot take one
 *   free time.
 * - The company (or an admin) adds a late candidate to a free segment, or cancels the day and every invitation.
 * The service decides and writes; the handlers check who asks and answer in their audience's words.
 */
export const createCombineDaysService = (deps: TCombineDaysDeps) => {
  const now = deps.now ?? (() => new Date());

  /**
   * The hiring events of segments' new states (`combine-day.segment`): a confirmed segment is a meeting whose
   * decision falls due (the decisions' consumer), any other state takes it away. Ids from the day's change.
   */
  const publishSegments = (
    day: TCombineDayRecord,
    segments: readonly TSegmentRecord[],
    status: 'invited' | 'confirmed' | 'declined' | 'cancelled',
  ) =>
    deps.outbox.publish(
      segments.map((segment) =>
        outboxMessage.hiringEvent({
          eventId: `combine-day.segment.${day._id.toString()}.${segment.onePagerId}.${day.updatedAt.getTime()}`,
          type: 'combine-day.segment',
          at: day.updatedAt.getTime(),
          shareId: day.shareId,
          combineId: day.combineId,
          companyId: day.companyId,
          companyName: day.companyName.slice(0, 200),
          onePagerId: segment.onePagerId,
          candidateUserId: segment.candidateUserId,
          dayId: day._id.toString(),
          status,
          start: segment.start.toISOString(),
        }),
      ),
    );

  /** A live company (null: none, or deleted), asked of svc-clients as the portal. */
  const companyOf = async (requestId: string, companyId: string) => {
    const answer = await deps.peers.clients.call(getClientCompany, {
      identity: PORTAL_IDENTITY,
      requestId,
      params: { id: companyId },
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unavailable('getClientCompany', answer.status);
    return answer.body.deleted ? null : answer.body;
  };

  /**
   * The live companies of some ids (a deleted or unknown one is absent), asked of svc-clients in one call (one
   * per {@link CLIENT_LOOKUP_MAX} companies).
   */
  const companiesOf = async (
    requestId: string,
    companyIds: readonly string[],
  ): Promise<Map<string, TClientCompany>> => {
    const ids = [...new Set(companyIds)];
    const batches: string[][] = [];
    for (let start = 0; start < ids.length; start += CLIENT_LOOKUP_MAX)
      batches.push(ids.slice(start, start + CLIENT_LOOKUP_MAX));
    const answers = await Promise.all(
      batches.map((batch) =>
        deps.peers.clients.call(lookupClientCompanies, {
          identity: PORTAL_IDENTITY,
          requestId,
          body: { ids: batch },
        }),
      ),
    );
    const companies = new Map<string, TClientCompany>();
    for (const answer of answers) {
      if (answer.status !== 200) throw unavailable('lookupClientCompanies', answer.status);
      for (const company of answer.body.items) if (!company.deleted) companies.set(company._id, company);
    }
    return companies;
  };

  /** The share's candidates the company may see, by one-pager id. */
  const candidatesOf = async (share: TCombineShareRecord, viewType: TViewType): Promise<TShareCandidates> => {
    const members = await membersWithCandidates(
      deps,
      { combineIds: [share.combineId] },
      { content: false, ...(viewType === 'full' ? {} : { hiresOf: share.companyId }) },
    );
    return new Map(
      viewsOf(deps, viewType, members).map((candidate) => [candidate.record._id.toString(), candidate]),
    );
  };

  /** The candidates of a day's share as its company sees them (the admins and the candidate's answer read them). */
  const candidatesOfDay = async (requestId: string, day: TCombineDayRecord): Promise<TShareCandidates> => {
    const share = await deps.combineShares.findShare(day.shareId);
    if (!share) return new Map();
    const company = await companyOf(requestId, share.companyId);
    return candidatesOf(share, company?.view_type ?? 'anonymized');
  };

  /** The plan's candidates, as the share holds them (one the company may not see: 400). */
  const chosenOf = (plan: TCombineDayPlan, candidates: TShareCandidates) =>
    plan.onePagerIds.map((id) => {
      const candidate = candidates.get(id);
      if (!candidate) throw refused(COMBINE_DAY_MESSAGES.notInShare, 'onePagerIds');
      return candidate;
    });

  /** The planner's input for these candidates: their availability and what the ledger says they are booked for. */
  const plannerCandidates = async (
    chosen: readonly TVisibleCandidate[],
    taken: readonly TTimeSpan[] = [],
  ): Promise<TPlannerCandidate[]> => {
    const userIds = [...new Set(chosen.map((candidate) => candidate.record.candidateUserId))];
    const [availability, bookings] = await Promise.all([
      deps.availability.byUserIds(userIds),
      deps.bookings.bookingsOf(userIds),
    ]);
    return chosen.map((candidate) => {
      const booked = bookings.get(candidate.record.candidateUserId);
      return {
        onePagerId: candidate.record._id.toString(),
        availability: availability.get(candidate.record.candidateUserId) ?? null,
        busy: [...(booked?.busy ?? []), ...taken],
        placed: booked?.placed ?? false,
      };
    });
  };

  /**
   * Plans the afternoon and books it: each planned segment is claimed in the candidate's ledger; the candidates
   * whose claim was lost (another company booked them at that moment) are planned again around what is held
   * now, for a few rounds; who is still not held is unplaced ('busy'). Never a segment without its hold.
   */
  const book = async (
    dayId: string,
    plan: TCombineDayPlan,
    candidates: TShareCandidates,
    at: Date,
    /** Slots of the afternoon nobody new may take (a late add: those held or already past). */
    taken: readonly TTimeSpan[] = [],
  ): Promise<TCombineDayPlanned> => {
    const chosen = chosenOf(plan, candidates);
    const userOf = (onePagerId: string) => candidates.get(onePagerId)!.record.candidateUserId;
    const first = planCombineDay({ ...plan, candidates: await plannerCandidates(chosen, taken) });
    const held: TCombineDayPlanned['segments'] = [];
    const unplaced = [...first.unplaced];
    let pending = first.segments;
    for (let round = 0; pending.length > 0; round += 1) {
      const claims = await Promise.all(
        pending.map(async (segment) => ({
          segment,
          held: await deps.bookings.claim(userOf(segment.onePagerId), segmentHold(dayId, segment, at)),
        })),
      );
      held.push(...claims.filter((claim) => claim.held).map((claim) => claim.segment));
      const lost = claims.filter((claim) => !claim.held).map((claim) => claim.segment.onePagerId);
      if (lost.length === 0) break;
      if (round === BOOKING_ROUNDS - 1) {
        unplaced.push(...lost.map((onePagerId) => ({ onePagerId, reason: 'busy' as const })));
        break;
      }
      // Again for those lost, as the ledger reads now, with the segments this day holds taken.
      const again = planCombineDay({
        ...plan,
        candidates: await plannerCandidates(
          chosen.filter((candidate) => lost.includes(candidate.record._id.toString())),
          [...taken, ...held],
        ),
      });
      unplaced.push(...again.unplaced);
      pending = again.segments;
    }
    const order = new Map(plan.onePagerIds.map((id, index) => [id, index]));
    return {
      slots: first.slots,
      segments: held.sort((a, b) => a.start.getTime() - b.start.getTime()),
      unplaced: unplaced.sort((a, b) => (order.get(a.onePagerId) ?? 0) - (order.get(b.onePagerId) ?? 0)),
    };
  };

  /** A segment as a plan or a late add books it: invited, its invitation's SEQUENCE 0. */
  const bookedSegment = (
    span: TTimeSpan & { onePagerId: string },
    candidateUserId: string,
    at: Date,
  ): TSegmentRecord => ({
    onePagerId: span.onePagerId,
    candidateUserId,
    start: span.start,
    end: span.end,
    status: FIRST_SEGMENT_STATUS,
    sequence: 0,
    declineReason: null,
    updatedAt: at,
    bookedAt: at,
  });

  /** The day a plan makes, before it is stored. */
  const dayOf = (
    plan: TCombineDayPlan,
    planned: TCombineDayPlanned,
    share: TCombineShareRecord,
    candidates: TShareCandidates,
    plannedBy: TPlannedBy,
    at: Date,
  ): Omit<TCombineDayRecord, '_id'> => {
    const segments = planned.segments.map((segment) =>
      bookedSegment(segment, candidates.get(segment.onePagerId)!.record.candidateUserId, at),
    );
    const slots = planned.slots;
    return {
      shareId: share._id.toString(),
      combineId: share.combineId,
      companyId: share.companyId,
      companyName: share.companyName,
      date: plan.date,
      from: plan.from,
      to: plan.to,
      timeZone: plan.timeZone,
      segmentMinutes: plan.segmentMinutes,
      breakMinutes: plan.breakMinutes,
      breakAfter: plan.breakAfter,
      meetingUrl: plan.meetingUrl ?? null,
      status: 'planned',
      startsAt: slots[0]?.start ?? new Date(`${plan.date}T00:00:00Z`),
      endsAt: slots.at(-1)?.end ?? new Date(`${plan.date}T00:00:00Z`),
      slots,
      segments,
      unplaced: planned.unplaced,
      candidateUserIds: segments.map((segment) => segment.candidateUserId),
      plannedBy,
      createdAt: at,
      updatedAt: at,
      cancelledAt: null,
    };
  };

  /** Releases the holds of a day's segments (declined ones hold nothing already). */
  const releaseSegments = (day: Pick<TCombineDayRecord, '_id' | 'segments'>) =>
    deps.bookings.release(
      day.segments.map((segment) => ({
        userId: segment.candidateUserId,
        holdId: holdIds.segment(day._id.toString(), segment.start),
      })),
    );

  /** A day by id (404 when there is none). */
  const find = async (id: string) => {
    const day = await deps.combineDays.findById(id);
    if (!day) throw combineDayNotFound();
    return day;
  };

  /** A day of a share (404 for another share's). */
  const dayOfShare = async (shareId: string, dayId: string) => {
    const day = await deps.combineDays.findById(dayId);
    if (!day || day.shareId !== shareId) throw combineDayNotFound();
    return day;
  };

  /** The signed-in candidate's day and their segment of it (404 for a day they have no segment of). */
  const ownDay = async (userId: string | undefined, id: string) => {
    const day = await deps.combineDays.findById(id);
    const segment = day?.segments.find((row) => row.candidateUserId === userId);
    if (!day || !segment) throw combineDayNotFound();
    return { day, segment };
  };

  /** The free slots of a day that have not begun: where a candidate may move, or a late one be placed. */
  const freeOf = (day: TCombineDayRecord) =>
    freeSlots({ slots: day.slots, segments: day.segments.filter(isLive) }).filter(
      (slot) => slot.start.getTime() > now().getTime(),
    );

  /** The day's candidates with a live segment and the company's evaluation of each, in the debrief's order. */
  const debrief = async (companyId: string, day: TCombineDayRecord, candidates: TShareCandidates) => {
    const live = day.status === 'planned' ? day.segments.filter(isLive) : [];
    const evaluations = new Map(
      (
        await deps.clientEvaluations.evaluationsOf(
          [companyId],
          live.map((segment) => segment.onePagerId),
        )
      ).map((record) => [record.onePagerId, record]),
    );
    return rankForDebrief(
      live.map((segment) => {
        const evaluation = evaluations.get(segment.onePagerId) ?? null;
        return {
          segment,
          evaluation,
          decision: evaluation?.decision ?? null,
          rating: evaluation?.rating ?? null,
          start: segment.start,
          displayName: segmentName(candidates.get(segment.onePagerId), segment.status),
        };
      }),
    );
  };

  return {
    now,
    companyOf,
    candidatesOf,
    candidatesOfDay,
    find,
    dayOfShare,
    ownDay,
    freeOf,
    debrief,

    /** A share's days, newest first. */
    ofShare: (shareId: string) => deps.combineDays.ofShare(shareId),

    /** A candidate's days, by their afternoon. */
    ofCandidate: (userId: string) => deps.combineDays.ofCandidate(userId),

    /** The plan of the afternoon for these candidates as the ledger reads now, as a day unsaved (nothing claimed). */
    async preview(
      plan: TCombineDayPlan,
      share: TCombineShareRecord,
      candidates: TShareCandidates,
      by: TPlannedBy,
    ) {
      const planned = planCombineDay({
        ...plan,
        candidates: await plannerCandidates(chosenOf(plan, candidates)),
      });
      return dayOf(plan, planned, share, candidates, by, now());
    },

    /**
     * Plans and books a day (each segment held in its candidate's ledger), stores it and sends its invitations. A
     * store that fails releases what was held.
     */
    async plan(
      plan: TCombineDayPlan,
      share: TCombineShareRecord,
      candidates: TShareCandidates,
      by: TPlannedBy,
    ) {
      const dayId = new Types.ObjectId();
      const at = now();
      const planned = await book(dayId.toString(), plan, candidates, at);
      const day = dayOf(plan, planned, share, candidates, by, at);
      let saved: TCombineDayRecord;
      try {
        saved = await deps.combineDays.insert(day, dayId);
      } catch (error) {
        await releaseSegments({ _id: dayId, segments: day.segments });
        throw error;
      }
      await publishCombineDayInvitations(deps, saved, candidates, { kind: 'planned' });
      return saved;
    },

    /** Cancels a day and every invitation (the company's copy and each candidate's): 409 once cancelled. */
    async cancel(day: TCombineDayRecord, candidates: TShareCandidates) {
      if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
      const cancelled = await deps.combineDays.cancel(day._id.toString(), now());
      if (!cancelled) throw conflict(COMBINE_DAY_MESSAGES.cancelled);
      await releaseSegments(cancelled);
      await publishCombineDayInvitations(deps, cancelled, candidates, { kind: 'cancelled' });
      await publishSegments(cancelled, cancelled.segments.filter(isLive), 'cancelled');
      return cancelled;
    },

    /**
     * A late candidate (issue 47): one more candidate of the share placed into a free segment of a planned day
     * that is not over, booked through the ledger as a plan's are (a segment held by another candidate, or
     * already begun, is taken), then invited. Written only while the day is as read (another answer meanwhile:
     * read again).
     */
    async addCandidate(shareId: string, dayId: string, onePagerId: string, candidates: TShareCandidates) {
      const candidate = candidates.get(onePagerId);
      if (!candidate) throw refused(COMBINE_DAY_MESSAGES.notInShare, 'onePagerId');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const day = await dayOfShare(shareId, dayId);
        if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
        const at = now();
        if (day.endsAt.getTime() <= at.getTime()) throw conflict(COMBINE_DAY_MESSAGES.past);
        if (day.segments.some((segment) => segment.onePagerId === onePagerId))
          throw conflict(COMBINE_DAY_MESSAGES.alreadyOnDay);
        const taken = [
          ...day.segments.filter(isLive),
          ...day.slots.filter((slot) => slot.start.getTime() <= at.getTime()),
        ];
        const afternoon: TCombineDayPlan = {
          date: day.date,
          from: day.from,
          to: day.to,
          timeZone: day.timeZone,
          segmentMinutes: day.segmentMinutes,
          breakMinutes: day.breakMinutes,
          breakAfter: day.breakAfter,
          onePagerIds: [onePagerId],
        };
        const planned = await book(day._id.toString(), afternoon, candidates, at, taken);
        const placed = planned.segments[0];
        if (!placed) {
          const reason = planned.unplaced[0]?.reason ?? 'full';
          throw conflict(COMBINE_DAY_UNPLACED_REASONS[reason]);
        }
        const segment = bookedSegment(placed, candidate.record.candidateUserId, at);
        const saved = await deps.combineDays.replaceSegments(
          day,
          [...day.segments, segment].sort((a, b) => a.start.getTime() - b.start.getTime()),
          at,
          day.unplaced.filter((row) => row.onePagerId !== onePagerId),
        );
        if (!saved) {
          await deps.bookings.release([
            { userId: segment.candidateUserId, holdId: holdIds.segment(day._id.toString(), segment.start) },
          ]);
          continue;
        }
        await publishSegments(saved, [segment], 'invited');
        await publishCombineDayInvitations(deps, saved, candidates, { kind: 'added', onePagerId });
        return saved;
      }
      throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
    },

    /**
     * The candidate's answer to their segment: confirm, move to a free time (confirmed at it) or decline, as
     * the segment lifecycle allows ({@link answerSegment}). The ledger first: a confirmation keeps its hold
     * (claimed again: a hold lost since is a 409), a move holds its new time before it is written, and a decline
     * releases its hold once written. The day and the segment after (as they were when nothing changed).
     */
    async answer(userId: string | undefined, dayId: string, body: TCombineDayResponse, requestId: string) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { day, segment } = await ownDay(userId, dayId);
        if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
        if (segment.end.getTime() <= now().getTime()) throw conflict(COMBINE_DAY_MESSAGES.past);
        if (segmentAfter(segment.status, body.action) === null) throw conflict(COMBINE_DAY_MESSAGES.answered);
        // A move goes to a slot of the afternoon (400 otherwise), and only to a free one (409: taken).
        const slot =
          body.action === 'move'
            ? day.slots.find((row) => row.start.getTime() === new Date(body.start).getTime())
            : undefined;
        if (body.action === 'move' && !slot) throw refused(COMBINE_DAY_MESSAGES.segmentNotFree, 'start');
        const change = answerSegment(
          segment,
          slot
            ? { action: 'move', start: slot.start }
            : { action: body.action === 'decline' ? 'decline' : 'confirm' },
        );
        if (change.kind === 'refused') throw conflict(COMBINE_DAY_MESSAGES.answered);
        if (change.kind === 'unchanged') return { day, segment };
        const taken = slot && !freeOf(day).some((row) => row.start.getTime() === slot.start.getTime());
        if (taken) throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
        const at = now();
        // A higher SEQUENCE: the candidate's calendar updates the same event (issue 47); a move is booked at its
        // new time now (reminded again before it).
        const changed: TSegmentRecord = {
          ...segment,
          status: change.status,
          sequence: segment.sequence + 1,
          updatedAt: at,
          ...(body.action === 'decline' ? { declineReason: body.reason || null } : {}),
          ...(slot ? { start: slot.start, end: slot.end, bookedAt: at } : {}),
        };
        const candidateUserId = segment.candidateUserId;
        const id = day._id.toString();
        const newHold = change.status === 'declined' ? null : segmentHold(id, changed, at);
        if (newHold && !(await deps.bookings.claim(candidateUserId, newHold)))
          throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
        const segments = day.segments.map((row) => (row.onePagerId === segment.onePagerId ? changed : row));
        const saved = await deps.combineDays.replaceSegments(day, segments, at);
        if (!saved) {
          // Changed meanwhile (another answer): the new time is not ours yet; read it again.
          if (change.rebooked && newHold)
            await deps.bookings.release([{ userId: candidateUserId, holdId: newHold.id }]);
          continue;
        }
        if (body.action !== 'confirm')
          await deps.bookings.release([
            { userId: candidateUserId, holdId: holdIds.segment(id, segment.start) },
          ]);
        await publishSegments(saved, [changed], changed.status);
        // Every answer updates both calendars; a confirmation sends the candidate the meeting link.
        const candidates = await candidatesOfDay(requestId, saved);
        await publishCombineDayInvitations(deps, saved, candidates, {
          kind: ({ confirm: 'confirmed', move: 'moved', decline: 'declined' } as const)[body.action],
          onePagerId: segment.onePagerId,
        });
        return { day: saved, segment: changed };
      }
      throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
    },

    /**
     * "Pass on the rest": a pass with one reason for each candidate of the day the company has not decided on,
     * each written only while still undecided (a decision made meanwhile stays), announced as any decision is
     * (the decisions due close on it). How many were passed, and the debrief after.
     */
    async passUndecided(
      scope: {
        company: { id: string; name: string };
        share: TCombineShareRecord;
        combineName: string;
        by: { id: string; name: string };
      },
      day: TCombineDayRecord,
      candidates: TShareCandidates,
      reason: string,
    ) {
      const { company, share, combineName, by } = scope;
      const at = now();
      const decision = 'pass' as const;
      const written = await Promise.all(
        undecided(await debrief(company.id, day, candidates)).map(async (entry) => {
          const candidate = candidates.get(entry.segment.onePagerId);
          if (!candidate) return [];
          // The core's rule of an evaluation, as the company's own Pass: the rating kept, the reason required
          // (the request's schema already refused an empty one).
          const after = evaluationAfter(entry.evaluation, { decision, passReason: reason });
          if (after.kind !== 'changed') return [];
          const saved = await deps.clientEvaluations.saveEvaluation(
            {
              companyId: company.id,
              onePagerId: entry.segment.onePagerId,
              candidateUserId: entry.segment.candidateUserId,
            },
            {
              ...after.next,
              shareId: share._id.toString(),
              updatedAt: at,
              updatedBy: { id: by.id, name: by.name },
            },
            entry.evaluation,
          );
          if (!saved) return []; // Decided meanwhile: that decision stands.
          return [
            evaluationEvents({
              evaluation: { id: saved._id.toString(), updatedAt: saved.updatedAt },
              previousDecision: null,
              ...after.next,
              company,
              employerName: by.name,
              share: { id: share._id.toString(), combineId: share.combineId },
              combineName,
              candidate: {
                onePagerId: entry.segment.onePagerId,
                candidateUserId: entry.segment.candidateUserId,
                candidateName: candidate.record.candidateName,
              },
            }),
          ];
        }),
      );
      const passed = written.flat();
      await deps.outbox.publish(passed.flat());
      return { passed: passed.length, after: await debrief(company.id, day, candidates) };
    },

    /** What the printed schedule of a day holds (issue 47): each live segment named as the company may see it. */
    schedulePrint(day: TCombineDayRecord, combineName: string, candidates: TShareCandidates): TSchedulePrint {
      const live = new Map(day.segments.filter(isLive).map((segment) => [segment.onePagerId, segment]));
      return {
        companyName: day.companyName,
        combineName,
        timeZone: day.timeZone,
        startsAt: day.startsAt,
        endsAt: day.endsAt,
        meetingUrl: day.meetingUrl,
        cancelled: day.status === 'cancelled',
        rows: dayLayout(day.slots, [...live.values()]).map((cell) => {
          if (cell.kind !== 'segment') return cell;
          const segment = live.get(cell.onePagerId)!;
          return {
            kind: 'segment' as const,
            start: cell.start,
            end: cell.end,
            name: segmentName(candidates.get(cell.onePagerId), segment.status),
            status: SEGMENT_STATUS_WORDS[segment.status],
          };
        }),
      };
    },

    /**
     * The admins' calendar (issue 48): the days whose afternoon starts in [from, to), each with its combine's
     * name and its share's candidates as its company may see them. A few commands whatever the month holds: the
     * days in one read; their combines in one, and their members (with profiles and accounts) in one aggregate;
     * their shares in one read by ids, and their companies in one call to svc-clients. A share or company gone
     * reads as the anonymized view, as one read by one does. Only the candidates the days name are viewed.
     */
    async calendar(from: Date, to: Date, requestId: string) {
      const days = await deps.combineDays.between(from, to);
      const combineIds = [...new Set(days.map((day) => day.combineId))];
      const [combines, members, shares] = await Promise.all([
        deps.talentCombines.listByIds(combineIds),
        membersWithCandidates(deps, { combineIds }, { content: false }),
        deps.combineShares.findShares(days.map((day) => day.shareId)),
      ]);
      const companies = await companiesOf(
        requestId,
        shares.map((share) => share.companyId),
      );
      const combineNames = new Map(combines.map((combine) => [String(combine._id), combine.name]));
      const membersOf = new Map<string, TMemberWithCandidate[]>();
      for (const member of members)
        for (const combineId of combineIdsOf(member.record))
          membersOf.set(combineId, [...(membersOf.get(combineId) ?? []), member]);
      // Only the candidates a share's days name (their segments, those not placed) are read as its company may
      // see them: a combine's other members would cost a view each for nothing.
      const namedOf = new Map<string, Set<string>>();
      for (const day of days) {
        const named = namedOf.get(day.shareId) ?? new Set<string>();
        for (const row of [...day.segments, ...day.unplaced]) named.add(row.onePagerId);
        namedOf.set(day.shareId, named);
      }
      const candidatesOfShare = new Map<string, TShareCandidates>(
        shares.map((share) => {
          const viewType = companies.get(share.companyId)?.view_type ?? 'anonymized';
          const named = namedOf.get(share._id.toString()) ?? new Set<string>();
          const visible = viewsOf(
            deps,
            viewType,
            (membersOf.get(share.combineId) ?? []).filter((member) =>
              named.has(member.record._id.toString()),
            ),
          );
          return [
            share._id.toString(),
            new Map(visible.map((candidate) => [candidate.record._id.toString(), candidate])),
          ];
        }),
      );
      return days.map((day) => ({
        day,
        combineName: combineNames.get(day.combineId) ?? '',
        candidates: candidatesOfShare.get(day.shareId) ?? new Map<string, TVisibleCandidate>(),
      }));
    },
  };
};
export type TCombineDaysService = ReturnType<typeof createCombineDaysService>;

/** One candidate's place in a day's debrief: their live segment and the company's evaluation of them. */
export type TDebriefEntry = Awaited<ReturnType<TCombineDaysService['debrief']>>[number];
