import { z } from 'zod';

/**
 * A job on the `candidate-cleanup` queue: an admin deleted a candidate's profile, and its files in S3 (under
 * the candidate's prefix) and its one-pagers go too. Ids only: no secrets, nothing a replay could misuse. The
 * job id is the profile's id, so a retried delete queues it once.
 */
export const ZCandidateCleanupJob = z.object({
  profileId: z.string().regex(/^[a-f\d]{24}$/i),
  userId: z.string().min(1).max(100),
  /** When the profile was deleted (epoch ms): a profile created since is a new one, whose files are kept. */
  deletedAt: z.number().int().nonnegative(),
});
export type TCandidateCleanupJob = z.infer<typeof ZCandidateCleanupJob>;
