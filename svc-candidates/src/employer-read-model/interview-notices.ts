import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TInterviewRequestRecord, TInterviewTimeRecord } from './interview-requests.model.ts';

/**
 * What an interview request's changes publish, through the service's outbox (stored with the change, under ids
 * made of the change, so a retried request stores each once): the hiring loop's events (`interview.requested`,
 * `interview.answered`, `interview.updated`) and, when a time is agreed, moved or cancelled, the calendar
 * invitation svc-clients sends to the candidate and to the company's users (svc-clients knows the users).
 */
export type TInterviewPublishing = { outbox: TOutbox };

const refOf = (record: TInterviewRequestRecord) => ({
  shareId: record.shareId,
  combineId: record.combineId,
  companyId: record.companyId,
  companyName: record.companyName,
  onePagerId: record.onePagerId,
  candidateUserId: record.candidateUserId,
  requestId: record._id.toString(),
});

/** The hiring loop's `interview.requested` of a new request (published with the request's notices). */
export const requestedMessage = (record: TInterviewRequestRecord) =>
  outboxMessage.hiringEvent({
    eventId: `interview.requested.${record._id.toString()}`,
    type: 'interview.requested',
    at: record.createdAt.getTime(),
    ...refOf(record),
  });

export const publishAnswered = (
  deps: TInterviewPublishing,
  record: TInterviewRequestRecord,
  action: 'accept' | 'decline' | 'propose',
  at: Date,
) =>
  deps.outbox.publish(
    outboxMessage.hiringEvent({
      eventId: `interview.answered.${record._id.toString()}.${at.getTime()}`,
      type: 'interview.answered',
      at: at.getTime(),
      ...refOf(record),
      action,
    }),
  );

export const publishUpdated = (
  deps: TInterviewPublishing,
  record: TInterviewRequestRecord,
  action: 'confirm' | 'reschedule' | 'cancel',
  at: Date,
  /** Who changed it: the company (its users), or GTM Combine (a request closed by a confirmed hire elsewhere). */
  by: 'company' | 'portal' = 'company',
) =>
  deps.outbox.publish(
    outboxMessage.hiringEvent({
      eventId: `interview.updated.${record._id.toString()}.${at.getTime()}`,
      type: 'interview.updated',
      at: at.getTime(),
      ...refOf(record),
      action,
      ...(by === 'portal' ? { by } : {}),
    }),
  );

/** The candidate as the invitation names them: their name and e-mail, and whether the company may see it. */
export type TInvitee = { name: string; email: string; shareContact: boolean };

/**
 * The calendar invitation of a request's agreed time (`interview-confirmed` the first time, then
 * `interview-rescheduled`) or of its cancellation, with the SEQUENCE it carries. Its id is the request's and
 * the sequence's: one invitation per revision.
 */
export const publishInvitation = (
  deps: TInterviewPublishing,
  record: TInterviewRequestRecord,
  invitation: {
    template: 'interview-confirmed' | 'interview-rescheduled' | 'interview-cancelled';
    sequence: number;
    slot: TInterviewTimeRecord;
    candidate: TInvitee;
    reason?: string;
    at: Date;
  },
) => {
  const requestId = record._id.toString();
  return deps.outbox.publish(
    outboxMessage.shareEvent({
      eventId: `interview-invitation.${requestId}.${invitation.sequence}`,
      type: 'interview.invitation',
      shareId: record.shareId,
      companyId: record.companyId,
      at: invitation.at.getTime(),
      template: invitation.template,
      requestId,
      requestedById: record.requestedBy.id,
      candidateEmail: invitation.candidate.email,
      shareContact: invitation.candidate.shareContact,
      params: {
        requestId,
        sequence: String(invitation.sequence),
        start: invitation.slot.start.toISOString(),
        durationMinutes: String(invitation.slot.durationMinutes),
        companyName: record.companyName,
        candidateName: invitation.candidate.name,
        ...(record.note ? { note: record.note.slice(0, 2000) } : {}),
        ...(invitation.reason ? { reason: invitation.reason } : {}),
      },
    }),
  );
};
