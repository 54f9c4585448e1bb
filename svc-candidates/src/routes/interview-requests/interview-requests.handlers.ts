import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { INTERVIEW_ANSWERS, interviewIcsFileName } from '@gtm/contracts/interview-requests';
import type * as operations from '@gtm/contracts/operations/interview-requests';
import { AppError } from '@gtm/service-kit/app-error';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { interviewCalendar } from '@gtm/service-kit/icalendar';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { employerAccessOf } from '../../employer-read-model/client-access.ts';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import {
  revealedTo,
  sharedCandidateWith,
  toInterviewRequest,
} from '../../employer-read-model/client-views.ts';
import type { TCurrentState, TSharedCandidateDeps } from '../../employer-read-model/client-views.ts';
import type {
  TInterviewRequestRecord,
  TInterviewTimeRecord,
} from '../../employer-read-model/interview-requests.model.ts';
import {
  publishAnswered,
  publishInvitation,
  publishUpdated,
} from '../../employer-read-model/interview-notices.ts';
import type { TInterviewPublishing, TInvitee } from '../../employer-read-model/interview-notices.ts';
import {
  hasPassed,
  statusOf,
  toCandidateInterviewRequest,
} from '../../employer-read-model/interview-state.ts';
import { requestLookup } from '../../employer-read-model/interview-requests.repository.ts';
import { holdIds, interviewHold } from '../../hiring/booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../../hiring/booking-ledger/booking-ledger.ts';

/** What the interview answers need (all in the employer portal's deps already). */
export type TInterviewRequestsDeps = TSharedCandidateDeps &
  TInterviewPublishing & {
    peers: TPeerServices;
    redis?: Pick<Redis, 'get'>;
    /** Where every booking is claimed: an agreed time holds the candidate. */
    bookings: TBookingLedger;
    /** The clock slots are checked against. */
    now?: () => Date;
  };

const DAY_MS = 24 * 3600 * 1000;

const notFound = () => new AppError('NOT_FOUND', { userMessage: INTERVIEW_ANSWERS.requestNotFound });
const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });

/** Why a request in this state cannot be answered or changed (409). */
const closedBecause = (record: TInterviewRequestRecord, now: Date): string | null => {
  const status = statusOf(record);
  if (status === 'cancelled') return INTERVIEW_ANSWERS.cancelled;
  if (status === 'declined') return INTERVIEW_ANSWERS.declined;
  if (hasPassed(record, now)) return INTERVIEW_ANSWERS.expired;
  return null;
};

/** Slots as a request takes them: in the future, within 180 days (400 otherwise), earliest first. */
const checkedSlots = (slots: readonly { start: string; durationMinutes: number }[], now: Date) => {
  const latest = now.getTime() + EMPLOYER_LIMITS.slotDaysAhead * DAY_MS;
  const times = slots.map((slot) => ({ start: new Date(slot.start), durationMinutes: slot.durationMinutes }));
  if (times.some((slot) => slot.start.getTime() <= now.getTime()))
    throw invalid('slots', EMPLOYER_ANSWERS.slotInPast);
  if (times.some((slot) => slot.start.getTime() > latest))
    throw invalid('slots', EMPLOYER_ANSWERS.slotTooFar);
  return times.sort((a, b) => a.start.getTime() - b.start.getTime());
};

/** The .ics download of an agreed interview (METHOD:PUBLISH: an event to add, not an invitation to answer). */
const icsAnswer = (c: Context<TAppEnv>, record: TInterviewRequestRecord, summary: string, now: Date) => {
  if (statusOf(record) !== 'accepted' || !record.acceptedSlot) throw conflict(INTERVIEW_ANSWERS.noInvitation);
  const text = interviewCalendar({
    method: 'PUBLISH',
    requestId: record._id.toString(),
    sequence: record.sequence ?? 0,
    start: record.acceptedSlot.start,
    durationMinutes: record.acceptedSlot.durationMinutes,
    summary,
    stamp: record.updatedAt ?? now,
  });
  return c.body(text, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${interviewIcsFileName}"`,
    'cache-control': 'private, no-store',
  });
};

/**
 * The candidate's answers and the company's changes of interview requests (issue 25). The candidate reaches only
 * their own requests, the company only its own through a live share of the candidate: anything else is 404.
 * Each change is one conditional update (a concurrent answer loses with 409), then its event and, when a time is
 * agreed, moved or cancelled, the calendar invitation.
 */
export const interviewRequestsHandlers = (deps: TInterviewRequestsDeps) => {
  const now = deps.now ?? (() => new Date());

  /** The candidate as the invitation names them (null: no account e-mail to send it to). */
  const inviteeOf = async (candidateUserId: string): Promise<TInvitee | null> => {
    const [profiles, accounts] = await Promise.all([
      deps.profiles.byUserIds([candidateUserId]),
      deps.accounts.contactsOf([candidateUserId]),
    ]);
    const profile = profiles.get(candidateUserId);
    const account = accounts.get(candidateUserId);
    if (!account?.email) return null;
    return {
      name: profile?.name || account.name || 'The candidate',
      email: account.email,
      shareContact: Boolean(profile?.privacy?.showContact),
    };
  };

  /** Sends the invitation of an agreed time: the first, or a revision of one sent (SEQUENCE + 1). */
  const inviteAgreed = async (record: TInterviewRequestRecord, slot: TInterviewTimeRecord, at: Date) => {
    const candidate = await inviteeOf(record.candidateUserId);
    if (!candidate) return;
    const sequence = record.sequence ?? 0;
    await publishInvitation(deps, record, {
      template: sequence === 0 ? 'interview-confirmed' : 'interview-rescheduled',
      sequence,
      slot,
      candidate,
      at,
    });
  };

  /** The sequence an agreed time's invitation carries: 0 first, then one more than the last one sent. */
  const nextSequence = (record: TInterviewRequestRecord) =>
    record.sequence === null || record.sequence === undefined ? 0 : record.sequence + 1;

  /**
   * Claims an agreed time in the candidate's ledger before it is written (409 when they are booked then: another
   * interview, a combine day segment, a hire); `write` answers the request after, or null, which releases it.
   */
  const agreeOn = async (
    record: TInterviewRequestRecord,
    slot: TInterviewTimeRecord,
    at: Date,
    write: () => Promise<TInterviewRequestRecord | null>,
  ) => {
    const hold = interviewHold(record._id.toString(), slot, at);
    if (!(await deps.bookings.claim(record.candidateUserId, hold)))
      throw conflict(INTERVIEW_ANSWERS.timeBooked);
    const changed = await write();
    if (!changed) await deps.bookings.release([{ userId: record.candidateUserId, holdId: hold.id }]);
    return changed;
  };

  /** Releases an agreed time the request no longer holds (rescheduled, cancelled). */
  const releaseAgreed = (record: TInterviewRequestRecord) =>
    deps.bookings.release([
      { userId: record.candidateUserId, holdId: holdIds.interview(record._id.toString()) },
    ]);

  /** A change that lost to a concurrent one: the 409 of the state it found. */
  const lost = async (id: string) => {
    const current = await deps.interviewRequests.findRequest(id);
    const status = current ? statusOf(current) : null;
    if (status === 'accepted') return conflict(INTERVIEW_ANSWERS.accepted);
    if (status === 'declined') return conflict(INTERVIEW_ANSWERS.declined);
    if (status === 'cancelled') return conflict(INTERVIEW_ANSWERS.cancelled);
    return conflict(INTERVIEW_ANSWERS.notProposed);
  };

  // --- The candidate ---

  const ownRequest = async (c: Context<TAppEnv>, id: string) => {
    const userId = c.get('identity').userId;
    const record = await deps.interviewRequests.findRequest(id);
    // Another candidate's request reads as none.
    if (!record || !userId || record.candidateUserId !== userId) throw notFound();
    return record;
  };

  const list: TOperationHandler<typeof operations.listCandidateInterviewRequests> = async (c) => {
    const userId = c.get('identity').userId!;
    const records = await deps.interviewRequests.requestsOfCandidate(userId);
    return c.json({ items: records.map(toCandidateInterviewRequest) }, 200);
  };

  const answer: TOperationHandler<typeof operations.answerInterviewRequest> = async (c, { params, body }) => {
    const record = await ownRequest(c, params.id);
    const at = now();
    const closed = closedBecause(record, at);
    if (closed) throw conflict(closed);
    if (statusOf(record) === 'accepted') throw conflict(INTERVIEW_ANSWERS.accepted);
    const from: TInterviewStatus[] = ['pending', 'proposed'];
    let changed: TInterviewRequestRecord | null;
    if (body.action === 'accept') {
      const slot = record.slots[body.slotIndex];
      if (!slot) throw invalid('slotIndex', INTERVIEW_ANSWERS.slotIndexInvalid);
      if (slot.start.getTime() <= at.getTime()) throw conflict(INTERVIEW_ANSWERS.slotPassed);
      changed = await agreeOn(record, slot, at, () =>
        deps.interviewRequests.changeRequest(
          params.id,
          from,
          {
            status: 'accepted',
            acceptedSlot: slot,
            answer: { action: 'accept', reason: null, slots: [], note: '', at },
            sequence: nextSequence(record),
            updatedAt: at,
          },
          { at, by: 'candidate', action: 'accept', slots: [slot], note: '' },
        ),
      );
    } else if (body.action === 'decline') {
      changed = await deps.interviewRequests.changeRequest(
        params.id,
        from,
        {
          status: 'declined',
          answer: { action: 'decline', reason: body.reason, slots: [], note: '', at },
          updatedAt: at,
        },
        { at, by: 'candidate', action: 'decline', slots: [], note: body.reason },
      );
    } else {
      const slots = checkedSlots(body.slots, at);
      changed = await deps.interviewRequests.changeRequest(
        params.id,
        from,
        {
          status: 'proposed',
          answer: { action: 'propose', reason: null, slots, note: body.note, at },
          updatedAt: at,
        },
        { at, by: 'candidate', action: 'propose', slots, note: body.note },
      );
    }
    if (!changed) throw await lost(params.id);
    await publishAnswered(deps, changed, body.action, at);
    if (body.action === 'accept') await inviteAgreed(changed, changed.acceptedSlot!, at);
    return c.json(toCandidateInterviewRequest(changed), 200);
  };

  const candidateIcs: TOperationHandler<typeof operations.getCandidateInterviewIcs> = async (
    c,
    { params },
  ) => {
    const record = await ownRequest(c, params.id);
    return icsAnswer(c, record, `Interview with ${record.companyName}`, now());
  };

  // --- The requesting company ---

  /** The request, through a live share of the caller's company that holds the candidate (404 otherwise). */
  const companyRequest = async (
    c: Context<TAppEnv>,
    params: { shareId: string; onePagerId: string; requestId: string },
  ) => {
    const access = await employerAccessOf(deps, c);
    const company = access.company;
    if (!company) throw new AppError('NOT_FOUND', { userMessage: EMPLOYER_ANSWERS.shareNotFound });
    // The share and the candidate as the portal's candidate routes check them (kept as they keep it), with the
    // request: one command when the check is not kept (the request joined to it), the request alone when it is.
    const request: TCurrentState<TInterviewRequestRecord | null> = {
      stages: () => requestLookup(params.requestId, '_request'),
      joined: (document) => (document._request as TInterviewRequestRecord[])[0] ?? null,
      alone: () => deps.interviewRequests.findRequest(params.requestId),
    };
    const { candidate, state: record } = await sharedCandidateWith(
      deps,
      company,
      params.shareId,
      params.onePagerId,
      request,
    );
    if (!record || record.companyId !== company.id || record.onePagerId !== params.onePagerId)
      throw notFound();
    return { record, candidate, company };
  };

  const confirm: TOperationHandler<typeof operations.confirmInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const at = now();
    const closed = closedBecause(record, at);
    if (closed) throw conflict(closed);
    if (statusOf(record) !== 'proposed' || record.answer?.action !== 'propose')
      throw conflict(
        statusOf(record) === 'accepted' ? INTERVIEW_ANSWERS.accepted : INTERVIEW_ANSWERS.notProposed,
      );
    const slot = record.answer.slots[body.slotIndex];
    if (!slot) throw invalid('slotIndex', INTERVIEW_ANSWERS.slotIndexInvalid);
    if (slot.start.getTime() <= at.getTime()) throw conflict(INTERVIEW_ANSWERS.slotPassed);
    const changed = await agreeOn(record, slot, at, () =>
      deps.interviewRequests.changeRequest(
        params.requestId,
        ['proposed'],
        { status: 'accepted', acceptedSlot: slot, sequence: nextSequence(record), updatedAt: at },
        { at, by: 'employer', action: 'confirm', slots: [slot], note: '' },
      ),
    );
    if (!changed) throw await lost(params.requestId);
    await publishUpdated(deps, changed, 'confirm', at);
    await inviteAgreed(changed, slot, at);
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const reschedule: TOperationHandler<typeof operations.rescheduleInterviewRequest> = async (
    c,
    { params, body },
  ) => {
    const { record, candidate } = await companyRequest(c, params);
    const at = now();
    const status = statusOf(record);
    if (status === 'cancelled') throw conflict(INTERVIEW_ANSWERS.cancelled);
    if (status === 'declined') throw conflict(INTERVIEW_ANSWERS.declined);
    const slots = checkedSlots(body.slots, at);
    // An agreed time being moved: both calendars drop it at once (the same UID, METHOD:CANCEL, SEQUENCE + 1),
    // rather than keep a meeting that no longer holds until the candidate picks a new time. A tentative REQUEST
    // cannot say "one of these times"; the new time's invitation follows (SEQUENCE + 1 again) once agreed.
    const agreed = status === 'accepted' && record.acceptedSlot ? record.acceptedSlot : null;
    const invited = record.sequence !== null && record.sequence !== undefined;
    const sequence = agreed && invited ? record.sequence! + 1 : null;
    // New times for the candidate to choose from.
    const changed = await deps.interviewRequests.changeRequest(
      params.requestId,
      ['pending', 'proposed', 'accepted'],
      {
        status: 'pending',
        slots,
        note: body.note,
        acceptedSlot: null,
        updatedAt: at,
        ...(sequence === null ? {} : { sequence }),
      },
      { at, by: 'employer', action: 'reschedule', slots, note: body.note },
    );
    if (!changed) throw await lost(params.requestId);
    if (agreed) await releaseAgreed(record);
    await publishUpdated(deps, changed, 'reschedule', at);
    if (agreed && sequence !== null) {
      const invitee = await inviteeOf(record.candidateUserId);
      if (invitee)
        await publishInvitation(deps, changed, {
          template: 'interview-cancelled',
          sequence,
          slot: agreed,
          candidate: invitee,
          reason: INTERVIEW_ANSWERS.rescheduledReason,
          at,
        });
    }
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const cancel: TOperationHandler<typeof operations.cancelInterviewRequest> = async (c, { params, body }) => {
    const { record, candidate } = await companyRequest(c, params);
    const at = now();
    const status = statusOf(record);
    if (status === 'cancelled') throw conflict(INTERVIEW_ANSWERS.cancelled);
    if (status === 'declined') throw conflict(INTERVIEW_ANSWERS.declined);
    const invited = record.sequence !== null && record.sequence !== undefined;
    const sequence = invited ? record.sequence! + 1 : null;
    const changed = await deps.interviewRequests.changeRequest(
      params.requestId,
      ['pending', 'proposed', 'accepted'],
      { status: 'cancelled', updatedAt: at, ...(sequence === null ? {} : { sequence }) },
      { at, by: 'employer', action: 'cancel', slots: [], note: body.reason },
    );
    if (!changed) throw await lost(params.requestId);
    // An agreed time held the candidate: it is free again (nothing else held anything).
    if (status === 'accepted') await releaseAgreed(record);
    await publishUpdated(deps, changed, 'cancel', at);
    // An invitation went out: it is cancelled (the same UID, METHOD:CANCEL, a higher SEQUENCE).
    const lastSlot =
      record.acceptedSlot ??
      [...(record.history ?? [])]
        .reverse()
        .find((entry) => entry.action === 'accept' || entry.action === 'confirm')?.slots[0];
    if (sequence !== null && lastSlot) {
      const invitee = await inviteeOf(record.candidateUserId);
      if (invitee) {
        await publishInvitation(deps, changed, {
          template: 'interview-cancelled',
          sequence,
          slot: lastSlot,
          candidate: invitee,
          ...(body.reason ? { reason: body.reason } : {}),
          at,
        });
      }
    }
    return c.json(toInterviewRequest(changed, candidate.view.scrub, revealedTo(changed, candidate)), 200);
  };

  const employerIcs: TOperationHandler<typeof operations.getEmployerInterviewIcs> = async (c, { params }) => {
    const { record, candidate } = await companyRequest(c, params);
    const met = revealedTo(record, candidate);
    return icsAnswer(c, record, `Interview with ${met?.name ?? candidate.view.displayName}`, now());
  };

  return { list, answer, candidateIcs, confirm, reschedule, cancel, employerIcs };
};
