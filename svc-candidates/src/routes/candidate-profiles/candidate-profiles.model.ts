import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { CANDIDATE_STATUSES } from '@gtm/contracts/candidate-profile';
import type { TAeProfile, TSdrProfile } from '@gtm/contracts/candidate-profile';

/** A file of the candidate's in S3: the key, what its bytes are, and how many. */
const storedFileSchema = new Schema(
  {
    key: { type: String, required: true },
    contentType: { type: String, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * One candidate profile per candidate account (svc-auth's user id): the common fields at the top, each role's
 * form as submitted (validated by the contract schemas before it is stored), the files and the settings.
 */
const candidateProfileSchema = new Schema(
  {
    userId: { type: String, required: true },
    role: { type: String, enum: ['SDR', 'AE'], required: true },
    status: { type: String, enum: CANDIDATE_STATUSES, required: true, default: 'pending' },
    /** Set from the settings page; the account's name (from account events) is used until then. */
    name: { type: String, default: null },
    location: { type: String, default: null },
    headline: { type: String, default: null },
    shortBio: { type: String, default: null },
    bio: { type: String, default: null },
    phone: { type: String, default: null },
    linkedinUrl: { type: String, default: null },
    sdrProfile: { type: Schema.Types.Mixed, default: null },
    aeProfile: { type: Schema.Types.Mixed, default: null },
    resume: { type: storedFileSchema, default: null },
    headshot: { type: storedFileSchema, default: null },
    notifications: { type: Schema.Types.Mixed, required: true },
    privacy: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'candidate_profiles', versionKey: false, minimize: false },
);
candidateProfileSchema.index({ userId: 1 }, { unique: true });
// The admins' list reads newest first, optionally filtered by status (a later issue).
candidateProfileSchema.index({ status: 1, createdAt: -1 });

export type TStoredFile = { key: string; contentType: string; bytes: number };

/** A profile as stored (what `lean()` reads). */
export type TCandidateProfileRecord = {
  _id: Types.ObjectId;
  userId: string;
  role: 'SDR' | 'AE';
  status: (typeof CANDIDATE_STATUSES)[number];
  name: string | null;
  location: string | null;
  headline: string | null;
  shortBio: string | null;
  bio: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  sdrProfile: TSdrProfile | null;
  aeProfile: TStoredAeProfile | null;
  resume: TStoredFile | null;
  headshot: TStoredFile | null;
  notifications: { email: boolean; matches: boolean; interviews: boolean; messages: boolean };
  privacy: { profilePublic: boolean; showContact: boolean };
  createdAt: Date;
  updatedAt: Date;
};

/** The AE form as stored: the form plus the fields spec section 3 derives from it. */
export type TStoredAeProfile = TAeProfile & {
  averageACV: string;
  methodologies: string[];
  dealWalkthroughSituation: string;
  dealWalkthroughAction: string;
  dealWalkthroughResult: string;
};

/** The `candidate_profiles` model on svc-candidates' connection. */
export const candidateProfileModel = (connection: Connection) =>
  connection.model('CandidateProfile', candidateProfileSchema);
