import { ZClientShareEvent } from '@gtm/contracts/client-share-events';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { eventsProcessor } from '@gtm/service-kit/account-events';
import type { TEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createWorker } from '@gtm/service-kit/queue';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';
import { sendInterviewInvitation } from './interview-invitations.ts';
import type { TShareNoticeStatus } from '../share-notices/share-notices.model.ts';
import type { TShareNoticesRepository } from '../share-notices/share-notices.repository.ts';

type TDeps = {
  inbox: TProcessedEventsRepository;
  companies: TClientCompaniesRepository;
  users: TClientUsersRepository;
  notices: TShareNoticesRepository;
  /** Where the users' e-mails of a share go (svc-auth's e-mail worker sends them). */
  outbox: TOutbox;
  log: TLogger;
};

/** The job id of one user's notice of one share event: queued (and, by svc-auth, sent) once. */
export const sharedJobId = (eventId: string, clientUserId: string) =>
  `combine-shared.${eventId}.${clientUserId}`;

/** The job id of one user's e-mail of one company notice: queued (and sent) once. */
export const noticeJobId = (eventId: string, clientUserId: string) => `notice.${eventId}.${clientUserId}`;

/**
 * What svc-clients does per share event. A new share is noted for its company and, by the company's
 * `email_frequency`, e-mailed at once to each enabled user, kept for the digest, or neither (`never`, or a
 * deleted company). A withdrawal takes a pending notice out of the digests. An event older than the one the
 * notice holds changes nothing.
 */
const shareEventHandlers = ({
  companies,
  users,
  notices,
  outbox,
  log,
}: TDeps): TEventHandlers<typeof ZClientShareEvent> => ({
  'combine.shared': async (event) => {
    const company = await companies.findById(event.companyId);
    if (!company) {
      log.warn(
        { eventId: event.eventId, companyId: event.companyId },
        'share for an unknown company ignored',
      );
      return 'unknown-company';
    }
    const frequency = company.email_frequency;
    const status: TShareNoticeStatus =
      company.deleted || frequency === 'never'
        ? 'muted'
        : frequency === 'immediately'
          ? 'notified'
          : 'pending';
    const applied = await notices.shared(
      {
        companyId: event.companyId,
        shareId: event.shareId,
        combineName: event.combineName,
        candidateCount: event.candidateCount,
      },
      new Date(event.at),
      status,
    );
    if (!applied) return 'stale';
    if (status === 'notified') {
      for (const user of await users.enabledUsersOf(event.companyId)) {
        const job: TEmailJob = {
          template: 'combine-shared',
          to: user.email,
          ref: `share:${event.shareId}`,
          params: {
            name: user.name,
            companyName: company.name,
            combineName: event.combineName,
            candidateCount: String(event.candidateCount),
            shareId: event.shareId,
          },
        };
        await outbox.publish(outboxMessage.fanOutEmail(job, sharedJobId(event.eventId, user._id.toString())));
      }
    }
    return status;
  },
  'interview.invitation': (event) => sendInterviewInvitation({ companies, users, outbox }, event),
  'company.notice': async (event) => {
    const company = await companies.findById(event.companyId);
    if (!company || company.deleted) return 'unknown-company';
    const recipients = await users.enabledUsersOf(event.companyId);
    await outbox.publish(
      recipients.map((user) =>
        outboxMessage.fanOutEmail(
          {
            template: 'notice',
            to: user.email,
            ref: `notice:${event.eventId}`,
            params: { name: user.name, title: event.title, body: event.body, link: event.link },
          },
          noticeJobId(event.eventId, user._id.toString()),
        ),
      ),
    );
    return 'notified';
  },
  'combine-day.calendar': async (event) => {
    const company = await companies.findById(event.companyId);
    if (!company || company.deleted) return 'unknown-company';
    const recipients = await users.enabledUsersOf(event.companyId);
    await outbox.publish(
      recipients.map((user) =>
        outboxMessage.fanOutEmail(
          {
            template: 'combine-day-calendar',
            to: user.email,
            ref: `combine-day:${event.dayId}`,
            params: {
              name: user.name,
              title: event.title,
              body: event.body,
              link: event.link,
            },
            // The segments as svc-candidates made them; the times in the company's own zone, the day's beside
            // them (issue 47).
            calendar: {
              method: event.method,
              dayId: event.dayId,
              events: event.events,
              ...(company.time_zone ? { zone: company.time_zone } : {}),
              ...(event.timeZone ? { dayZone: event.timeZone } : {}),
              ...(event.meetingUrl ? { meetingUrl: event.meetingUrl } : {}),
            },
          },
          noticeJobId(event.eventId, user._id.toString()),
        ),
      ),
    );
    return 'notified';
  },
  'combine.share-withdrawn': async (event) =>
    (await notices.withdrawn({ companyId: event.companyId, shareId: event.shareId }, new Date(event.at)))
      ? 'withdrawn'
      : 'unchanged',
});

/** The `client-share-events` queue's worker (each event applied once: the service's inbox). */
export const startClientShareEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(
    QUEUES.clientShareEvents,
    eventsProcessor(ZClientShareEvent, shareEventHandlers(deps), deps),
    { redisUrl: deps.redisUrl, log: deps.log },
  );
