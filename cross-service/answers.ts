import { expect } from '@jest/globals';
import type { Job } from 'bullmq';
import { ZApiError } from '@gtm/contracts/api-errors';

/**
 * What the cross-service tests read back: an answer's body by its schema once its status is the one expected
 * (the body is shown when it is not), and the jobs a queue holds in any state.
 */
export const json = async <T>(response: Response, schema: { parse: (value: unknown) => T }, status = 200) => {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return schema.parse(JSON.parse(text));
};

/** An error answer of that status, in the API's error shape. */
export const errorOf = (response: Response, status: number) => json(response, ZApiError, status);

/** Every state a queued job can be in while a test reads its queue. */
export const JOB_STATES = ['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'] as const;

/** The data of every job a queue holds, whatever its state. */
export const jobsData = async <TJob extends Pick<Job, 'data'>>(queue: {
  getJobs: (states: (typeof JOB_STATES)[number][]) => Promise<TJob[]>;
}): Promise<TJob['data'][]> => (await queue.getJobs([...JOB_STATES])).map((job) => job.data);
