import { Schema } from 'mongoose';
import type { Connection, Types } from 'mongoose';
import { CANDIDATE_STATUSES } from '@gtm/contracts/candidate-profile';
import type { TAeProfile, TSdrProfile } from '@gtm/contracts/candidate-profile';
import { employersReadThis } from '../../employer-reads-changes.ts';
import { candidateProfileReadsThis } from '../../candidate-profile-changes.ts';

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
export const candidateProfileSchema = new Schema(
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
    /** Set by an admin's edit; absent: derived from the AE form (an AE submit resets them to the form's). */
    methodologies: { type: [String], default: undefined },
    industries: { type: [String], default: undefined },
    /**
     * The admin list's copy of the account (svc-auth owns it; events bring it): the e-mail, the name the list
     * shows (the profile's, else the account's), its sort key and the search fields of both. `listSynced` says
     * the copy was taken with the account known; profiles without it are synced at start and after the seed.
     */
    email: { type: String, default: '' },
    listName: { type: String, default: '' },
    sortName: { type: String, default: '' },
    searchText: { type: String, default: '' },
    searchGrams: { type: [String], default: [] },
    listSynced: { type: Boolean, default: false },
  },
  { collection: 'candidate_profiles', versionKey: false, minimize: false },
);
// The employer portal shows these records: its cached answers drop on every write.
employersReadThis(candidateProfileSchema);
// The candidate's own profile read is kept in memory: every write drops the candidate's answer everywhere.
candidateProfileReadsThis(candidateProfileSchema, 'userId');
candidateProfileSchema.index({ userId: 1 }, { unique: true });
// The admins' list: all or one status, newest first or by name or e-mail; search by the grams.
candidateProfileSchema.index({ status: 1, createdAt: -1, _id: -1 });
candidateProfileSchema.index({ createdAt: -1, _id: -1 });
candidateProfileSchema.index({ sortName: 1, _id: 1 });
candidateProfileSchema.index({ status: 1, sortName: 1, _id: 1 });
candidateProfileSchema.index({ email: 1, _id: 1 });
candidateProfileSchema.index({ status: 1, email: 1, _id: 1 });
candidateProfileSchema.index({ searchGrams: 1 });
candidateProfileSchema.index({ listSynced: 1 });

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
  methodologies?: string[] | null;
  industries?: string[] | null;
  email?: string;
  listName?: string;
  sortName?: string;
  searchText?: string;
  searchGrams?: string[];
  listSynced?: boolean;
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
