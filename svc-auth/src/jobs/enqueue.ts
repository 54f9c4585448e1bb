import type { Queue } from 'bullmq';
import type { TAccountEvent } from '@gtm/contracts/account-events';
import type { AppError } from '@gtm/service-kit/app-error';
import { withDeadline } from '@gtm/service-kit/health';

/** Longest wait on Redis for a job to be accepted before the request answers 503. */
const ENQUEUE_DEADLINE_MS = 2_000;

/**
 * Adds a job or fails fast: BullMQ would otherwise wait for Redis to come back. A failure throws what
 * `unavailable` makes of it, so each caller tells the user what could not be done in its own words.
 */
export const enqueue = async <T>(
  queue: Queue<T>,
  job: { name: string; data: T; jobId?: string },
  unavailable: (cause: unknown) => AppError,
) => {
  try {
    // BullMQ's generic job typing does not narrow through a type parameter.
    await withDeadline(
      queue.add(job.name as never, job.data as never, job.jobId ? { jobId: job.jobId } : {}),
      ENQUEUE_DEADLINE_MS,
    );
  } catch (error) {
    throw unavailable(error);
  }
};

/** Enqueues an account event as the job with the event's id, so BullMQ adds one event only once. */
export const publishEvent = (
  queue: Queue<TAccountEvent>,
  event: TAccountEvent,
  unavailable: (cause: unknown) => AppError,
) => enqueue(queue, { name: event.type, data: event, jobId: event.eventId }, unavailable);
