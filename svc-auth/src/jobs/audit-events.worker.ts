import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { AUDIT_ERASURE_JOB, ZAuditErasure, ZAuditEvent } from '@gtm/contracts/audit';
import { QUEUES } from '@gtm/contracts/queues';
import type { TLogger } from '@gtm/service-kit/logger';
import { createWorker } from '@gtm/service-kit/queue';
import type { TAuditLogRepository } from '../routes/audit-log/audit-log.repository.ts';

type TDeps = {
  auditLog: Pick<TAuditLogRepository, 'append' | 'pseudonymizeByDigests'>;
  /** The key erased persons' phone numbers are digested with (`erasureKeyFrom` the shared secret). */
  erasureKey: Buffer;
  log: TLogger;
};

/**
 * Stores each admin write the services publish. Appending is idempotent (keyed by the event id), so a job
 * retried after a crash stores its entry once; a payload that is not an audit event can never be stored. An
 * erasure's second pass ({@link AUDIT_ERASURE_JOB}: what svc-candidates alone knew of the person) pseudonymizes
 * the entries it names; run again, it changes nothing more.
 */
export const auditEventsProcessor =
  ({ auditLog, erasureKey, log }: TDeps) =>
  async (job: Job<unknown>): Promise<void> => {
    if (job.name === AUDIT_ERASURE_JOB) {
      const erasure = ZAuditErasure.safeParse(job.data);
      if (!erasure.success)
        throw new UnrecoverableError(`invalid audit erasure: ${erasure.error.issues.length} issue(s)`);
      const entries = await auditLog.pseudonymizeByDigests(erasure.data.userId, erasure.data, erasureKey);
      log.info({ userId: erasure.data.userId, entries }, 'erased from the audit log');
      return;
    }
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
