import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import type { z } from 'zod';
import { ZAccountEvent } from '@gtm/contracts/account-events';
import type { TLogger } from './logger.ts';
import type { TProcessedEventsRepository } from './processed-events.ts';

/** An event schema of contracts: a discriminated union of `{ eventId, type, ... }` objects. */
type TEventSchema = z.ZodType<{ eventId: string; type: string }>;

/** What a consuming service does with each type of event of a schema (every type named, even to ignore it). */
export type TEventHandlers<TSchema extends TEventSchema> = {
  [K in z.output<TSchema>['type']]: (event: Extract<z.output<TSchema>, { type: K }>) => Promise<unknown>;
};

/** The handlers of svc-auth's account events (`ZAccountEvent`), as svc-candidates and svc-clients consume them. */
export type TAccountEventHandlers = TEventHandlers<typeof ZAccountEvent>;

/**
 * A BullMQ processor applying each event of `schema` at most once per event id, whatever BullMQ redelivers: the
 * service's inbox is checked before its handler runs and written after (handlers are idempotent on their own,
 * so a crash in between replays harmlessly). A job that is not such an event fails for good (no retry can fix
 * it). The handler's result is the job's `outcome`.
 */
export const eventsProcessor =
  <TSchema extends TEventSchema>(
    schema: TSchema,
    handlers: TEventHandlers<TSchema>,
    { inbox, log }: { inbox: TProcessedEventsRepository; log: TLogger },
  ) =>
  async (job: Job<unknown>): Promise<{ applied: boolean; outcome?: unknown }> => {
    const parsed = schema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid event: ${parsed.error.message}`);
    const event = parsed.data;
    if (await inbox.has(event.eventId)) {
      log.info({ eventId: event.eventId, type: event.type }, 'event already applied');
      return { applied: false };
    }
    const handle = handlers[event.type as keyof TEventHandlers<TSchema>] as (
      event: unknown,
    ) => Promise<unknown>;
    const outcome = await handle(event);
    await inbox.record(event.eventId, event.type);
    return { applied: true, ...(outcome === undefined ? {} : { outcome }) };
  };

/** {@link eventsProcessor} for svc-auth's account events. */
export const accountEventsProcessor = (
  handlers: TAccountEventHandlers,
  deps: { inbox: TProcessedEventsRepository; log: TLogger },
) => eventsProcessor(ZAccountEvent, handlers, deps);
