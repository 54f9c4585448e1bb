import type { Redis } from 'ioredis';
import type { TParsedRequest } from '@gtm/contracts/operation';
import { EMPLOYER_ANSWERS, EMPLOYER_LIMITS } from '@gtm/contracts/employer';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import type * as operations from '@gtm/contracts/operations/interview-requests';
import { OUTCOME_ANSWERS } from '@gtm/contracts/outcomes';
import {
  canChangeInterview,
  FIRST_INTERVIEW_STATUS,
  holdsInterviewTime,
  INTERVIEW_TRANSITIONS,
} from '@gtm/hiring/interview-lifecycle';
import type { TInterviewChange, TInterviewStatus } from '@gtm/hiring/interview-lifecycle';
import { AppError } from '@gtm/service-kit/app-error';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TPeerServices } from '../../employer-read-model/client-access.ts';
import type { TSharedCandidateDeps, TVisibleCandidate } from '../../employer-read-model/client-views.ts';
import type { TCombineShareRecord } from '../../employer-read-model/combine-shares.model.ts';
import { slotsText } from '../../employer-read-model/employer-notices.ts';
import {
  publishAnswered,
  publishInvitation,
  publishUpdated,
  requestedMessage,
} from '../../employer-read-model/interview-notices.ts';
import type { TInterviewPublishing, TInvitee } from '../../employer-read-model/interview-notices.ts';
import type {
  TInterviewRequestRecord,
  TInterviewTimeRecord,
} from '../../employer-read-model/interview-requests.model.ts';
import { hasPassed, isOpen, statusOf } from '../../employer-read-model/interview-state.ts';
import type { TOutcomesRepository } from '../../employer-read-model/outcomes.repository.ts';
import type { TTalentCombineRow } from '../../routes/talent-combines/talent-combines.repository.ts';
import { holdIds, interviewHold } from '../booking-ledger/booking-ledger.ts';
import type { TBookingLedger } from '../booking-ledger/booking-ledger.ts';

/** What the interview requests' service (and so its routes) needs: all in the app's deps already. */
export type TInterviewRequestsDeps = TSharedCandidateDeps &
  TInterviewPublishing & {
    peers: TPeerServices;
    redis?: Pick<Redis, 'get'>;
    /** Where every booking is claimed: an agreed time holds the candidate. */
    bookings: TBookingLedger;
    /** The candidate's confirmed hires: a placed candidate receives no new interview request of another company. */
    outcomes: Pick<TOutcomesRepository, 'hiresOf'>;
    /** The clock slots are checked against. */
    now?: () => Date;
  };

/** The candidate's answer to a request, as its operation parsed it. */
type TAnswer = TParsedRequest<typeof operations.answerInterviewRequest>['body'];

/** Slots as a request and its changes receive them. */
type TSlotsInput = readonly { start: string; durationMinutes: number }[];

/**
 * A company's new request of a candidate of its live share, with what its check of the candidate read: the
 * company's requests of the candidate and the candidate's confirmed hires (see the company's handlers).
 */
export type TNewRequest = {
  company: { id: string; name: string };
  requestedBy: { id: string; name: string };
  share: TCombineShareRecord;
  combine: TTalentCombineRow;
  onePagerId: string;
  candidate: TVisibleCandidate;
  requests: readonly TInterviewRequestRecord[];
  hires: readonly { companyId: string }[];
  slots: TSlotsInput;
  note: string;
};

const DAY_MS = 24 * 3600 * 1000;

/** The 404 of a request its caller may not reach (another candidate's, another company's): none. */
export const requestNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: INTERVIEW_ANSWERS.requestNotFound });
export const conflict = (message: string) => new AppError('CONFLICT', { userMessage: message });
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', { userMessage: message, issues: [{ path, message }] });

/** The 409 of a change the request's status does not take (the core's table), in the words of that status. */
const refusedIn = (status: TInterviewStatus | null) => {
  if (status === 'accepted') return conflict(INTERVIEW_ANSWERS.accepted);
  if (status === 'declined') return conflict(INTERVIEW_ANSWERS.declined);
  if (status === 'cancelled') return conflict(INTERVIEW_ANSWERS.cancelled);
  return conflict(INTERVIEW_ANSWERS.notProposed);
};

/** Refuses (409) a change the request's status does not take, by the core's lifecycle. */
const mayChange = (record: TInterviewRequestRecord, change: TInterviewChange) => {
  const status = statusOf(record);
  if (!canChangeInterview(status, change)) throw refusedIn(status);
};

/** Why a request in this state cannot be answered or changed (409). */
const closedBecause = (record: TInterviewRequestRecord, now: Date): string | null => {
  const status = statusOf(record);
  if (status === 'cancelled') return INTERVIEW_ANSWERS.cancelled;
  if (status === 'declined') return INTERVIEW_ANSWERS.declined;
  if (hasPassed(record, now)) return INTERVIEW_ANSWERS.expired;
  return null;
};

/** Slots as a request takes them: in the future, within 180 days (400 otherwise), earliest first. */
const checkedSlots = (slots: TSlotsInput, now: Date) => {
  const latest = now.getTime() + EMPLOYER_LIMITS.slotDaysAhead * DAY_MS;
  const times = slots.map((slot) => ({ start: new Date(slot.start), durationMinutes: slot.durationMinutes }));
  if (times.some((slot) => slot.start.getTime() <= now.getTime()))
    throw invalid('slots', EMPLOYER_ANSWERS.slotInPast);
  if (times.some((slot) => slot.start.getTime() > latest))
    throw invalid('slots', EMPLOYER_ANSWERS.slotTooFar);
  return times.sort((a, b) => a.start.getTime() - b.start.getTime());
};

/**
 * A company has one open request per candidate: a second one while one is open is refused (409) with a message
 * saying so. Checked against the company's requests of the one-pager (as the caller read them, with its check of
 * the candidate) before a new one is stored; the unique open key refuses a second one however requests race.
 */
const refuseSecondOpen = (requests: readonly TInterviewRequestRecord[], now: Date) => {
  if (requests.some((record) => isOpen(record, now))) throw conflict(INTERVIEW_ANSWERS.oneOpen);
};

/** The state a new request starts in: pending, no answer, no invitation yet, its first history entry. */
const newRequestState = (slots: TInterviewTimeRecord[], note: string, at: Date) => ({
  status: FIRST_INTERVIEW_STATUS,
  acceptedSlot: null,
  answer: null,
  sequence: null,
  history: [{ at, by: 'employer' as const, action: 'request' as const, slots, note }],
  updatedAt: at,
});

/** The sequence an agreed time's invitation carries: 0 first, then one more than the last one sent. */
const nextSequence = (record: TInterviewRequestRecord) =>
  record.sequence === null || record.sequence === undefined ? 0 : record.sequence + 1;

/**
 * Interview requests (issues 25 and 34): a company's request of a shared candidate, the candidate's answers and
 * the company's changes. Each change is decided here and written once (one conditional update: a concurrent
 * answer loses with 409), then its event and, when a time is agreed, moved or cancelled, the calendar invitation.
 * An agreed time is claimed in the candidate's booking ledger before it is written, and released when it goes.
 * The handlers check who may reach a request; this service takes the request they found.
 */
export const createInterviewRequestsService = (deps: TInterviewRequestsDeps) => {
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
    return refusedIn(current ? statusOf(current) : null);
  };

  /**
   * The hiring loop's `interview.requested`, the admins' notice, and the candidate's e-mail when their
   * `interviews` notifications are on: one outbox row, stored with one write.
   */
  const notifyRequested = async (request: TNewRequest, record: TInterviewRequestRecord) => {
    const { company, requestedBy, share, combine, candidate } = request;
    const id = record._id.toString();
    const slots = slotsText(record.slots);
    const messages = [
      requestedMessage(record),
      outboxMessage.adminNotice({
        noticeId: `interview-requested.${id}`,
        template: 'interview-requested',
        // Display values: the admins may see the candidate's name.
        params: {
          companyName: company.name,
          employerName: requestedBy.name,
          combineName: combine.name,
          candidateName: candidate.record.candidateName,
          combineId: share.combineId,
          shareId: share._id.toString(),
          onePagerId: candidate.record._id.toString(),
          slots,
          note: record.note,
        },
      }),
    ];
    const { profile, account } = candidate;
    if (profile.notifications?.interviews && account?.email) {
      messages.push(
        outboxMessage.email(
          {
            template: 'candidate-interview-request',
            to: account.email,
            ref: `interview-request:${id}`,
            params: {
              name: profile.name ?? account.name,
              companyName: company.name,
              slots,
              note: record.note,
            },
          },
          `candidate-interview-request.${id}`,
        ),
      );
    }
    await deps.outbox.publish(messages);
  };

  return {
    /** The clock the service checks times against (the handlers' .ics stamps too). */
    now,

    /** A request by id (null: none). */
    find: (id: string) => deps.interviewRequests.findRequest(id),

    /** The candidate's requests, newest first. */
    ofCandidate: (candidateUserId: string) => deps.interviewRequests.requestsOfCandidate(candidateUserId),

    /**
     * A company asks to interview a candidate at one of its times: refused for a candidate placed with another
     * company (409), times in the past or too far ahead (400), a second open request (409); stored, then told.
     */
    async request(request: TNewRequest): Promise<TInterviewRequestRecord> {
      // Placed with another company (a confirmed hire): the candidate is no longer available.
      if (request.hires.some((hire) => hire.companyId !== request.company.id))
        throw conflict(OUTCOME_ANSWERS.placedElsewhere);
      const at = now();
      const slots = checkedSlots(request.slots, at);
      refuseSecondOpen(request.requests, at);
      const record = await deps.interviewRequests.addRequest({
        companyId: request.company.id,
        companyName: request.company.name,
        shareId: request.share._id.toString(),
        combineId: request.share.combineId,
        onePagerId: request.onePagerId,
        candidateUserId: request.candidate.record.candidateUserId,
        slots,
        note: request.note,
        requestedBy: request.requestedBy,
        createdAt: at,
        ...newRequestState(slots, request.note, at),
      });
      await notifyRequested(request, record);
      return record;
    },

    /** The candidate accepts one of the company's times, declines, or proposes other times. */
    async answer(record: TInterviewRequestRecord, body: TAnswer): Promise<TInterviewRequestRecord> {
      const id = record._id.toString();
      const at = now();
      const closed = closedBecause(record, at);
      if (closed) throw conflict(closed);
      mayChange(record, body.action);
      const { from, to } = INTERVIEW_TRANSITIONS[body.action];
      let changed: TInterviewRequestRecord | null;
      if (body.action === 'accept') {
        const slot = record.slots[body.slotIndex];
        if (!slot) throw invalid('slotIndex', INTERVIEW_ANSWERS.slotIndexInvalid);
        if (slot.start.getTime() <= at.getTime()) throw conflict(INTERVIEW_ANSWERS.slotPassed);
        changed = await agreeOn(record, slot, at, () =>
          deps.interviewRequests.changeRequest(
            id,
            from,
            {
              status: to,
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
          id,
          from,
          {
            status: to,
            answer: { action: 'decline', reason: body.reason, slots: [], note: '', at },
            updatedAt: at,
          },
          { at, by: 'candidate', action: 'decline', slots: [], note: body.reason },
        );
      } else {
        const slots = checkedSlots(body.slots, at);
        changed = await deps.interviewRequests.changeRequest(
          id,
          from,
          {
            status: to,
            answer: { action: 'propose', reason: null, slots, note: body.note, at },
            updatedAt: at,
          },
          { at, by: 'candidate', action: 'propose', slots, note: body.note },
        );
      }
      if (!changed) throw await lost(id);
      await publishAnswered(deps, changed, body.action, at);
      if (body.action === 'accept') await inviteAgreed(changed, changed.acceptedSlot!, at);
      return changed;
    },

    /** The company takes one of the times the candidate proposed. */
    async confirm(record: TInterviewRequestRecord, slotIndex: number): Promise<TInterviewRequestRecord> {
      const id = record._id.toString();
      const at = now();
      const closed = closedBecause(record, at);
      if (closed) throw conflict(closed);
      mayChange(record, 'confirm');
      if (record.answer?.action !== 'propose') throw refusedIn(null);
      const slot = record.answer.slots[slotIndex];
      if (!slot) throw invalid('slotIndex', INTERVIEW_ANSWERS.slotIndexInvalid);
      if (slot.start.getTime() <= at.getTime()) throw conflict(INTERVIEW_ANSWERS.slotPassed);
      const changed = await agreeOn(record, slot, at, () =>
        deps.interviewRequests.changeRequest(
          id,
          INTERVIEW_TRANSITIONS.confirm.from,
          {
            status: INTERVIEW_TRANSITIONS.confirm.to,
            acceptedSlot: slot,
            sequence: nextSequence(record),
            updatedAt: at,
          },
          { at, by: 'employer', action: 'confirm', slots: [slot], note: '' },
        ),
      );
      if (!changed) throw await lost(id);
      await publishUpdated(deps, changed, 'confirm', at);
      await inviteAgreed(changed, slot, at);
      return changed;
    },

    /** The company offers new times: the candidate chooses again (an agreed time is released and cancelled). */
    async reschedule(
      record: TInterviewRequestRecord,
      change: { slots: TSlotsInput; note: string },
    ): Promise<TInterviewRequestRecord> {
      const id = record._id.toString();
      const at = now();
      const status = statusOf(record);
      mayChange(record, 'reschedule');
      const slots = checkedSlots(change.slots, at);
      // An agreed time being moved: both calendars drop it at once (the same UID, METHOD:CANCEL, SEQUENCE + 1),
      // rather than keep a meeting that no longer holds until the candidate picks a new time. A tentative REQUEST
      // cannot say "one of these times"; the new time's invitation follows (SEQUENCE + 1 again) once agreed.
      const agreed = holdsInterviewTime(status) && record.acceptedSlot ? record.acceptedSlot : null;
      const invited = record.sequence !== null && record.sequence !== undefined;
      const sequence = agreed && invited ? record.sequence! + 1 : null;
      // New times for the candidate to choose from.
      const changed = await deps.interviewRequests.changeRequest(
        id,
        INTERVIEW_TRANSITIONS.reschedule.from,
        {
          status: INTERVIEW_TRANSITIONS.reschedule.to,
          slots,
          note: change.note,
          acceptedSlot: null,
          updatedAt: at,
          ...(sequence === null ? {} : { sequence }),
        },
        { at, by: 'employer', action: 'reschedule', slots, note: change.note },
      );
      if (!changed) throw await lost(id);
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
      return changed;
    },

    /** The company cancels the request (an invitation sent is cancelled too, with its reason if given). */
    async cancel(record: TInterviewRequestRecord, reason: string): Promise<TInterviewRequestRecord> {
      const id = record._id.toString();
      const at = now();
      const status = statusOf(record);
      mayChange(record, 'cancel');
      const invited = record.sequence !== null && record.sequence !== undefined;
      const sequence = invited ? record.sequence! + 1 : null;
      const changed = await deps.interviewRequests.changeRequest(
        id,
        INTERVIEW_TRANSITIONS.cancel.from,
        {
          status: INTERVIEW_TRANSITIONS.cancel.to,
          updatedAt: at,
          ...(sequence === null ? {} : { sequence }),
        },
        { at, by: 'employer', action: 'cancel', slots: [], note: reason },
      );
      if (!changed) throw await lost(id);
      // An agreed time held the candidate: it is free again (nothing else held anything).
      if (holdsInterviewTime(status)) await releaseAgreed(record);
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
            ...(reason ? { reason } : {}),
            at,
          });
        }
      }
      return changed;
    },
  };
};
export type TInterviewRequestsService = ReturnType<typeof createInterviewRequestsService>;
