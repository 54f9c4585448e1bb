import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { TAdminNotice } from '@gtm/contracts/client-share-events';
import { QUEUES } from '@gtm/contracts/queues';
import { accountEventsProcessor } from '@gtm/service-kit/account-events';
import type { TAccountEventHandlers } from '@gtm/service-kit/account-events';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createWorker } from '@gtm/service-kit/queue';
import type { TAccessSnapshots } from '../access-changes/access-snapshots.ts';
import type { TClientCompaniesRepository } from '../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-directory/client-users.repository.ts';

type TDeps = {
  inbox: TProcessedEventsRepository;
  companies: TClientCompaniesRepository;
  users: TClientUsersRepository;
  /** The admins hear of each new access request through it (svc-auth e-mails those with notifications on). */
  outbox: TOutbox;
  /** The employer's access snapshot is stored once its client user is (svc-candidates reads it). */
  accessSnapshots: Pick<TAccessSnapshots, 'store'>;
  log: TLogger;
};

/**
 * What svc-clients does per event. An employer's registration creates its client user linked to the account:
 * in the company an admin invited it to, or (the demo seed) the one it was seeded with. A self-registration
 * joins no company, whatever it typed: it becomes an access request the admins approve or deny, and they are
 * told of it. Each employer sign-in is counted (and links the account if it was not yet). Candidate events do
 * not concern this service.
 */
const clientAccountEventHandlers = ({
  companies,
  users,
  outbox,
  accessSnapshots,
  log,
}: TDeps): TAccountEventHandlers => {
  const ignored = async (event: TAccountEvent) =>
    log.debug({ eventId: event.eventId, type: event.type }, 'account event ignored');
  return {
    'employer.registered': async (event) => {
      const base = { userId: event.userId, email: event.email, name: event.name, at: new Date(event.at) };
      const trusted =
        event.clientCompanyId ??
        (event.seededCompany ? await companies.ensureByName(event.seededCompany) : null);
      if (trusted !== null) {
        await users.registered({ ...base, clientCompanyId: trusted, explicitCompany: true });
        await accessSnapshots.store([event.userId]);
        return;
      }
      const company = event.company?.trim() || null;
      const { accessRequested } = await users.registered({
        ...base,
        clientCompanyId: null,
        accessRequest: { company },
      });
      await accessSnapshots.store([event.userId]);
      if (!accessRequested) return;
      const matched = company ? (await companies.liveByLooseNames([company])).size > 0 : false;
      const notice: TAdminNotice = {
        // One notice per registration: a replayed event queues no second one (BullMQ ids may not hold ':').
        noticeId: `client-access-requested.${event.userId}`,
        template: 'client-access-requested',
        params: {
          employerName: event.name,
          employerEmail: event.email,
          ...(company ? { company } : {}),
          matched: matched ? 'yes' : 'no',
        },
      };
      await outbox.publish(outboxMessage.adminNotice(notice));
    },
    'employer.signed-in': async (event) => {
      await users.signedIn({
        userId: event.userId,
        email: event.email,
        name: event.name,
        at: new Date(event.at),
      });
      await accessSnapshots.store([event.userId]);
    },
    'candidate.registered': ignored,
    'candidate.role-selected': ignored,
    'account.deleted': ignored,
  };
};

/** The `client-account-events` queue's worker. */
export const startClientAccountEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(
    QUEUES.clientAccountEvents,
    accountEventsProcessor(clientAccountEventHandlers(deps), deps),
    {
      redisUrl: deps.redisUrl,
      log: deps.log,
    },
  );
