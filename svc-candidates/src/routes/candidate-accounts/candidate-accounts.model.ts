import { Schema } from 'mongoose';
import type { Connection, InferSchemaType } from 'mongoose';
import { CANDIDATE_ROLES } from '@gtm/contracts/users';
import { employersReadThis } from '../../employer-reads-changes.ts';
import { candidateProfileReadsThis } from '../../candidate-profile-changes.ts';

/**
 * The settings page's values saved before the candidate has a profile; onboarding starts the profile from them.
 * `updatedAt` times the name they carry (svc-auth keeps the newest).
 */
const accountSettingsSchema = new Schema(
  {
    phone: { type: String, default: null },
    linkedinUrl: { type: String, default: null },
    location: { type: String, default: null },
    bio: { type: String, default: null },
    notifications: { type: Schema.Types.Mixed, required: true },
    privacy: { type: Schema.Types.Mixed, required: true },
    updatedAt: { type: Date, required: true },
  },
  { _id: false, minimize: false },
);

/**
 * svc-candidates' record of each candidate account svc-auth holds (keyed by its user id), filled from account
 * events: what the admin list of incomplete registrations reads without calling svc-auth.
 */
export const candidateAccountSchema = new Schema(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 320 },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    role: { type: String, enum: [...CANDIDATE_ROLES, null], default: null },
    created_at: { type: Date, required: true },
    /** Whether the candidate has a profile (false: an incomplete registration, as the admin list shows it). */
    hasProfile: { type: Boolean, default: false },
    /** When an admin last sent a reminder (the 24-hour cooldown counts from it). */
    remindedAt: { type: Date, default: null },
    /** The name as the list sorts it (service-kit's normalized form). */
    sortName: { type: String, default: '' },
    /** Search fields (service-kit's text-search) of the name and e-mail. */
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: undefined },
    /** Settings saved while the candidate had no profile (null: none were); onboarding starts from them. */
    settings: { type: accountSettingsSchema, default: null },
  },
  { collection: 'candidate_accounts', versionKey: false },
);
// The employer portal shows these records: its cached answers drop on every write.
employersReadThis(candidateAccountSchema);
// The candidate's own profile read shows the account's name and e-mail: every write drops the candidate's answer.
candidateProfileReadsThis(candidateAccountSchema, '_id');
candidateAccountSchema.index({ created_at: -1, _id: -1 });
// The admin list: all or by `hasProfile`, newest first or by name or e-mail; search by the grams.
candidateAccountSchema.index({ hasProfile: 1, created_at: -1, _id: -1 });
candidateAccountSchema.index({ sortName: 1, _id: 1 });
candidateAccountSchema.index({ hasProfile: 1, sortName: 1, _id: 1 });
candidateAccountSchema.index({ email: 1, _id: 1 });
candidateAccountSchema.index({ hasProfile: 1, email: 1, _id: 1 });
candidateAccountSchema.index({ searchGrams: 1 });

/** Settings kept with the account before there is a profile, as stored. */
export type TAccountSettings = {
  phone: string | null;
  linkedinUrl: string | null;
  location: string | null;
  bio: string | null;
  notifications: { email: boolean; matches: boolean; interviews: boolean; messages: boolean };
  privacy: { profilePublic: boolean; showContact: boolean };
  updatedAt: Date;
};

export type TCandidateAccountRecord = Omit<InferSchemaType<typeof candidateAccountSchema>, 'settings'> & {
  settings?: TAccountSettings | null;
};

/** The `candidate_accounts` model on svc-candidates' connection. */
export const candidateAccountModel = (connection: Connection) =>
  connection.model('CandidateAccount', candidateAccountSchema);
