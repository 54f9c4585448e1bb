import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { ZAuditEvent } from '@gtm/contracts/audit';
import type { TAuditAction, TAuditChange, TAuditEvent } from '@gtm/contracts/audit';
import type { TAppEnv } from './create-app.ts';
import type { TOutbox } from './outbox.ts';
import { outboxMessage } from './outbox-messages.ts';

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
 * The audit trail of a service: each admin write, once it has happened, is published through the service's
 * outbox on the `audit-events` queue as an event whose id is also the job id (a relayed event is added once);
 * svc-auth stores it in the append-only audit log, keyed by that id. With Redis down the entry waits in the
 * outbox and the write still answers; only MongoDB refusing to store it fails the request (503).
 */
export const createAuditTrail = (outbox: TOutbox) => ({
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
    await outbox.publish(outboxMessage.audit(event));
  },
});
export type TAuditTrail = ReturnType<typeof createAuditTrail>;
