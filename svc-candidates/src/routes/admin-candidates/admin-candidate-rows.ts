import type { TCandidateProfileDetail, TCandidateProfileRow, TCandidateUserRow } from '@gtm/contracts/talent';
import type { TCandidateAccountRecord } from '../candidate-accounts/candidate-accounts.model.ts';
import type { TFileStore } from '../../storage/file-store.ts';
import { profileListsOf, toProfileAnswer } from '../candidate-profiles/candidate-profile-answer.ts';
import type { TCandidateProfileRecord } from '../candidate-profiles/candidate-profiles.model.ts';

/** A profile as a row of the admin list: its copy of the account's name and e-mail, and the shown lists. */
export const toProfileRow = (record: TCandidateProfileRecord): TCandidateProfileRow => ({
  id: record._id.toString(),
  userId: record.userId,
  name: record.listName || record.name || '',
  email: record.email ?? '',
  role: record.role,
  location: record.location,
  status: record.status,
  ...profileListsOf(record),
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/**
 * A profile as the view dialog shows it: the row, the contact fields, the role's form answers and its files
 * as short-lived signed links (as the candidate's own profile answers them).
 */
export const toProfileDetail = async (
  record: TCandidateProfileRecord,
  files: TFileStore,
): Promise<TCandidateProfileDetail> => {
  const { sdrProfile, aeProfile, resume, headshot } = await toProfileAnswer(record, null, files);
  return {
    ...toProfileRow(record),
    headline: record.headline,
    shortBio: record.shortBio,
    phone: record.phone,
    linkedinUrl: record.linkedinUrl,
    sdrProfile,
    aeProfile,
    resume,
    headshot,
  };
};

/** A registration as a row of the admin list. */
export const toUserRow = (record: TCandidateAccountRecord): TCandidateUserRow => ({
  userId: record._id,
  name: record.name,
  email: record.email,
  created_at: record.created_at.toISOString(),
  role: record.role ?? null,
  status: record.hasProfile ? 'complete' : 'incomplete',
  hasProfile: record.hasProfile ?? false,
  remindedAt: record.remindedAt ? record.remindedAt.toISOString() : null,
});
