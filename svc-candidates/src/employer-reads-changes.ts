import type { Schema } from 'mongoose';
import { ALL_GROUPS, createAnnouncer } from '@gtm/service-kit/announced-cache';
import { afterEveryWrite, afterEveryWriteOf, stringField } from '@gtm/service-kit/write-hooks';

/** The Redis channel the employer portal's read caches hear changes on (payload: a company id, or `*`). */
export const EMPLOYER_READS_CHANNEL = 'svc-candidates:employer-reads-changed';

/** How this process announces changes of what employers read: set by svc-candidates' app and worker. */
const announcer = createAnnouncer();
export const setEmployerReadsAnnouncer = announcer.set;

/** Announces that what `companyId`'s users read changed, or (no company) what every company reads. */
export const employerReadsChanged = announcer.announce;

/**
 * Marks a schema whose records the employer portal shows (shares, combines, one-pagers, profiles, accounts,
 * evaluations, comments, interview requests): every write to it, by any process of svc-candidates, announces a
 * change before it resolves, and every cached employer answer is dropped. Writes are rare next to reads (an
 * admin's edit, an employer's decision), so one message for all companies keeps it simple and never stale.
 */
export const employersReadThis = (schema: Schema) => afterEveryWrite(schema, () => employerReadsChanged());

/**
 * Marks a schema of what one company did (its evaluations, comments, interview requests): a write announces a
 * change of that company's reads only (the filter's or the record's `companyId`), or of every company's when
 * the write names none (a deletion by candidate, an update by id). What a client may see of a candidate (kept
 * per share, candidate and version, apart from the companies' reads) does not depend on these records, so it
 * stays kept through them.
 */
export const companyReadsThis = (schema: Schema) =>
  afterEveryWriteOf(schema, stringField('companyId'), (companyId) =>
    employerReadsChanged(companyId ?? ALL_GROUPS),
  );
