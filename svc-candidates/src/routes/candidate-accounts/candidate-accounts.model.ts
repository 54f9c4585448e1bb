import { Schema } from 'mongoose';
import type { Connection, InferSchemaType } from 'mongoose';
import { CANDIDATE_ROLES } from '@gtm/contracts/users';

/**
 * svc-candidates' record of each candidate account svc-auth holds (keyed by its user id), filled from account
 * events: what the admin list of incomplete registrations reads without calling svc-auth.
 */
const candidateAccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 320 },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    role: { type: String, enum: [...CANDIDATE_ROLES, null], default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'candidate_accounts', versionKey: false },
);
candidateAccountSchema.index({ created_at: -1, _id: -1 });

export type TCandidateAccountRecord = InferSchemaType<typeof candidateAccountSchema>;

/** The `candidate_accounts` model on svc-candidates' connection. */
export const candidateAccountModel = (connection: Connection) =>
  connection.model('CandidateAccount', candidateAccountSchema);
