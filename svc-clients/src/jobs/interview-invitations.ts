import type { TClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';

type TInvitationEvent = Extract<TClientShareEvent, { type: 'interview.invitation' }>;

/** The job id of one recipient's copy of one invitation: queued (and, by svc-auth, sent) once. */
export const invitationJobId = (eventId: string, recipient: string) => `${eventId}.${recipient}`;

/**
 * An interview's calendar invitation (issue 25), sent to both sides: the candidate, and each enabled user of
 * the requesting company (the same users a share reaches, whatever the company's digest frequency: a meeting
 * is not news to batch). The company's attendee is the user who asked for the interview (the first enabled
 * user when they are gone); the candidate's e-mail reaches the company only where the candidate shares their
 * contact details, else the company's copy leaves them out of the attendees and names them in its summary.
 */
export const sendInterviewInvitation = async (
  deps: {
    companies: Pick<TClientCompaniesRepository, 'findById'>;
    users: Pick<TClientUsersRepository, 'enabledUsersOf'>;
    outbox: TOutbox;
  },
  event: TInvitationEvent,
) => {
  const company = await deps.companies.findById(event.companyId);
  const users = company && !company.deleted ? await deps.users.enabledUsersOf(event.companyId) : [];
  const requester = users.find((user) => user._id.toString() === event.requestedById) ?? users[0];
  const sides = {
    ...event.params,
    employerName: requester?.name ?? event.params.companyName ?? '',
    employerEmail: requester?.email ?? '',
  };
  const jobs: [TEmailJob, string][] = [
    // None to the candidate when they are gone (an erased account's interview cancelled: no address).
    ...(event.candidateEmail === ''
      ? []
      : [
          [
            {
              template: event.template,
              to: event.candidateEmail,
              ref: `interview:${event.requestId}`,
              params: {
                ...sides,
                recipient: 'candidate',
                name: event.params.candidateName ?? '',
                candidateEmail: event.candidateEmail,
              },
            },
            invitationJobId(event.eventId, 'candidate'),
          ] satisfies [TEmailJob, string],
        ]),
    ...users.map((user): [TEmailJob, string] => [
      {
        template: event.template,
        to: user.email,
        ref: `interview:${event.requestId}`,
        params: {
          ...sides,
          recipient: 'employer',
          name: user.name,
          recipientEmail: user.email,
          candidateEmail: event.shareContact ? event.candidateEmail : '',
        },
      },
      invitationJobId(event.eventId, user._id.toString()),
    ]),
  ];
  for (const [job, id] of jobs) await deps.outbox.publish(outboxMessage.email(job, id));
  return users.length > 0 ? 'sent' : 'candidate-only';
};
