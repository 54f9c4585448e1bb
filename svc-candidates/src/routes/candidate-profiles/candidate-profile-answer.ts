import type { TCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';
import type { TFileStore } from '../../storage/file-store.ts';
import type { TCandidateProfileRecord, TStoredFile } from './candidate-profiles.model.ts';

/** Whose profile it is, as svc-candidates' projection of the candidate's account knows it. */
export type TProfileAccount = { name: string; email: string } | null;

/** A comma-separated list as a list: trimmed, empties dropped. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The profile's methodologies and industries: an admin's edit when there is one, else the AE form's (an SDR
 * form names none).
 */
export const profileListsOf = (record: TCandidateProfileRecord) => {
  const ae = record.role === 'AE' ? record.aeProfile : null;
  return {
    methodologies: record.methodologies ?? (ae ? ae.methodologies : []),
    industries: record.industries ?? (ae ? listOf(ae.industries) : []),
  };
};

const signedFile = async (files: TFileStore, file: TStoredFile | null) =>
  file ? { ...(await files.signedUrl(file.key)), contentType: file.contentType, bytes: file.bytes } : null;

/**
 * The profile as `GET /api/user/candidate-profile` answers it (spec section 3): the flat fields are derived from
 * the current role's form so screens reading either naming style find them; files as short-lived signed links.
 */
export const toProfileAnswer = async (
  record: TCandidateProfileRecord,
  account: TProfileAccount,
  files: TFileStore,
): Promise<TCandidateProfileAnswer> => {
  const ae = record.role === 'AE' ? record.aeProfile : null;
  const sdr = record.role === 'SDR' ? record.sdrProfile : null;
  const [resume, headshot] = await Promise.all([
    signedFile(files, record.resume),
    signedFile(files, record.headshot),
  ]);
  return {
    id: record._id.toString(),
    userId: record.userId,
    name: record.name ?? account?.name ?? '',
    email: account?.email ?? '',
    role: record.role,
    status: record.status,
    location: record.location,
    headline: record.headline,
    title: record.headline,
    shortBio: record.shortBio,
    longBio: record.bio,
    bio: record.bio,
    phone: record.phone,
    linkedinUrl: record.linkedinUrl,
    ...profileListsOf(record),
    dealCycles: ae ? [ae.dealCycleLength] : [],
    // The AE form has one performance field (quotaVsActual): both flat fields read it.
    quota: ae?.quotaVsActual ?? null,
    quotaAttainment: ae?.quotaVsActual ?? null,
    dealWalkthroughSituation: ae?.dealWalkthroughSituation ?? null,
    dealWalkthroughAction: ae?.dealWalkthroughAction ?? null,
    dealWalkthroughResult: ae?.dealWalkthroughResult ?? null,
    passions: sdr ? sdr.passions : [],
    sdrProfile: record.sdrProfile,
    aeProfile: record.aeProfile,
    resume,
    headshot,
    notifications: record.notifications,
    privacy: record.privacy,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
};
