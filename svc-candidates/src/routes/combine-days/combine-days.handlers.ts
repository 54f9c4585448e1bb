import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { COMBINE_DAY_MESSAGES } from '@gtm/contracts/combine-days';
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
import type {
  TClientViewDeps,
  TVisibleCandidate,
  TViewType,
} from '../../employer-read-model/client-views.ts';
import type { TCombineShareRecord } from '../../employer-read-model/combine-shares.model.ts';
import type { TEmployerPublishing } from '../../employer-read-model/employer-notices.ts';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import { TEAM_NAME } from '../combine-shares/combine-shares.handlers.ts';
import type { TTalentCombinesRepository } from '../talent-combines/talent-combines.repository.ts';
import { publishCombineDayInvitations, segmentName } from './combine-day-invitations.ts';
import type { TCombineDayRecord, TSegmentRecord } from './combine-days.model.ts';
import { isLive } from './combine-days.repository.ts';
import type { TCombineDaysRepository } from './combine-days.repository.ts';
import { freeSlots, planCombineDay } from './planner.ts';
import type { TTimeSpan } from './planner.ts';

/** What the combine day routes need. */
export type TCombineDaysDeps = TClientViewDeps &
  TEmployerPublishing & {
    combineDays: TCombineDaysRepository;
    talentCombines: Pick<TTalentCombinesRepository, 'findById'>;
    interviewRequests: Pick<TInterviewRequestsRepository, 'acceptedOfCandidates'>;
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

/** What an agreed interview holds: its time, from its start for its duration. */
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

const interviewSpan = (slot: { start: Date; durationMinutes: number }): TTimeSpan => ({
  start: slot.start,
  end: new Date(slot.start.getTime() + slot.durationMinutes * 60_000),
});

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

  /** The plan of the afternoon for these candidates, with their availability and what they are booked for. */
  const schedule = async (plan: TCombineDayPlan, candidates: Map<string, TVisibleCandidate>) => {
    const chosen = plan.onePagerIds.map((id) => {
      const candidate = candidates.get(id);
      if (!candidate) throw refused(COMBINE_DAY_MESSAGES.notInShare, 'onePagerIds');
      return candidate;
    });
    const userIds = [...new Set(chosen.map((candidate) => candidate.record.candidateUserId))];
    // The afternoon's bounds, generously (a day either side): what overlaps it is all that matters.
    const from = new Date(Date.parse(`${plan.date}T00:00:00Z`) - 86_400_000);
    const to = new Date(Date.parse(`${plan.date}T00:00:00Z`) + 2 * 86_400_000);
    const [availability, booked, requests] = await Promise.all([
      deps.availability.byUserIds(userIds),
      deps.combineDays.busyOf(userIds, from, to),
      deps.interviewRequests.acceptedOfCandidates(userIds),
    ]);
    const interviews = new Map<string, TTimeSpan[]>();
    for (const request of requests)
      if (request.acceptedSlot)
        interviews.set(request.candidateUserId, [
          ...(interviews.get(request.candidateUserId) ?? []),
          interviewSpan(request.acceptedSlot),
        ]);
    return planCombineDay({
      date: plan.date,
      from: plan.from,
      to: plan.to,
      timeZone: plan.timeZone,
      segmentMinutes: plan.segmentMinutes,
      breakMinutes: plan.breakMinutes,
      breakAfter: plan.breakAfter,
      candidates: chosen.map((candidate) => ({
        onePagerId: candidate.record._id.toString(),
        availability: availability.get(candidate.record.candidateUserId) ?? null,
        busy: [
          ...(booked.get(candidate.record.candidateUserId) ?? []),
          ...(interviews.get(candidate.record.candidateUserId) ?? []),
        ],
      })),
    });
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
  });

  /** The day a plan makes, before it is stored. */
  const dayOf = async (
    plan: TCombineDayPlan,
    share: TCombineShareRecord,
    candidates: Map<string, TVisibleCandidate>,
    plannedBy: TCombineDayRecord['plannedBy'],
  ): Promise<Omit<TCombineDayRecord, '_id'>> => {
    const planned = await schedule(plan, candidates);
    const at = now();
    const segments: TSegmentRecord[] = planned.segments.map((segment) => ({
      onePagerId: segment.onePagerId,
      candidateUserId: candidates.get(segment.onePagerId)!.record.candidateUserId,
      start: segment.start,
      end: segment.end,
      status: 'invited',
      sequence: 0,
      declineReason: null,
      updatedAt: at,
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
    const day = await dayOf(body, share, candidates, {
      by: 'employer',
      byId: access.clientUserId,
      byName: access.name,
    });
    return c.json(toDay(day, combineName, candidates), 200);
  };

  /** Stores a planned day and sends its invitations. */
  const store = async (day: Omit<TCombineDayRecord, '_id'>, candidates: Map<string, TVisibleCandidate>) => {
    const saved = await deps.combineDays.insert(day);
    await publishCombineDayInvitations(deps, saved, candidates, { kind: 'planned' });
    return saved;
  };

  const planCombineDay_: TOperationHandler<typeof operations.planCombineDay> = async (
    c,
    { params, body },
  ) => {
    const { company, share, combineName, access } = await companyShare(c, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const day = await dayOf(body, share, candidates, {
      by: 'employer',
      byId: access.clientUserId,
      byName: access.name,
    });
    const saved = await store(day, candidates);
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
    const day = await dayOf(body, share, candidates, {
      by: 'admin',
      byId: c.get('identity').userId ?? '',
      byName: null,
    });
    return c.json(adminDay(toDay(day, combine.name, candidates), day), 200);
  };

  const planCombineDayForCompany: TOperationHandler<typeof operations.planCombineDayForCompany> = async (
    c,
    { params, body },
  ) => {
    const { combine, share, company } = await adminShare(c, params.id, params.shareId);
    const candidates = await candidatesOf(share, company.view_type);
    const byName = (await adminNameOf(deps.peers, c)) ?? TEAM_NAME;
    const day = await dayOf(body, share, candidates, {
      by: 'admin',
      byId: c.get('identity').userId ?? '',
      byName,
    });
    const saved = await store(day, candidates);
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
    // Each combine, share and company is read once however many days name it, and all at once: a year's
    // calendar is a few reads per share, not a sequence of them per day.
    const combineName = readOnce(async (id) => (await deps.talentCombines.findById(id))?.name ?? '');
    const companyOfShare = readOnce((companyId) => companyOf(c, companyId));
    const candidatesOfShare = readOnce(async (shareId) => {
      const share = await deps.combineShares.findShare(shareId);
      if (!share) return new Map<string, TVisibleCandidate>();
      const company = await companyOfShare(share.companyId);
      return candidatesOf(share, company?.view_type ?? 'anonymized');
    });
    // Admins read each segment's name as the company does (confirmed: the candidate's name).
    const items = await Promise.all(
      days.map(async (day) => {
        const [name, candidates] = await Promise.all([
          combineName(day.combineId),
          candidatesOfShare(day.shareId),
        ]);
        return adminDay(toDay(day, name, candidates), day);
      }),
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
    // The link is theirs once they are invited; the company may change nothing of it afterwards.
    meetingUrl: day.meetingUrl,
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
        changed = { ...segment, status: 'confirmed', updatedAt: at };
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
        changed = {
          ...segment,
          start: slot.start,
          end: slot.end,
          sequence: segment.sequence + 1,
          updatedAt: at,
        };
      }
      const segments = day.segments.map((row) => (row.onePagerId === segment.onePagerId ? changed : row));
      const saved = await deps.combineDays.replaceSegments(day, segments, at);
      if (!saved) continue; // Changed meanwhile (another answer): read it again.
      await publishSegments(saved, [changed], changed.status);
      if (body.action !== 'confirm') {
        const candidates = await candidatesOfDay(c, saved);
        await publishCombineDayInvitations(deps, saved, candidates, {
          kind: body.action === 'move' ? 'moved' : 'declined',
          onePagerId: segment.onePagerId,
        });
      }
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
  };
};
