import type { Connection } from 'mongoose';
import type { TAuditEntry, TAuditEvent } from '@gtm/contracts/audit';
import { ZAuditEvent } from '@gtm/contracts/audit';
import type { TPage } from '@gtm/contracts/list-query';
import type { TAuditLogQuery } from '@gtm/contracts/operations/audit-log';
import {
  ERASED_PERSON,
  PHONE_RUN_PATTERN,
  erasedPersonFilter,
  erasedPersonMatcher,
  phonesByDigest,
} from '@gtm/service-kit/erased-person';
import type { TErasedPerson } from '@gtm/service-kit/erased-person';
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

/** What an erased person's name becomes in the audit log: the entry keeps its ids and what was done. */
export const ERASED_LABEL = ERASED_PERSON.name;

/** Where an entry may name a person: its label and its changes' values. */
const NAMING_PATHS = ['target.label', 'changes.before', 'changes.after'];

/**
 * The only code that touches `audit_log`: it appends and reads. Entries are never removed or reordered; the one
 * change ever made to a stored entry is an erased person's pseudonymization ({@link pseudonymize}).
 */
export const createAuditLogRepository = async (connection: Connection) => {
  const AuditEntry = auditEntryModel(connection);
  const readPage = pageReader(AuditEntry);
  await AuditEntry.init();

  const repository = {
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
     * Takes an erased person out of the log, whatever the action: every entry about their account (its id as the
     * target, or one of `targetIds`: their profile's) and every entry whose label or any change's value (deep)
     * holds one of their names (whole words: the full name, its first and last word), e-mails or phone numbers
     * keeps its id, time, actor, action and target id, with each of those replaced ({@link ERASED_PERSON}; the
     * label of an entry about them becomes {@link ERASED_LABEL} whole). The candidates are read with one query (a
     * scan: no index serves an unanchored regex, and an erasure is rare); run again, it finds nothing more to
     * change.
     */
    async pseudonymize(
      userId: string,
      person: TErasedPerson,
      targetIds: readonly string[] = [],
    ): Promise<number> {
      const matcher = erasedPersonMatcher(person);
      const about = new Set([userId, ...targetIds]);
      const entries = await AuditEntry.find({
        $or: [
          { 'target.id': { $in: [...about] } },
          // What the log's search finds by a name (its label as the search folds it: accents aside).
          ...person.names
            .map((name) => searchFilter(name))
            .filter((filter) => Object.keys(filter).length > 0),
          ...erasedPersonFilter(matcher, NAMING_PATHS),
          // A value that is an object (none is written now; an older entry may hold one) is read in full.
          { 'changes.before': { $type: 'object' } },
          { 'changes.after': { $type: 'object' } },
        ],
      })
        .select({ target: 1, changes: 1 })
        .lean<Pick<TAuditEntryRecord, '_id' | 'target' | 'changes'>[]>()
        .exec();
      const updates = entries.flatMap((entry) => {
        const isAbout = about.has(entry.target.id);
        if (!isAbout && !matcher.holds([entry.target.label, entry.changes])) return [];
        const label =
          entry.target.label === null ? null : isAbout ? ERASED_LABEL : matcher.scrub(entry.target.label);
        const changes = matcher.scrub(entry.changes);
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

    /**
     * The second half of a candidate's erasure, once svc-candidates has read what it alone held of them: the
     * entries about their profile (`targetIds`), and every phone number in the log whose digest (under `key`) is
     * one of theirs, pseudonymized as {@link pseudonymize} does. The numbers themselves never travel: the entries
     * that may hold one are scanned, and each number in them is tried against the digests.
     */
    async pseudonymizeByDigests(
      userId: string,
      erased: { targetIds: readonly string[]; phoneDigests: readonly string[] },
      key: Buffer,
    ): Promise<number> {
      const digests = new Set(erased.phoneDigests);
      const phones =
        digests.size === 0
          ? []
          : phonesByDigest(
              key,
              digests,
              await AuditEntry.find({
                $or: NAMING_PATHS.map((path) => ({ [path]: { $regex: PHONE_RUN_PATTERN } })),
              })
                .select({ target: 1, changes: 1 })
                .lean<Pick<TAuditEntryRecord, 'target' | 'changes'>[]>()
                .exec()
                .then((entries) => entries.map((entry) => [entry.target.label, entry.changes])),
            );
      return repository.pseudonymize(userId, { names: [], emails: [], phones }, erased.targetIds);
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
  return repository;
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
