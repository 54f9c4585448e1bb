import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZHiringEvent } from '@gtm/contracts/hiring-events';
import type { THiringEventConsumer } from '@gtm/contracts/hiring-events';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import type { TProcessedEventsRepository } from '@gtm/service-kit/processed-events';
import { createWorker } from '@gtm/service-kit/queue';

/**
 * The `hiring-events` processor: each consumer in turn, each at most once per event id whatever BullMQ
 * redelivers (the inbox is checked before and written after; consumers are idempotent on their own too, so a
 * crash in between replays harmlessly). A job that is not such an event fails for good.
 */
export const hiringEventsProcessor =
  (
    consumers: readonly THiringEventConsumer[],
    { inbox, log }: { inbox: TProcessedEventsRepository; log: TLogger },
  ) =>
  async (job: Job<unknown>): Promise<{ applied: string[] }> => {
    const parsed = ZHiringEvent.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid hiring event: ${parsed.error.message}`);
    const event = parsed.data;
    const applied: string[] = [];
    for (const consumer of consumers) {
      const key = `${consumer.name}:${event.eventId}`;
      if (await inbox.has(key)) continue;
      await consumer.apply(event);
      await inbox.record(key, event.type);
      applied.push(consumer.name);
    }
    log.debug({ eventId: event.eventId, type: event.type, applied }, 'hiring event applied');
    return { applied };
  };

/** The `hiring-events` queue's worker. */
export const startHiringEventsWorker = (deps: {
  consumers: readonly THiringEventConsumer[];
  inbox: TProcessedEventsRepository;
  log: TLogger;
  redisUrl: string;
}) =>
  createWorker<unknown>(QUEUES.hiringEvents, hiringEventsProcessor(deps.consumers, deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
