import type { Connection } from 'mongoose';
import type {
  TContactSubmission,
  TContactSubmissionStatus,
  TCreateContactSubmission,
} from '@gtm/contracts/contact-submissions';
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

/** The only code that touches `contact_submissions`. */
export const createContactSubmissionsRepository = async (connection: Connection) => {
  const ContactSubmission = contactSubmissionModel(connection);
  // Indexes are built before the first request: a write racing the build fails on the test MongoDB stand-in.
  await ContactSubmission.init();

  return {
    /** Stores a new submission with status 'new'. */
    async create(input: TCreateContactSubmission): Promise<TContactSubmission> {
      const created = await ContactSubmission.create({ ...input, status: 'new', createdAt: new Date() });
      return toContactSubmission(created.toObject() as TContactSubmissionRecord);
    },

    /** The submissions sent with `email` (whatever its letter case), newest first: a data export's part. */
    async listByEmail(email: string): Promise<TContactSubmission[]> {
      const exact = `^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
      const records = await ContactSubmission.find({ email: { $regex: exact, $options: 'i' } })
        .sort({ createdAt: -1 })
        .lean<TContactSubmissionRecord[]>();
      return records.map(toContactSubmission);
    },

    /** Every submission, newest first. */
    async list(): Promise<TContactSubmission[]> {
      const records = await ContactSubmission.find()
        .sort({ createdAt: -1 })
        .lean<TContactSubmissionRecord[]>();
      return records.map(toContactSubmission);
    },
  };
};
export type TContactSubmissionsRepository = Awaited<ReturnType<typeof createContactSubmissionsRepository>>;
