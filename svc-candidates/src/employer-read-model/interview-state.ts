import { holdsInterviewTime, isFinalInterview } from '@gtm/hiring/interview-lifecycle';
import type { TInterviewStatus } from '@gtm/hiring/interview-lifecycle';
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
  if (holdsInterviewTime(status) && record.acceptedSlot) return endOf(record.acceptedSlot) <= now.getTime();
  return timesAhead(record, now).length === 0;
};

/**
 * Open: not final by the core's lifecycle (waiting for an answer, answered with other times, or agreed) and not
 * yet held.
 */
export const isOpen = (record: TInterviewRequestRecord, now: Date) =>
  !isFinalInterview(statusOf(record)) && !hasPassed(record, now);

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
