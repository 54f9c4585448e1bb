import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZAuditEvent } from '@gtm/contracts/audit';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TAuditLogRepository } from '../routes/audit-log/audit-log.repository.ts';

type TDeps = { auditLog: Pick<TAuditLogRepository, 'append'>; log: TLogger };

/**
 * Stores each admin write the services publish. Appending is idempotent (keyed by the event id), so a job
 * retried after a crash stores its entry once; a payload that is not an audit event can never be stored.
 */
export const auditEventsProcessor =
  ({ auditLog }: TDeps) =>
  async (job: Job<unknown>): Promise<void> => {
    const parsed = ZAuditEvent.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`invalid audit event: ${parsed.error.issues.length} issue(s)`);
    await auditLog.append(parsed.data);
  };

/** The `audit-events` queue's worker. */
export const startAuditEventsWorker = (deps: TDeps & { redisUrl: string }) =>
  createWorker<unknown>(QUEUES.auditEvents, auditEventsProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
  });
