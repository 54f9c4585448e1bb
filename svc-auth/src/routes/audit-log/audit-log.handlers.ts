import type { listAuditLog } from '@gtm/contracts/operations/audit-log';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TUsersRepository } from '../users/users.repository.ts';
import { toAuditEntry } from './audit-log.repository.ts';
import type { TAuditLogRepository } from './audit-log.repository.ts';

/** What the audit log page's read needs. */
export type TAuditLogDeps = { auditLog: TAuditLogRepository; users: Pick<TUsersRepository, 'namesByIds'> };

/** The audit log page's one read; nothing in the log can be changed through the API. */
export const auditLogHandlers = (deps: TAuditLogDeps) => {
  /** `GET /api/admin/audit-log`: a page of entries, each with its actor's current name. */
  const list: TOperationHandler<typeof listAuditLog> = async (c, { query }) => {
    const page = await deps.auditLog.list(query);
    const actors = await deps.users.namesByIds(page.items.map((entry) => entry.actorId));
    return c.json({
      ...page,
      items: page.items.map((entry) => toAuditEntry(entry, actors.get(entry.actorId) ?? null)),
    });
  };

  return { list };
};
