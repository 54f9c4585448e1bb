import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import {
  COMBINE_DAY_MESSAGES,
  COMBINE_DAY_UNPLACED_REASONS,
  combineDayScheduleFileName,
  SEGMENT_STATUS_WORDS,
} from '@gtm/contracts/combine-days';
import type {
  TAvailability,
  TCandidateCombineDay,
  TCombineDay,
  TCombineDayPlan,
} from '@gtm/contracts/combine-days';
import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/combine-days';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TIdentity } from '@gtm/contracts/identity';
import { getClientCompany } from '@gtm/contracts/operations/client-companies';
import { adminNameOf, employerAccessOf } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import { membersWithCandidates, viewsOf } from '../../employer-read-model/client-views.ts';
import { combineIdsOf } from '../one-pagers/one-pagers.repository.ts';
import type {
  TClientViewDeps,
  TMemberWithCandidate,
  TVisibleCandidate,
  TViewType,
} from '../../employer-read-model/client-views.ts';
import type { TCombineShareRecord } from '../../employer-read-model/combine-shares.model.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import { TEAM_NAME } from '../combine-shares/combine-shares.handlers.ts';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';
import { publishCombineDayInvitations, segmentName } from './combine-day-invitations.ts';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';
import { renderSchedulePdf } from './schedule-pdf.ts';
import { isLive } from './combine-days.repository.ts';
import type { TCombineDaysRepository } from './combine-days.repository.ts';
import { dayCounts, dayLayout } from '@gtm/hiring/day-layout';
import { rankForDebrief, undecided } from '@gtm/hiring/debrief';
import { evaluationEvents } from '../../employer-read-model/evaluation-events.ts';
import { freeSlots, planCombineDay } from '@gtm/hiring/planner';
import type { TCombineDayPlanned, TPlannerCandidate, TTimeSpan } from '@gtm/hiring/planner';
import { Types } from 'mongoose';
import { holdIds, segmentHold } from '../../hiring/booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../../hiring/booking-ledger/booking-ledger.ts';

/** What the combine day routes need. */
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
    audit: TAuditTrail;
    /** The clock answers are checked against. */
    now?: () => Date;
  };

/** The portal's identity towards svc-clients (a company's view type, read for a candidate's answer too). */
const PORTAL_IDENTITY: TIdentity = Object.freeze({ kind: 'admin', role: null });

const notFound = () => new AppError('NOT_FOUND', { userMessage: COMBINE_DAY_MESSAGES.notFound });
const shareNotFound = () => new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });
const refused = (message: string, path: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });

/** A read by key that runs once per key however often it is asked (the callers share its promise). */
const readOnce = <T>(read: (key: string) => Promise<T>) => {
  const reads = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let pending = reads.get(key);
    if (!pending) {
      pending = read(key);
      reads.set(key, pending);
    }
    return pending;
  };
};

/** Rounds of claiming a plan's segments and re-planning around those lost to another booking at the same moment. */
const BOOKING_ROUNDS = 4;

/**
 * Combine days (issue 35): a company's afternoon with the candidates of a combine shared with it.
 * - Planning reads the share's candidates the company may see (the withheld are not in it: 400), each one's
 *   stated availability, and what each is booked for that afternoon (their live segments of other planned
 *   combine days and their agreed interviews, any company), and places them ({@link planCombineDay}: a maximum
 *   matching, deterministic). A preview answers the same without saving; a plan stores the day and invites each
 *   placed candidate (and sends the company its afternoon).
 * - The candidate confirms (consent: the company then reads their name), moves to a free segment of the
 *   afternoon (the same invitation, its SEQUENCE raised) or declines (the company's copy is cancelled). Each is one
 *   conditional write of the day (as read), so two answers cannot take one free time.
 * - The company (or an admin) cancels the day and every invitation.
 */
export const combineDaysHandlers = (deps: TCombineDaysDeps) => {
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
  const companyOf = async (c: Context<TAppEnv>, companyId: string) => {
    const answer = await deps.peers.clients.call(getClientCompany, {
      identity: PORTAL_IDENTITY,
      requestId: c.get('requestId'),
      params: { id: companyId },
    });
    if (answer.status === 404) return null;
    if (answer.status !== 200)
      throw new AppError('UNAVAILABLE', {
        internalMessage: `svc-clients getClientCompany answered ${answer.status}`,
      });
    return answer.body.deleted ? null : answer.body;
  };

  /** The share's candidates the company may see, by one-pager id. */
  const candidatesOf = async (share: TCombineShareRecord, viewType: TViewType) => {
    const members = await membersWithCandidates(deps, { combineIds: [share.combineId] }, { content: false });
    return new Map(
      viewsOf(deps, viewType, members).map((candidate) => [candidate.record._id.toString(), candidate]),
    );
  };

  /** The plan's candidates, as the share holds them (one the company may not see: 400). */
  const chosenOf = (plan: TCombineDayPlan, candidates: Map<string, TVisibleCandidate>) =>
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

  /** The plan of the afternoon for these candidates, as the ledger reads now (a preview: nothing claimed). */
  const schedule = async (plan: TCombineDayPlan, candidates: Map<string, TVisibleCandidate>) =>
    planCombineDay({ ...plan, candidates: await plannerCandidates(chosenOf(plan, candidates)) });

  /**
   * Plans the afternoon and books it: each planned segment is claimed in the candidate's ledger; the candidates
   * whose claim was lost (another company booked them at that moment) are planned again around what is held
   * now, for a few rounds; who is still not held is unplaced ('busy'). Never a segment without its hold.
   */
  const book = async (
    dayId: string,
    plan: TCombineDayPlan,
    candidates: Map<string, TVisibleCandidate>,
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

  /** A day as the company (and the admins) read it. */
  const toDay = (
    day: Omit<TCombineDayRecord, '_id'> & { _id?: TCombineDayRecord['_id'] },
    combineName: string,
    candidates: Map<string, TVisibleCandidate>,
  ): TCombineDay => ({
    id: day._id?.toString() ?? '',
    shareId: day.shareId,
    combineName,
    companyName: day.companyName,
    date: day.date,
    from: day.from,
    to: day.to,
    timeZone: day.timeZone,
    segmentMinutes: day.segmentMinutes,
    breakMinutes: day.breakMinutes,
    breakAfter: day.breakAfter,
    meetingUrl: day.meetingUrl,
    status: day.status,
    segments: [...day.segments]
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((segment) => ({
        onePagerId: segment.onePagerId,
        start: segment.start.toISOString(),
        end: segment.end.toISOString(),
        status: segment.status,
        displayName: segmentName(candidates.get(segment.onePagerId), segment.status),
      })),
    unplaced: day.unplaced.map((row) => ({
      ...row,
      displayName: segmentName(candidates.get(row.onePagerId), 'invited'),
    })),
    ...layoutOf(day),
  });

  /** The afternoon's bounds, its slots laid out (segments, breaks, free) and its counts: what the screens draw. */
  const layoutOf = (
    day: Pick<TCombineDayRecord, 'slots' | 'segments' | 'unplaced' | 'startsAt' | 'endsAt'>,
  ) => {
    const layout = dayLayout(day.slots, day.segments.filter(isLive));
    return {
      startsAt: day.startsAt.toISOString(),
      endsAt: day.endsAt.toISOString(),
      slots: layout.map((cell) => ({
        kind: cell.kind,
        start: cell.start.toISOString(),
        end: cell.end.toISOString(),
        ...(cell.kind === 'segment' ? { onePagerId: cell.onePagerId } : {}),
      })),
      counts: dayCounts(layout, day.segments, day.unplaced.length),
    };
  };

  /** The day a plan makes, before it is stored. */
  const dayOf = (
    plan: TCombineDayPlan,
    planned: TCombineDayPlanned,
    share: TCombineShareRecord,
    candidates: Map<string, TVisibleCandidate>,
    plannedBy: TCombineDayRecord['plannedBy'],
    at: Date,
  ): Omit<TCombineDayRecord, '_id'> => {
    const segments: TSegmentRecord[] = planned.segments.map((segment) => ({
      onePagerId: segment.onePagerId,
      candidateUserId: candidates.get(segment.onePagerId)!.record.candidateUserId,
      start: segment.start,
      end: segment.end,
      status: 'invited',
      sequence: 0,
      declineReason: null,
      updatedAt: at,
      bookedAt: at,
    }));
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

  // --- The company's ---

  /** The caller's company and its live share (404 otherwise: another company's, withdrawn, lost combine). */
  const companyShare = async (c: Context<TAppEnv>, shareId: string) => {
    const access = await employerAccessOf(deps, c);
    const company = access.company;
    if (!company) throw shareNotFound();
    const share = await deps.combineShares.findShare(shareId);
    if (!share || share.companyId !== company.id || share.withdrawnAt !== null) throw shareNotFound();
    const combine = await deps.talentCombines.findById(share.combineId);
    if (!combine) throw shareNotFound();
    return { access, company, share, combineName: combine.name };
  };

  /** A day of the company's share (404 for another share's). */
  const dayOfShare = async (shareId: string, dayId: string) => {
    const day = await deps.combineDays.findById(dayId);
    if (!day || day.shareId !== shareId) throw notFound();
    return day;
  };

  const previewCombineDay: TOperationHandler<typeof operations.previewCombineDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const planned = await schedule(body, candidates);
    const day = dayOf(
      body,
      planned,
      share,
      candidates,
      { by: 'employer', byId: access.clientUserId, byName: access.name },
      now(),
    );
    return c.json(toDay(day, combineName, candidates), 200);
  };

  /**
   * Plans and books a day (each segment held in its candidate's ledger), stores it and sends its invitations. A
   * store that fails releases what was held.
   */
  const store = async (
    plan: TCombineDayPlan,
    share: TCombineShareRecord,
    candidates: Map<string, TVisibleCandidate>,
    plannedBy: TCombineDayRecord['plannedBy'],
  ) => {
    const dayId = new Types.ObjectId();
    const at = now();
    const planned = await book(dayId.toString(), plan, candidates, at);
    const day = dayOf(plan, planned, share, candidates, plannedBy, at);
    let saved: TCombineDayRecord;
    try {
      saved = await deps.combineDays.insert(day, dayId);
    } catch (error) {
      await releaseSegments({ _id: dayId, segments: day.segments });
      throw error;
    }
    await publishCombineDayInvitations(deps, saved, candidates, { kind: 'planned' });
    return saved;
  };

  /** Releases the holds of a day's segments (declined ones hold nothing already). */
  const releaseSegments = (day: Pick<TCombineDayRecord, '_id' | 'segments'>) =>
    deps.bookings.release(
      day.segments.map((segment) => ({
        userId: segment.candidateUserId,
        holdId: holdIds.segment(day._id.toString(), segment.start),
      })),
    );

  const planCombineDay_: TOperationHandler<typeof operations.planCombineDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const saved = await store(body, share, candidates, {
      by: 'employer',
      byId: access.clientUserId,
      byName: access.name,
    });
    return c.json(toDay(saved, combineName, candidates), 201);
  };

  const listCombineDays: TOperationHandler<typeof operations.listCombineDays> = async (c, { params }) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const [days, candidates] = await Promise.all([
      deps.combineDays.ofShare(share._id.toString()),
      candidatesOf(share, company.view_type),
    ]);
    return c.json({ items: days.map((day) => toDay(day, combineName, candidates)) }, 200);
  };

  const getCombineDay: TOperationHandler<typeof operations.getCombineDay> = async (c, { params }) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const [day, candidates] = await Promise.all([
      dayOfShare(share._id.toString(), params.dayId),
      candidatesOf(share, company.view_type),
    ]);
    return c.json(toDay(day, combineName, candidates), 200);
  };

  /** Cancels a day and every invitation (the company's copy and each candidate's). */
  const cancelDay = async (day: TCombineDayRecord, candidates: Map<string, TVisibleCandidate>) => {
    if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
    const cancelled = await deps.combineDays.cancel(day._id.toString(), now());
    if (!cancelled) throw conflict(COMBINE_DAY_MESSAGES.cancelled);
    await releaseSegments(cancelled);
    await publishCombineDayInvitations(deps, cancelled, candidates, { kind: 'cancelled' });
    await publishSegments(cancelled, cancelled.segments.filter(isLive), 'cancelled');
    return cancelled;
  };

  const cancelCombineDay: TOperationHandler<typeof operations.cancelCombineDay> = async (c, { params }) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const [day, candidates] = await Promise.all([
      dayOfShare(share._id.toString(), params.dayId),
      candidatesOf(share, company.view_type),
    ]);
    return c.json(toDay(await cancelDay(day, candidates), combineName, candidates), 200);
  };

  /**
   * A late candidate (issue 47): one more candidate of the share placed into a free segment of a planned day that
   * is not over, booked through the ledger as a plan's are (a segment held by another candidate, or already begun,
   * is taken), then invited. Written only while the day is as read (another answer meanwhile: read again).
   */
  const addCombineDayCandidate: TOperationHandler<typeof operations.addCombineDayCandidate> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const candidate = candidates.get(body.onePagerId);
    if (!candidate) throw refused(COMBINE_DAY_MESSAGES.notInShare, 'onePagerId');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const day = await dayOfShare(share._id.toString(), params.dayId);
      if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
      const at = now();
      if (day.endsAt.getTime() <= at.getTime()) throw conflict(COMBINE_DAY_MESSAGES.past);
      if (day.segments.some((segment) => segment.onePagerId === body.onePagerId))
        throw conflict(COMBINE_DAY_MESSAGES.alreadyOnDay);
      const dayId = day._id.toString();
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
        onePagerIds: [body.onePagerId],
      };
      const planned = await book(dayId, afternoon, candidates, at, taken);
      const placed = planned.segments[0];
      if (!placed) {
        const reason = planned.unplaced[0]?.reason ?? 'full';
        throw conflict(COMBINE_DAY_UNPLACED_REASONS[reason]);
      }
      const segment: TSegmentRecord = {
        onePagerId: body.onePagerId,
        candidateUserId: candidate.record.candidateUserId,
        start: placed.start,
        end: placed.end,
        status: 'invited',
        sequence: 0,
        declineReason: null,
        updatedAt: at,
        bookedAt: at,
      };
      const saved = await deps.combineDays.replaceSegments(
        day,
        [...day.segments, segment].sort((a, b) => a.start.getTime() - b.start.getTime()),
        at,
        day.unplaced.filter((row) => row.onePagerId !== body.onePagerId),
      );
      if (!saved) {
        await deps.bookings.release([
          { userId: segment.candidateUserId, holdId: holdIds.segment(dayId, segment.start) },
        ]);
        continue;
      }
      await publishSegments(saved, [segment], 'invited');
      await publishCombineDayInvitations(deps, saved, candidates, {
        kind: 'added',
        onePagerId: body.onePagerId,
      });
      return c.json(toDay(saved, combineName, candidates), 201);
    }
    throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
  };

  /** `GET .../days/{dayId}/schedule.pdf`: the afternoon on one page, to print (issue 47). */
  const getCombineDaySchedulePdf: TOperationHandler<typeof operations.getCombineDaySchedulePdf> = async (
    c,
    { params },
  ) => {
    const { company, share, combineName } = await companyShare(c, params.shareId);
    const [day, candidates] = await Promise.all([
      dayOfShare(share._id.toString(), params.dayId),
      candidatesOf(share, company.view_type),
    ]);
    const live = new Map(day.segments.filter(isLive).map((segment) => [segment.onePagerId, segment]));
    const bytes = await renderSchedulePdf({
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
    });
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${combineDayScheduleFileName(day.date)}"`,
      'cache-control': 'private, no-store',
    });
  };

  // --- The debrief ---

  /** The day's candidates with a live segment and the company's evaluation of each, in the debrief's order. */
  const debriefOf = async (
    companyId: string,
    day: TCombineDayRecord,
    candidates: Map<string, TVisibleCandidate>,
  ) => {
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

  const toDebrief = (entries: Awaited<ReturnType<typeof debriefOf>>) => ({
    items: entries.map((entry) => ({
      onePagerId: entry.segment.onePagerId,
      displayName: entry.displayName,
      start: entry.segment.start.toISOString(),
      segmentStatus: entry.segment.status,
      decision: entry.decision,
      rating: entry.rating,
      privateNote: entry.evaluation?.privateNote ? { text: entry.evaluation.privateNote.text } : null,
    })),
  });

  const getCombineDayDebrief: TOperationHandler<typeof operations.getCombineDayDebrief> = async (
    c,
    { params },
  ) => {
    const { company, share } = await companyShare(c, params.shareId);
    const [day, candidates] = await Promise.all([
      dayOfShare(share._id.toString(), params.dayId),
      candidatesOf(share, company.view_type),
    ]);
    return c.json(toDebrief(await debriefOf(company.id, day, candidates)), 200);
  };

  /**
   * "Pass on the rest": a pass with one reason for each candidate of the day the company has not decided on, each
   * written only while still undecided (a decision made meanwhile stays), announced as any decision is (the
   * decisions due close on it).
   */
  const passUndecidedOfDay: TOperationHandler<typeof operations.passUndecidedOfDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const [day, candidates] = await Promise.all([
      dayOfShare(share._id.toString(), params.dayId),
      candidatesOf(share, company.view_type),
    ]);
    const at = now();
    const written = await Promise.all(
      undecided(await debriefOf(company.id, day, candidates)).map(async (entry) => {
        const candidate = candidates.get(entry.segment.onePagerId);
        if (!candidate) return [];
        const saved = await deps.clientEvaluations.saveEvaluation(
          {
            companyId: company.id,
            onePagerId: entry.segment.onePagerId,
            candidateUserId: entry.segment.candidateUserId,
          },
          {
            decision: 'pass',
            passReason: body.reason,
            rating: entry.rating,
            shareId: share._id.toString(),
            updatedAt: at,
            updatedBy: { id: access.clientUserId, name: access.name },
          },
          entry.evaluation,
        );
        if (!saved) return []; // Decided meanwhile: that decision stands.
        return [
          evaluationEvents({
            evaluation: { id: saved._id.toString(), updatedAt: saved.updatedAt },
            previousDecision: null,
            decision: 'pass',
            passReason: body.reason,
            rating: entry.rating,
            company,
            employerName: access.name,
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
    const after = toDebrief(await debriefOf(company.id, day, candidates));
    return c.json({ ...after, passed: passed.length }, 200);
  };

  // --- The admins' ---

  /** A share of the combine and its company (withdrawn, another combine's or a deleted company's: 404). */
  const adminShare = async (c: Context<TAppEnv>, combineId: string, shareId: string) => {
    const combine = await deps.talentCombines.findById(combineId);
    const share = await deps.combineShares.findShare(shareId);
    if (!combine || !share || share.combineId !== combineId || share.withdrawnAt !== null)
      throw shareNotFound();
    const company = await companyOf(c, share.companyId);
    if (!company) throw shareNotFound();
    return { combine, share, company };
  };

  const adminDay = (day: TCombineDay, record: Pick<TCombineDayRecord, 'companyId' | 'combineId'>) => ({
    ...day,
    companyId: record.companyId,
    combineId: record.combineId,
  });

  const previewCombineDayForCompany: TOperationHandler<
    typeof operations.previewCombineDayForCompany
  > = async (c, { params, body }) => {
    const { combine, share, company } = await adminShare(c, params.id, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const planned = await schedule(body, candidates);
    const day = dayOf(
      body,
      planned,
      share,
      candidates,
      { by: 'admin', byId: c.get('identity').userId ?? '', byName: null },
      now(),
    );
    return c.json(adminDay(toDay(day, combine.name, candidates), day), 200);
  };

  const planCombineDayForCompany: TOperationHandler<typeof operations.planCombineDayForCompany> = async (
    c,
    { params, body },
  ) => {
    const { combine, share, company } = await adminShare(c, params.id, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const byName = (await adminNameOf(deps.peers, c)) ?? TEAM_NAME;
    const saved = await store(body, share, candidates, {
      by: 'admin',
      byId: c.get('identity').userId ?? '',
      byName,
    });
    await deps.audit.record(c, {
      action: 'talent-combine.combine-day-planned',
      target: { type: 'talent-combine', id: combine._id.toString(), label: combine.name },
      changes: [
        { field: 'companyName', after: share.companyName },
        { field: 'date', after: `${saved.date} ${saved.from}-${saved.to} ${saved.timeZone}` },
        { field: 'segments', after: saved.segments.length },
      ],
    });
    return c.json(adminDay(toDay(saved, combine.name, candidates), saved), 201);
  };

  /** The candidates of a day's share as its company sees them (the admins read the company's view). */
  const candidatesOfDay = async (c: Context<TAppEnv>, day: TCombineDayRecord) => {
    const share = await deps.combineShares.findShare(day.shareId);
    const company = share ? await companyOf(c, share.companyId) : null;
    return share
      ? candidatesOf(share, company?.view_type ?? 'anonymized')
      : new Map<string, TVisibleCandidate>();
  };

  const listAdminCombineDays: TOperationHandler<typeof operations.listAdminCombineDays> = async (
    c,
    { query },
  ) => {
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(0);
    const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : new Date(8.64e15);
    const days = await deps.combineDays.between(from, to);
    // A month's calendar is a few commands, not a few per day or per share: the days' combines in one read, their
    // members (with profiles and accounts) in one aggregate, then each share and company read once; each share's
    // candidates are its combine's members as its company may see them (what `candidatesOf` reads one by one).
    const combineIds = [...new Set(days.map((day) => day.combineId))];
    const [combines, members] = await Promise.all([
      deps.talentCombines.listByIds(combineIds),
      membersWithCandidates(deps, { combineIds }, { content: false }),
    ]);
    const combineNames = new Map(combines.map((combine) => [String(combine._id), combine.name]));
    const membersOf = new Map<string, TMemberWithCandidate[]>();
    for (const member of members)
      for (const combineId of combineIdsOf(member.record))
        membersOf.set(combineId, [...(membersOf.get(combineId) ?? []), member]);
    const companyOfShare = readOnce((companyId) => companyOf(c, companyId));
    const candidatesOfShare = readOnce(async (shareId) => {
      const share = await deps.combineShares.findShare(shareId);
      if (!share) return new Map<string, TVisibleCandidate>();
      const company = await companyOfShare(share.companyId);
      const visible = viewsOf(deps, company?.view_type ?? 'anonymized', membersOf.get(share.combineId) ?? []);
      return new Map(visible.map((candidate) => [candidate.record._id.toString(), candidate]));
    });
    // Admins read each segment's name as the company does (confirmed: the candidate's name).
    const items = await Promise.all(
      days.map(async (day) =>
        adminDay(
          toDay(day, combineNames.get(day.combineId) ?? '', await candidatesOfShare(day.shareId)),
          day,
        ),
      ),
    );
    return c.json({ items }, 200);
  };

  const cancelAdminCombineDay: TOperationHandler<typeof operations.cancelAdminCombineDay> = async (
    c,
    { params },
  ) => {
    const day = await deps.combineDays.findById(params.id);
    if (!day) throw notFound();
    const candidates = await candidatesOfDay(c, day);
    const cancelled = await cancelDay(day, candidates);
    const combine = await deps.talentCombines.findById(day.combineId);
    await deps.audit.record(c, {
      action: 'talent-combine.combine-day-cancelled',
      target: { type: 'talent-combine', id: day.combineId, label: combine?.name ?? day.combineId },
      changes: [
        { field: 'companyName', after: day.companyName },
        { field: 'date', before: `${day.date} ${day.from}-${day.to} ${day.timeZone}`, after: 'cancelled' },
      ],
    });
    return c.json(adminDay(toDay(cancelled, combine?.name ?? '', candidates), cancelled), 200);
  };

  // --- The candidate's ---

  const toCandidateDay = (day: TCombineDayRecord, segment: TSegmentRecord): TCandidateCombineDay => ({
    id: day._id.toString(),
    companyName: day.companyName,
    segment: { start: segment.start.toISOString(), end: segment.end.toISOString() },
    // The link is theirs once they confirmed (issue 47), and no longer when the day is cancelled.
    meetingUrl: segment.status === 'confirmed' && day.status !== 'cancelled' ? day.meetingUrl : null,
    status: day.status === 'cancelled' ? 'cancelled' : segment.status,
  });

  const ownDay = async (c: Context<TAppEnv>, id: string) => {
    const userId = c.get('identity').userId;
    const day = await deps.combineDays.findById(id);
    const segment = day?.segments.find((row) => row.candidateUserId === userId);
    if (!day || !segment) throw notFound();
    return { day, segment };
  };

  const listCandidateCombineDays: TOperationHandler<typeof operations.listCandidateCombineDays> = async (
    c,
  ) => {
    const userId = c.get('identity').userId;
    if (!userId) throw new AppError('UNAUTHENTICATED');
    const days = await deps.combineDays.ofCandidate(userId);
    const items = days.flatMap((day) =>
      day.segments
        .filter((segment) => segment.candidateUserId === userId)
        .map((segment) => toCandidateDay(day, segment)),
    );
    return c.json({ items }, 200);
  };

  const freeOf = (day: TCombineDayRecord) =>
    freeSlots({ slots: day.slots, segments: day.segments.filter(isLive) }).filter(
      (slot) => slot.start.getTime() > now().getTime(),
    );

  const getCandidateCombineDay: TOperationHandler<typeof operations.getCandidateCombineDay> = async (
    c,
    { params },
  ) => {
    const { day, segment } = await ownDay(c, params.id);
    return c.json(
      {
        ...toCandidateDay(day, segment),
        timeZone: day.timeZone,
        freeSegments:
          day.status === 'planned'
            ? freeOf(day).map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() }))
            : [],
      },
      200,
    );
  };

  const answerCombineDay: TOperationHandler<typeof operations.answerCombineDay> = async (
    c,
    { params, body },
  ) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { day, segment } = await ownDay(c, params.id);
      if (day.status === 'cancelled') throw conflict(COMBINE_DAY_MESSAGES.cancelled);
      if (segment.end.getTime() <= now().getTime()) throw conflict(COMBINE_DAY_MESSAGES.past);
      if (segment.status === 'declined') throw conflict(COMBINE_DAY_MESSAGES.answered);
      const at = now();
      let changed: TSegmentRecord;
      if (body.action === 'confirm') {
        if (segment.status === 'confirmed') return c.json(toCandidateDay(day, segment), 200);
        // A higher SEQUENCE: the candidate's calendar updates the same event to CONFIRMED (issue 47).
        changed = { ...segment, status: 'confirmed', sequence: segment.sequence + 1, updatedAt: at };
      } else if (body.action === 'decline') {
        changed = {
          ...segment,
          status: 'declined',
          declineReason: body.reason || null,
          sequence: segment.sequence + 1,
          updatedAt: at,
        };
      } else {
        const start = new Date(body.start).getTime();
        const slot = day.slots.find((row) => row.start.getTime() === start);
        if (!slot) throw refused(COMBINE_DAY_MESSAGES.segmentNotFree, 'start');
        if (slot.start.getTime() === segment.start.getTime())
          return c.json(toCandidateDay(day, segment), 200);
        if (!freeOf(day).some((row) => row.start.getTime() === start))
          throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
        // The candidate chose this time themselves: moved is confirmed at it (issue 47: it went back to invited,
        // and its e-mail asked them again to confirm the time they had just picked).
        changed = {
          ...segment,
          status: 'confirmed',
          start: slot.start,
          end: slot.end,
          sequence: segment.sequence + 1,
          updatedAt: at,
          // Booked at its new time now: reminded again before it.
          bookedAt: at,
        };
      }
      // The ledger first: a confirmation keeps its hold (claimed again: a hold lost since is a 409), a move holds
      // its new time before it is written, and a decline releases its hold once written.
      const userId = segment.candidateUserId;
      const dayId = day._id.toString();
      const newHold = body.action === 'decline' ? null : segmentHold(dayId, changed, at);
      if (newHold && !(await deps.bookings.claim(userId, newHold)))
        throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
      const segments = day.segments.map((row) => (row.onePagerId === segment.onePagerId ? changed : row));
      const saved = await deps.combineDays.replaceSegments(day, segments, at);
      if (!saved) {
        // Changed meanwhile (another answer): the new time is not ours yet; read it again.
        if (body.action === 'move' && newHold) await deps.bookings.release([{ userId, holdId: newHold.id }]);
        continue;
      }
      if (body.action !== 'confirm')
        await deps.bookings.release([{ userId, holdId: holdIds.segment(dayId, segment.start) }]);
      await publishSegments(saved, [changed], changed.status);
      // Every answer updates both calendars; a confirmation sends the candidate the meeting link.
      const candidates = await candidatesOfDay(c, saved);
      await publishCombineDayInvitations(deps, saved, candidates, {
        kind: ({ confirm: 'confirmed', move: 'moved', decline: 'declined' } as const)[body.action],
        onePagerId: segment.onePagerId,
      });
      return c.json(toCandidateDay(saved, changed), 200);
    }
    throw conflict(COMBINE_DAY_MESSAGES.segmentTaken);
  };

  return {
    previewCombineDay,
    planCombineDay: planCombineDay_,
    listCombineDays,
    getCombineDay,
    cancelCombineDay,
    planCombineDayForCompany,
    previewCombineDayForCompany,
    listAdminCombineDays,
    cancelAdminCombineDay,
    listCandidateCombineDays,
    getCandidateCombineDay,
    answerCombineDay,
    getCombineDayDebrief,
    passUndecidedOfDay,
    addCombineDayCandidate,
    getCombineDaySchedulePdf,
  };
};
