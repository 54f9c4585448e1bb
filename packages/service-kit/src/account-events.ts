import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAccountEvent } from '@gtm/contracts/account-events';
import type { TAccountEvent, TAccountEventType } from '@gtm/contracts/account-events';
import type { TLogger } from './logger.ts';
import type { TProcessedEventsRepository } from './processed-events.ts';

/** What a consuming service does with each type of account event (every type named, even to ignore it). */
export type TAccountEventHandlers = {
  [K in TAccountEventType]: (event: Extract<TAccountEvent, { type: K }>) => Promise<void>;
};

/**
 * A BullMQ processor applying each account event at most once per event id, whatever BullMQ redelivers: the
 * service's inbox is checked before its handler runs and written after. A job that is not an account event
 * fails for good (no retry can fix it).
 */
export const accountEventsProcessor =
  (handlers: TAccountEventHandlers, { inbox, log }: { inbox: TProcessedEventsRepository; log: TLogger }) =>
  async (job: Job<unknown>): Promise<{ applied: boolean }> => {
    const parsed = ZAccountEvent.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid account event: ${parsed.error.message}`);
    const event = parsed.data;
    if (await inbox.has(event.eventId)) {
      log.info({ eventId: event.eventId, type: event.type }, 'account event already applied');
      return { applied: false };
    }
    await (handlers[event.type] as (event: TAccountEvent) => Promise<void>)(event);
    await inbox.record(event.eventId, event.type);
    return { applied: true };
  };
