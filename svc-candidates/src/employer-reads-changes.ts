import type { Query, Schema } from 'mongoose';
import { ALL_GROUPS } from '@gtm/service-kit/announced-cache';
import { afterEveryWrite, QUERY_WRITES } from '@gtm/service-kit/write-hooks';

/** The Redis channel the employer portal's read caches hear changes on (payload: a company id, or `*`). */
export const EMPLOYER_READS_CHANNEL = 'svc-candidates:employer-reads-changed';

type TAnnounce = (group: string) => Promise<void>;

/** Until a process sets one (its cache or a publisher), announcing does nothing: nobody keeps answers. */
let announce: TAnnounce = async () => {};

/** Sets how this process announces changes of what employers read (svc-candidates' app and worker). */
export const setEmployerReadsAnnouncer = (next: TAnnounce) => {
  announce = next;
};

/** Announces that what `companyId`'s users read changed, or (no company) what every company reads. */
export const employerReadsChanged = (companyId: string = ALL_GROUPS) => announce(companyId);

/**
 * Marks a schema whose records the employer portal shows (shares, combines, one-pagers, profiles, accounts,
 * evaluations, comments, interview requests): every write to it, by any process of svc-candidates, announces a
 * change before it resolves, and every cached employer answer is dropped. Writes are rare next to reads (an
 * admin's edit, an employer's decision), so one message for all companies keeps it simple and never stale.
 */
export const employersReadThis = (schema: Schema) => afterEveryWrite(schema, () => employerReadsChanged());

/** The company a written record (or the filter of a query that wrote) belongs to, when it names one. */
const companyOf = (value: unknown): string | null => {
  const companyId = (value as { companyId?: unknown } | null | undefined)?.companyId;
  return typeof companyId === 'string' ? companyId : null;
};

/**
 * Marks a schema of what one company did (its evaluations, comments, interview requests): a write announces a
 * change of that company's reads only (the record's or the filter's `companyId`), or of every company's when
 * the write names none (a deletion by candidate, an update by id). What a client may see of a candidate (kept
 * per share, candidate and version, apart from the companies' reads) does not depend on these records, so it
 * stays kept through them.
 */
export const companyReadsThis = (schema: Schema) => {
  for (const write of QUERY_WRITES)
    schema.post(write, { document: false, query: true }, async function (this: Query<unknown, unknown>, res) {
      await employerReadsChanged(companyOf(res) ?? companyOf(this.getFilter()) ?? ALL_GROUPS);
    });
  schema.post(['save', 'deleteOne'], { document: true, query: false }, async (doc: unknown) => {
    await employerReadsChanged(companyOf(doc) ?? ALL_GROUPS);
  });
  schema.post('insertMany', async () => employerReadsChanged());
  schema.post('bulkWrite', async () => employerReadsChanged());
};
