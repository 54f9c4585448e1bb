import { listAuditLog } from '@gtm/contracts/operations/audit-log';
import { operationRouter } from '@gtm/service-kit/operations';
import { auditLogHandlers } from './audit-log.handlers.ts';
import type { TAuditLogDeps } from './audit-log.handlers.ts';

export type { TAuditLogDeps } from './audit-log.handlers.ts';

/** The audit log page's one read; nothing in the log can be changed through the API. */
export const auditLogRoutes = (deps: TAuditLogDeps) => {
  const handlers = auditLogHandlers(deps);
  return operationRouter().mount(listAuditLog, handlers.list);
};
