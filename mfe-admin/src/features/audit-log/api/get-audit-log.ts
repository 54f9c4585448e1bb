import type { TCallInput } from '@gtm/contracts/operation';
import { listAuditLog } from '@gtm/contracts/operations/audit-log';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

export type TAuditLogCallQuery = TCallInput<typeof listAuditLog>['query'];

/** One page of the audit log through SWR, for the query the page's filters make. */
export const useAuditLog = (query: TAuditLogCallQuery) => useOperation(listAuditLog, { query });
