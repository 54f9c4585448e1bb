import { Schema } from 'mongoose';
import type { Connection, InferSchemaType, Types } from 'mongoose';
import { CONTACT_LIMITS, CONTACT_SUBMISSION_STATUSES } from '@gtm/contracts/contact-submissions';

export const contactSubmissionSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: CONTACT_LIMITS.name },
    email: { type: String, required: true, maxlength: CONTACT_LIMITS.email },
    company: { type: String, required: true, maxlength: CONTACT_LIMITS.company },
    message: { type: String, required: true, maxlength: CONTACT_LIMITS.message },
    status: { type: String, enum: CONTACT_SUBMISSION_STATUSES, required: true, default: 'new' },
    createdAt: { type: Date, required: true, default: () => new Date() },
    /** When an admin last changed the status (null until then). */
    updatedAt: { type: Date, default: null },
    /** Search fields (service-kit's text-search) of name, e-mail and company; absent on older submissions. */
    searchText: { type: String },
    searchGrams: { type: [String], default: undefined },
  },
  { collection: 'contact_submissions', versionKey: false },
);
// The admin list reads newest (or oldest) first, optionally filtered by status, `_id` breaking ties; the
// dashboard counts by status and, across every status, since a date.
contactSubmissionSchema.index({ status: 1, createdAt: -1, _id: -1 });
contactSubmissionSchema.index({ createdAt: -1, _id: -1 });
contactSubmissionSchema.index({ searchGrams: 1 });

export type TContactSubmissionRecord = InferSchemaType<typeof contactSubmissionSchema> & {
  _id: Types.ObjectId;
};

/** The `contact_submissions` model bound to svc-candidates' own connection. */
export const contactSubmissionModel = (connection: Connection) =>
  connection.model('ContactSubmission', contactSubmissionSchema);
