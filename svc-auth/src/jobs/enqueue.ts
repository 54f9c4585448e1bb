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
  job: { name: string; data: T; jobId?: string; attempts?: number },
  unavailable: (cause: unknown) => AppError,
) => {
  try {
    // BullMQ's generic job typing does not narrow through a type parameter.
    await withDeadline(
      queue.add(job.name as never, job.data as never, {
        ...(job.jobId ? { jobId: job.jobId } : {}),
        ...(job.attempts ? { attempts: job.attempts } : {}),
      }),
      ENQUEUE_DEADLINE_MS,
    );
  } catch (error) {
    throw unavailable(error);
  }
};

/**
 * Tries of an `account.deleted` job: with the queues' exponential backoff from 1 s (2^18 s before the last),
 * the tries span about 4 to 6 days (the default 6 tries span half a minute), so an outage of the consumer's S3
 * or database delays a deletion without dropping it; a job that still fails stays in the failed set 14 days.
 */
export const ACCOUNT_DELETED_ATTEMPTS = 20;

/** Enqueues an account event as the job with the event's id, so BullMQ adds one event only once. */
export const publishEvent = (
  queue: Queue<TAccountEvent>,
  event: TAccountEvent,
  unavailable: (cause: unknown) => AppError,
) =>
  enqueue(
    queue,
    {
      name: event.type,
      data: event,
      jobId: event.eventId,
      ...(event.type === 'account.deleted' ? { attempts: ACCOUNT_DELETED_ATTEMPTS } : {}),
    },
    unavailable,
  );
