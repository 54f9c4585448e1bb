import { isValidObjectId } from 'mongoose';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';
import type {
  TContactSubmission,
  TContactSubmissionStatus,
  TCreateContactSubmission,
  ZContactSubmissionsQuery,
} from '@gtm/contracts/contact-submissions';
import type { TPage } from '@gtm/contracts/list-query';
import { listSort, pageReader } from '@gtm/service-kit/paged-list';
import { backfillSearchFields } from '@gtm/service-kit/search-backfill';
import { searchFieldsOf, searchFilter } from '@gtm/service-kit/text-search';
import { dashboardCountersOn } from '../../dashboard-counters/dashboard-counters.repository.ts';
import { contactSubmissionModel } from './contact-submissions.model.ts';
import type { TContactSubmissionRecord } from './contact-submissions.model.ts';

const toContactSubmission = (record: TContactSubmissionRecord): TContactSubmission => ({
  id: record._id.toString(),
  name: record.name,
  email: record.email,
  company: record.company,
  message: record.message,
  status: record.status as TContactSubmissionStatus,
  createdAt: record.createdAt.toISOString(),
});

type TContactSubmissionsQuery = z.output<typeof ZContactSubmissionsQuery>;

/** The filter of the admin list's query: a status (unless 'all') and a search inside name, e-mail and company. */
export const contactSubmissionsFilter = (query: TContactSubmissionsQuery): Record<string, unknown> => ({
  ...(query.status === 'all' ? {} : { status: query.status }),
  ...searchFilter(query.search),
});

/** The sort of the admin list's query, `_id` breaking ties so pages never overlap. */
export const contactSubmissionsSort = (query: TContactSubmissionsQuery): Record<string, 1 | -1> => {
  return listSort('createdAt', query.order);
};

type TShape = { filter: Record<string, unknown>; sort: Record<string, 1 | -1> };

/**
 * The queries other screens read submissions with (the admin dashboard), each served by a declared index
 * (contact-submissions.indexes.test.ts): a status `$in` every status makes "since a date" a scan of the
 * `{ status, createdAt }` index.
 */
export const contactSubmissionQueries = {
  byStatus: (status: TContactSubmissionStatus): TShape => ({ filter: { status }, sort: {} }),
  createdSince: (since: Date): TShape => ({
    filter: { status: { $in: [...CONTACT_SUBMISSION_STATUSES] }, createdAt: { $gte: since } },
    sort: {},
  }),
} as const;

/**
 * The only code that touches `contact_submissions`. A creation or a status change counts on the admin dashboard's
 * counters right after the write.
 */
export const createContactSubmissionsRepository = async (connection: Connection) => {
  const ContactSubmission = contactSubmissionModel(connection);
  const counters = dashboardCountersOn(connection);
  const readPage = pageReader(ContactSubmission);
  // Indexes are built before the first request: a write racing the build fails on the test MongoDB stand-in.
  await ContactSubmission.init();
  // Submissions stored before the list was searchable get their search fields once.
  await backfillSearchFields<TContactSubmissionRecord>(
    ContactSubmission as never,
    ['name', 'email', 'company'],
    (submission) => [submission.name, submission.email, submission.company],
  );

  return {
    /**
     * Seeds only (`npm run seed:scale`): inserts prepared documents as they are, unordered, through the driver
     * (no validation or defaults: the seed writes whole documents); a duplicate id fails the batch. Not counted:
     * the seed recounts the dashboard's counters at its end.
     */
    insertManyForSeed: async (docs: Record<string, unknown>[]): Promise<void> => {
      await ContactSubmission.collection.insertMany(docs, { ordered: false });
    },

    count: () => ContactSubmission.countDocuments().exec(),

    countByStatus: (status: TContactSubmissionStatus) =>
      ContactSubmission.countDocuments(contactSubmissionQueries.byStatus(status).filter).exec(),

    /** How many submissions came on each UTC day (`YYYY-MM-DD`) since `since` (the dashboard's recount). */
    async createdPerDaySince(since: Date): Promise<Map<string, number>> {
      const rows = await ContactSubmission.aggregate<{ _id: string; count: number }>([
        { $match: contactSubmissionQueries.createdSince(since).filter },
        {
          $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, count: { $sum: 1 } },
        },
      ]).exec();
      return new Map(rows.map((row) => [row._id, row.count]));
    },

    /** Stores a new submission with status 'new', searchable by name, e-mail and company. */
    async create(input: TCreateContactSubmission): Promise<TContactSubmission> {
      const created = await ContactSubmission.create({
        ...input,
        status: 'new',
        createdAt: new Date(),
        ...searchFieldsOf(input.name, input.email, input.company),
      });
      const record = created.toObject() as TContactSubmissionRecord;
      await counters.counted('contactSubmission', null, record);
      return toContactSubmission(record);
    },

    /** The submissions sent with `email` (whatever its letter case), newest first: a data export's part. */
    async listByEmail(email: string): Promise<TContactSubmission[]> {
      const exact = `^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
      const records = await ContactSubmission.find({ email: { $regex: exact, $options: 'i' } })
        .sort({ createdAt: -1 })
        .lean<TContactSubmissionRecord[]>();
      return records.map(toContactSubmission);
    },

    /** One page of the admin list, with the count of every match. */
    async list(query: TContactSubmissionsQuery): Promise<TPage<TContactSubmission>> {
      const page = await readPage<TContactSubmissionRecord>(query, {
        filter: contactSubmissionsFilter(query),
        sort: contactSubmissionsSort(query),
      });
      return { ...page, items: page.items.map(toContactSubmission) };
    },

    /**
     * Sets a submission's status; answers it as it was and as it is now, or null when there is no such
     * submission. The previous version comes from the same atomic update, so the audit's "before" is exact.
     */
    async setStatus(
      id: string,
      status: TContactSubmissionStatus,
    ): Promise<{ before: TContactSubmission; after: TContactSubmission } | null> {
      if (!isValidObjectId(id)) return null;
      const previous = await ContactSubmission.findByIdAndUpdate(
        id,
        { $set: { status, updatedAt: new Date() } },
        { returnDocument: 'before', runValidators: true },
      )
        .lean<TContactSubmissionRecord>()
        .exec();
      if (previous === null) return null;
      await counters.counted('contactSubmission', previous, { ...previous, status });
      const before = toContactSubmission(previous);
      return { before, after: { ...before, status } };
    },
  };
};
export type TContactSubmissionsRepository = Awaited<ReturnType<typeof createContactSubmissionsRepository>>;
