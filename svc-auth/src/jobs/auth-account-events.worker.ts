import { ZAuthAccountEvent } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import { eventsProcessor } from '@gtm/service-kit/account-events';
import type { TEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createWorker } from '@gtm/service-kit/queue';
import type { TUsersRepository } from '../routes/users/users.repository.ts';

type TDeps = { inbox: TProcessedEventsRepository; users: TUsersRepository; log: TLogger };

/**
 * What svc-auth does per event. A rename older than the stored name's is ignored (events may arrive out of
 * order); one for an account deleted meanwhile has nothing left to change, and no retry would find it.
 */
const authAccountEventHandlers = ({ users, log }: TDeps): TEventHandlers<typeof ZAuthAccountEvent> => ({
  'candidate.name-changed': async (event) => {
    const outcome = await users.rename(event.userId, event.name, new Date(event.at));
    if (outcome !== 'renamed') {
      log.info(
        { eventId: event.eventId, userId: event.userId, outcome },
        'rename acknowledged without a change',
      );
    }
    return outcome;
  },
});

/** The `auth-account-events` queue's worker. */
export const startAuthAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(
    QUEUES.authAccountEvents,
    eventsProcessor(ZAuthAccountEvent, authAccountEventHandlers(deps), deps),
    {
      redisUrl: deps.redisUrl,
      log: deps.log,
    },
  );
