import type { Queue } from 'bullmq';
import { withDeadline } from '@gtm/service-kit/health';
import { authUnavailable } from './rate-limits.ts';

/** Longest wait on Redis for a job to be accepted before the request answers 503. */
const ENQUEUE_DEADLINE_MS = 2_000;

/** Adds a job or fails fast with a 503: BullMQ would otherwise wait for Redis to come back. */
export const enqueue = async <T>(queue: Queue<T>, name: string, data: T, jobId?: string) => {
  try {
    // BullMQ's generic job typing does not narrow through a type parameter.
    await withDeadline(queue.add(name as never, data as never, jobId ? { jobId } : {}), ENQUEUE_DEADLINE_MS);
  } catch (error) {
    throw authUnavailable(error);
  }
};
