import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Context } from 'hono';
import { ZAuditEvent } from '@gtm/contracts/audit';
import type { TAuditAction, TAuditChange, TAuditEvent } from '@gtm/contracts/audit';
import type { TAppEnv } from './create-app.ts';
import { withDeadline } from './health.ts';
import type { TLogger } from './logger.ts';

/** Longest wait for Redis to take an audit event before the write's answer goes out without it (logged). */
const AUDIT_DEADLINE_MS = 2_000;

type TAuditValue = TAuditChange['before'];
type TFieldValue = TAuditValue | Date | undefined | readonly string[];

const auditValue = (value: TFieldValue): TAuditValue =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : (value as TAuditValue);

const same = (a: TAuditValue, b: TAuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields between two versions of a record, named by `fields` (only those: a record's other
 * fields, files or secrets never reach the log). A create passes `before` as null, a delete `after` as null.
 */
export const changedFields = <T extends object>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): TAuditChange[] =>
  fields.flatMap((field) => {
    const was = before ? auditValue(before[field] as TFieldValue) : undefined;
    const is = after ? auditValue(after[field] as TFieldValue) : undefined;
    if (was !== undefined && is !== undefined && same(was, is)) return [];
    return [
      { field, ...(was !== undefined ? { before: was } : {}), ...(is !== undefined ? { after: is } : {}) },
    ];
  });

/** What a handler says about its write; who and when are filled in from the request. */
export type TAuditRecord = {
  action: TAuditAction;
  target: TAuditEvent['target'];
  changes?: TAuditChange[];
  /** Who acted, where the request has no identity yet (an admin finishing a sign-in). */
  actorId?: string;
};

/**
 * The audit trail of a service: each admin write, once it has happened, is published on the `audit-events`
 * queue as an event whose id is also the job id (a retried publish adds it once); svc-auth stores it in the
 * append-only audit log. A publish that fails does not undo or fail the write the user made: it is logged
 * as an error with the event (no secrets are in one) so it can be replayed.
 */
export const createAuditTrail = (queue: Pick<Queue<TAuditEvent>, 'add'>, log: TLogger) => ({
  async record(c: Context<TAppEnv>, entry: TAuditRecord): Promise<void> {
    const actorId = entry.actorId ?? c.get('identity').userId;
    if (!actorId) return;
    const event = ZAuditEvent.parse({
      id: randomUUID(),
      at: new Date().toISOString(),
      actorId,
      action: entry.action,
      target: entry.target,
      changes: entry.changes ?? [],
    });
    try {
      // BullMQ's generic job typing does not narrow through a type parameter.
      await withDeadline(
        queue.add(event.action as never, event as never, { jobId: event.id }),
        AUDIT_DEADLINE_MS,
      );
    } catch (error) {
      log.error({ err: error, auditEvent: event }, 'audit event not published');
    }
  },
});
export type TAuditTrail = ReturnType<typeof createAuditTrail>;
