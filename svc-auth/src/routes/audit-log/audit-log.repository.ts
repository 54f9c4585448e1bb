import type { Connection } from 'mongoose';
import type { TAuditEntry, TAuditEvent } from '@gtm/contracts/audit';
import { ZAuditEvent } from '@gtm/contracts/audit';
import type { TPage } from '@gtm/contracts/list-query';
import type { TAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { auditEntryModel } from './audit-log.model.ts';
import type { TAuditEntryRecord } from './audit-log.model.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The MongoDB filter of an audit-log query (every field it names is the head of a declared index). */
export const auditLogFilter = (query: TAuditLogQuery): Record<string, unknown> => {
  const at: Record<string, Date> = {};
  if (query.from) at.$gte = new Date(`${query.from}T00:00:00.000Z`);
  if (query.to) at.$lt = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
  return {
    ...(query.action !== 'all' ? { action: query.action } : {}),
    ...(query.targetType !== 'all' ? { 'target.type': query.targetType } : {}),
    ...(query.targetId ? { 'target.id': query.targetId } : {}),
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(Object.keys(at).length > 0 ? { at } : {}),
    ...searchFilter(query.search),
  };
};

/** The order of an audit-log query: by time, with the id breaking ties (pages never overlap). */
export const auditLogSort = (query: TAuditLogQuery) => listSort('at', query.order);

/** The only code that touches `audit_log`: it appends and reads, nothing else. */
export const createAuditLogRepository = async (connection: Connection) => {
  const AuditEntry = auditEntryModel(connection);
  const readPage = pageReader(AuditEntry);
  await AuditEntry.init();

  return {
    /** Stores an event once: a replay of the same event id changes nothing. */
    async append(input: TAuditEvent): Promise<void> {
      const event = ZAuditEvent.parse(input);
      await AuditEntry.updateOne(
        { _id: event.id },
        {
          $setOnInsert: {
            at: new Date(event.at),
            actorId: event.actorId,
            action: event.action,
            target: { type: event.target.type, id: event.target.id, label: event.target.label ?? null },
            changes: event.changes,
            ...searchFieldsOf(event.target.label),
          },
        },
        { upsert: true },
      ).exec();
    },

    /** One page of entries, newest first (or oldest first), with the total; actors are ids here. */
    async list(query: TAuditLogQuery): Promise<TPage<TAuditEntryRecord>> {
      return readPage<TAuditEntryRecord>(query, {
        filter: auditLogFilter(query),
        sort: auditLogSort(query),
        select: { searchText: 0, searchGrams: 0 },
      });
    },
  };
};
export type TAuditLogRepository = Awaited<ReturnType<typeof createAuditLogRepository>>;

/** An entry as the API answers it, with the actor's current name and e-mail (null once the admin is gone). */
export const toAuditEntry = (
  record: TAuditEntryRecord,
  actor: { name: string; email: string } | null,
): TAuditEntry => ({
  id: record._id,
  at: record.at.toISOString(),
  actor: { id: record.actorId, name: actor?.name ?? null, email: actor?.email ?? null },
  action: record.action,
  target: {
    type: record.target.type,
    id: record.target.id,
    ...(record.target.label ? { label: record.target.label } : {}),
  },
  changes: record.changes,
});
