import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAccountEvent } from '@gtm/contracts/account-events';
import type { TAccountEvent, TAccountEventType } from '@gtm/contracts/account-events';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TProcessedEventsRepository } from './processed-events.repository.ts';

type THandlers = { [K in TAccountEventType]: (event: Extract<TAccountEvent, { type: K }>) => Promise<void> };

/**
 * What svc-candidates does per event. For now each is acknowledged and logged; the candidate projection
 * (registered, deleted) fills these in with its issue. Handlers must be idempotent on their own too: the
 * inbox is recorded after the handler, so a crash in between replays the event.
 */
const accountEventHandlers = (log: TLogger): THandlers => ({
  'candidate.registered': async (event) =>
    log.info({ eventId: event.eventId, type: event.type }, 'account event'),
  'employer.registered': async (event) =>
    log.info({ eventId: event.eventId, type: event.type }, 'account event'),
  'employer.signed-in': async (event) =>
    log.info({ eventId: event.eventId, type: event.type }, 'account event'),
  'account.deleted': async (event) => log.info({ eventId: event.eventId, type: event.type }, 'account event'),
});

/** Applies one `account-events` job at most once per event id (the inbox), whatever BullMQ redelivers. */
export const accountEventsProcessor = (deps: { inbox: TProcessedEventsRepository; log: TLogger }) => {
  const handlers = accountEventHandlers(deps.log);
  return async (job: Job<unknown>): Promise<{ applied: boolean }> => {
    const parsed = ZAccountEvent.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid account event: ${parsed.error.message}`);
    const event = parsed.data;
    if (await deps.inbox.has(event.eventId)) {
      deps.log.info({ eventId: event.eventId, type: event.type }, 'account event already applied');
      return { applied: false };
    }
    await (handlers[event.type] as (event: TAccountEvent) => Promise<void>)(event);
    await deps.inbox.record(event.eventId, event.type);
    return { applied: true };
  };
};

/** The `account-events` queue's worker. */
export const startAccountEventsWorker = (deps: {
  inbox: TProcessedEventsRepository;
  log: TLogger;
  redisUrl: string;
}) =>
  createWorker<unknown>(QUEUES.accountEvents, accountEventsProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
