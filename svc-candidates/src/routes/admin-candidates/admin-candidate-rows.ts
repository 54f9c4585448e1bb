import type { TCandidateProfileDetail, TCandidateProfileRow, TCandidateUserRow } from '@gtm/contracts/talent';
import type { TCandidateAccountRecord } from '../candidate-accounts/candidate-accounts.model.ts';
import { profileListsOf } from '../candidate-profiles/candidate-profile-answer.ts';
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

/** A profile as the view dialog shows it. */
export const toProfileDetail = (record: TCandidateProfileRecord): TCandidateProfileDetail => ({
  ...toProfileRow(record),
  headline: record.headline,
  shortBio: record.shortBio,
  phone: record.phone,
  linkedinUrl: record.linkedinUrl,
});

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
