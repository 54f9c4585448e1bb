import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ZAuditEntry } from '../audit.ts';
import { listQuery, ZPage } from '../list-query.ts';
import { ACCESS, defineOperation } from '../operation.ts';

/** The admins' audit log, served by svc-auth (`routes/audit-log`). */

const ZDay = z.iso.date('Dates are written YYYY-MM-DD.');

/** The audit log's filters: an action, a kind of target, one target, one admin, and a day range (UTC). */
export const ZAuditLogQuery = listQuery({
  sorts: ['at'],
  defaultSort: 'at',
  filters: {
    action: z.enum(['all', ...AUDIT_ACTIONS]).default('all'),
    targetType: z.enum(['all', ...AUDIT_TARGET_TYPES]).default('all'),
    targetId: z.string().max(100).trim().min(1).optional(),
    actorId: z.string().max(100).trim().min(1).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
  },
});

export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;

/**
 * `GET /api/admin/audit-log`: every admin write, newest first, filtered and paged on the server; the search
 * matches inside the target's name. The log is append-only: no operation changes or removes an entry.
 */
export const listAuditLog = defineOperation({
  id: 'listAuditLog',
  summary: 'The audit log of admin writes, newest first',
  method: 'GET',
  path: '/api/admin/audit-log',
  service: 'svc-auth',
  access: ACCESS.admin,
  request: { query: ZAuditLogQuery },
  responses: { 200: { description: 'One page of entries.', schema: ZPage(ZAuditEntry) } },
});
