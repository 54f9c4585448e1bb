import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { THiringEvent } from '@gtm/contracts/hiring-events';
import type { TIdentitySigner } from '@gtm/service-kit/identity';
import { createInternalClient } from '@gtm/service-kit/internal-call';
import type { THiringEventConsumer } from '@gtm/contracts/hiring-events';
import { isVisibleToClients } from '../../client-privacy/anonymization.ts';
import type { TCandidateProfilesRepository } from '../../routes/candidate-profiles/candidate-profiles.repository.ts';
import type { TInterviewRequestsRepository } from '../../employer-read-model/interview-requests.repository.ts';
import type { TOnePagersRepository } from '../../routes/one-pagers/one-pagers.repository.ts';
import { recipientsThroughPeers } from './notification-recipients.ts';
import type { TNotificationRecipients } from './notification-recipients.ts';
import { noticesOf } from './notification-texts.ts';
import type { TAudience } from './notification-texts.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import type { TNewNotification, TNotificationsRepository } from './notifications.repository.ts';

export type TNotificationsConsumerDeps = {
  notifications: Pick<TNotificationsRepository, 'add'>;
  recipients: TNotificationRecipients;
  onePagers: Pick<TOnePagersRepository, 'findById'>;
  interviewRequests: Pick<TInterviewRequestsRepository, 'requestsOfCandidate'>;
  profiles: Pick<TCandidateProfilesRepository, 'byUserIds'>;
};

const onePagerOf = (event: THiringEvent) => ('onePagerId' in event ? event.onePagerId : null);

/**
 * The notification centre's consumer of the hiring events: each event becomes the notifications of its
 * readers (the candidate, the company's enabled users, the admins whose settings allow), stored once per
 * reader and event (the admins' once per event for all of them, each with their own read state), so a replay
 * adds nothing. Readers are resolved here, off every request's path.
 */
export const notificationsConsumer = (deps: TNotificationsConsumerDeps): THiringEventConsumer => ({
  name: 'notifications',
  async apply(event) {
    const onePagerId = onePagerOf(event);
    const candidateName =
      onePagerId === null ? null : ((await deps.onePagers.findById(onePagerId))?.candidateName ?? null);
    const companyKnownToCandidate =
      event.type === 'outcome.recorded'
        ? (await deps.interviewRequests.requestsOfCandidate(event.candidateUserId)).some(
            (request) => request.companyId === event.companyId,
          )
        : false;
    let notices = noticesOf(event, { candidateName, companyKnownToCandidate });
    if (event.type === 'combine.shared') {
      // A candidate whose profile is not public is not shown to companies: nothing was shared of them.
      const profiles = await deps.profiles.byUserIds(event.candidates.map((c) => c.candidateUserId));
      notices = notices.filter(
        (notice) =>
          notice.audience.to !== 'user' || isVisibleToClients(profiles.get(notice.audience.userId) ?? null),
      );
    }
    let admins: Awaited<ReturnType<TNotificationRecipients['admins']>> | null = null;
    /** One reader, a company's users (one notification each), or the admins (one notification for them all). */
    const readersOf = async (
      audience: TAudience,
    ): Promise<{ recipientId: string }[] | [{ admins: string[] }]> => {
      if (audience.to === 'user') return [{ recipientId: audience.userId }];
      if (audience.to === 'company') {
        return (await deps.recipients.companyUsers(audience.companyId)).map((recipientId) => ({
          recipientId,
        }));
      }
      admins ??= await deps.recipients.admins();
      return [
        {
          admins: admins
            .filter((admin) => audience.only === undefined || admin[audience.only])
            .map((admin) => admin.userId),
        },
      ];
    };
    const entries: TNewNotification[] = [];
    for (const notice of notices) {
      for (const readers of await readersOf(notice.audience)) {
        entries.push({
          ...readers,
          eventId: event.eventId,
          kind: notice.kind,
          title: notice.title.slice(0, 300),
          body: notice.body.slice(0, 1000),
          link: notice.link,
          createdAt: new Date(event.at),
        });
      }
    }
    await deps.notifications.add(entries);
  },
});

/**
 * The consumer as the worker runs it: its own repository on the worker's MongoDB and Redis, and internal
 * clients of svc-clients and svc-auth for the readers (closed with the worker).
 */
export const openNotificationsConsumer = async (deps: {
  mongo: Connection;
  redis: Redis;
  /** The repository the worker shares with its other jobs (made here when absent). */
  notifications?: TNotificationsRepository;
  signer: TIdentitySigner;
  urls: { clients: string; auth: string };
  onePagers: TNotificationsConsumerDeps['onePagers'];
  interviewRequests: TNotificationsConsumerDeps['interviewRequests'];
  profiles: TNotificationsConsumerDeps['profiles'];
  onClose: (name: string, close: () => Promise<unknown>) => void;
}): Promise<THiringEventConsumer> => {
  const clients = createInternalClient({ baseUrl: deps.urls.clients, signer: deps.signer });
  const auth = createInternalClient({ baseUrl: deps.urls.auth, signer: deps.signer });
  deps.onClose('notification recipients calls', () => Promise.all([clients.close(), auth.close()]));
  return notificationsConsumer({
    notifications: deps.notifications ?? (await createNotificationsRepository(deps.mongo, deps.redis)),
    recipients: recipientsThroughPeers({ clients, auth }),
    onePagers: deps.onePagers,
    interviewRequests: deps.interviewRequests,
    profiles: deps.profiles,
  });
};
