import type { Connection } from 'mongoose';
import type { TAuditChange, TAuditEntry, TAuditEvent } from '@gtm/contracts/audit';
import { ZAuditEvent } from '@gtm/contracts/audit';
import type { TPage } from '@gtm/contracts/list-query';
import type { TAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { escapeRegex, normalizeForSearch, searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
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

/** What an erased person's name becomes in the audit log: the entry keeps its ids and what was done. */
export const ERASED_LABEL = 'Erased person';

/**
 * `text` without `names` (each replaced by {@link ERASED_LABEL}, in any case); a text that still holds one of them
 * as the search compares (accents and spacing aside) is replaced whole.
 */
const withoutNames = (text: string, names: readonly string[]) => {
  let result = text;
  for (const name of names) result = result.replace(new RegExp(escapeRegex(name), 'giu'), ERASED_LABEL);
  const normalized = normalizeForSearch(result);
  return names.some((name) => normalized.includes(normalizeForSearch(name))) ? ERASED_LABEL : result;
};

/** A change's values without `names` (strings and lists of strings). */
const changeWithoutNames = (change: TAuditChange, names: readonly string[]): TAuditChange => {
  const clean = (value: NonNullable<TAuditChange['before']> | null): TAuditChange['before'] =>
    typeof value === 'string'
      ? withoutNames(value, names)
      : Array.isArray(value)
        ? value.map((item) => withoutNames(item, names))
        : value;
  return {
    ...change,
    ...(change.before !== undefined ? { before: clean(change.before) } : {}),
    ...(change.after !== undefined ? { after: clean(change.after) } : {}),
  };
};

/**
 * The only code that touches `audit_log`: it appends and reads. Entries are never removed or reordered; the one
 * change ever made to a stored entry is an erased person's pseudonymization ({@link pseudonymize}).
 */
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

    /**
     * Takes an erased person's name out of the log: every entry about their account (its id as the target) and
     * every entry the log's search finds by one of their `names` keeps its id, time, actor, action and target id,
     * with the name replaced by {@link ERASED_LABEL} in its label and its changes' values. Run again, it finds
     * nothing more to change.
     */
    async pseudonymize(userId: string, names: readonly string[]): Promise<number> {
      const known = [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= 2))].sort(
        (a, b) => b.length - a.length,
      );
      const entries = await AuditEntry.find({
        $or: [{ 'target.id': userId }, ...known.map((name) => searchFilter(name))],
      })
        .select({ target: 1, changes: 1 })
        .lean<Pick<TAuditEntryRecord, '_id' | 'target' | 'changes'>[]>()
        .exec();
      const updates = entries.flatMap((entry) => {
        const about = entry.target.id === userId;
        const label =
          entry.target.label === null ? null : about ? ERASED_LABEL : withoutNames(entry.target.label, known);
        const changes = entry.changes.map((change) => changeWithoutNames(change, known));
        if (label === entry.target.label && JSON.stringify(changes) === JSON.stringify(entry.changes))
          return [];
        return [
          {
            updateOne: {
              filter: { _id: entry._id },
              update: { $set: { 'target.label': label, changes, ...searchFieldsOf(label) } },
            },
          },
        ];
      });
      if (updates.length > 0) await AuditEntry.bulkWrite(updates, { ordered: false });
      return updates.length;
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
