import type { TInterviewStatus } from '@gtm/contracts/hiring-events';
import { INTERVIEW_ANSWERS } from '@gtm/contracts/interview-requests';
import type { TCandidateInterviewRequest } from '@gtm/contracts/interview-requests';
import { AppError } from '@gtm/service-kit/app-error';
import type { TInterviewRequestRecord, TInterviewTimeRecord } from './interview-requests.model.ts';

/**
 * The state of an interview request (issue 25) as every reader sees it, and the rules on it: which requests are
 * open (a company has one per candidate), which have passed, what a company learns of the candidate once a time
 * is agreed. Records made before issue 25 have no status: they read as pending.
 */

export const statusOf = (record: TInterviewRequestRecord): TInterviewStatus => record.status ?? 'pending';

const MINUTE_MS = 60_000;
const endOf = (slot: TInterviewTimeRecord) => slot.start.getTime() + slot.durationMinutes * MINUTE_MS;

/** Every time still ahead of `now` that the request offers: the company's slots and the candidate's proposals. */
const timesAhead = (record: TInterviewRequestRecord, now: Date) =>
  [...record.slots, ...(record.answer?.action === 'propose' ? record.answer.slots : [])].filter(
    (slot) => slot.start.getTime() > now.getTime(),
  );

/** Whether the request's times have all passed (an agreed one: once the interview is over). */
export const hasPassed = (record: TInterviewRequestRecord, now: Date) => {
  const status = statusOf(record);
  if (status === 'accepted' && record.acceptedSlot) return endOf(record.acceptedSlot) <= now.getTime();
  return timesAhead(record, now).length === 0;
};

/** Open: waiting for an answer, answered with other times, or agreed and not yet held. */
export const isOpen = (record: TInterviewRequestRecord, now: Date) => {
  const status = statusOf(record);
  return (status === 'pending' || status === 'proposed' || status === 'accepted') && !hasPassed(record, now);
};

export const timeOf = (slot: TInterviewTimeRecord) => ({
  start: slot.start.toISOString(),
  durationMinutes: slot.durationMinutes,
});

/** The state fields of a request, as the company's, the admins' and the candidate's answers carry them. */
export const interviewStateOf = (record: TInterviewRequestRecord, scrub: (text: string) => string) => ({
  status: statusOf(record),
  acceptedSlot: record.acceptedSlot ? timeOf(record.acceptedSlot) : null,
  answer: record.answer
    ? {
        action: record.answer.action,
        reason: record.answer.reason === null ? null : scrub(record.answer.reason),
        slots: record.answer.slots.map(timeOf),
        note: scrub(record.answer.note),
        at: record.answer.at.toISOString(),
      }
    : null,
  history: (record.history ?? []).map((entry) => ({
    at: entry.at.toISOString(),
    by: entry.by,
    action: entry.action,
    slots: entry.slots.map(timeOf),
    note: scrub(entry.note),
  })),
  updatedAt: (record.updatedAt ?? record.createdAt).toISOString(),
});

/**
 * Who cancelled a request, from its last cancel step: GTM Combine closed it for a hire elsewhere (its note is
 * {@link INTERVIEW_ANSWERS.closedByHire}), else the company, with its reason if it gave one.
 */
const cancellationOf = (record: TInterviewRequestRecord): TCandidateInterviewRequest['cancelled'] => {
  const step = [...(record.history ?? [])].reverse().find((entry) => entry.action === 'cancel');
  const note = step?.note.trim() ?? '';
  return note === INTERVIEW_ANSWERS.closedByHire
    ? { by: 'portal', reason: null }
    : { by: 'company', reason: note === '' ? null : note };
};

/** A request as the candidate lists it. */
export const toCandidateInterviewRequest = (record: TInterviewRequestRecord): TCandidateInterviewRequest => {
  const state = interviewStateOf(record, (text) => text);
  return {
    id: record._id.toString(),
    companyName: record.companyName,
    slots: record.slots.map(timeOf),
    note: record.note,
    status: state.status,
    acceptedSlot: state.acceptedSlot,
    answer: state.answer,
    cancelled: state.status === 'cancelled' ? cancellationOf(record) : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: state.updatedAt,
  };
};

/** What a company learns of the candidate it meets (see {@link revealedCandidate}). */
export type TRevealed = { name: string; email: string | null } | null;

/**
 * Who the company meets, once the candidate agreed to a time. Accepting (or proposing the time the company then
 * confirmed) is the candidate's consent to be met, so even an anonymized company learns the candidate's name
 * for that meeting; their e-mail only where the candidate's privacy setting `showContact` is on (else they are
 * reached through GTM Combine's invitation). The one-pager itself stays as the company's view type shows it.
 * A candidate withheld from clients (`profilePublic` off) is never shown to a company at all.
 */
export const revealedCandidate = (
  record: TInterviewRequestRecord,
  candidate: { name: string | null; email: string | null; showContact: boolean },
): TRevealed =>
  statusOf(record) === 'accepted' && record.acceptedSlot && candidate.name
    ? { name: candidate.name, email: candidate.showContact ? candidate.email : null }
    : null;

/**
 * A company has one open request per candidate: a second one while one is open is refused (409) with a message
 * saying so. Checked against the company's requests of the one-pager (as the caller read them, with its check of
 * the candidate) before a new one is stored; the unique open key refuses a second one however requests race.
 */
export const refuseSecondOpen = (requests: readonly TInterviewRequestRecord[], now: Date) => {
  if (requests.some((record) => isOpen(record, now)))
    throw new AppError('CONFLICT', { userMessage: INTERVIEW_ANSWERS.oneOpen });
};

/** The state a new request starts in: pending, no answer, no invitation yet, its first history entry. */
export const newRequestState = (slots: TInterviewTimeRecord[], note: string, at: Date) => ({
  status: 'pending' as const,
  acceptedSlot: null,
  answer: null,
  sequence: null,
  history: [{ at, by: 'employer' as const, action: 'request' as const, slots, note }],
  updatedAt: at,
});
