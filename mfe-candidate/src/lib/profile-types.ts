import type { TCandidateProfileAnswer } from '@gtm/contracts/candidate-profile';

/** The signed-in candidate's profile as `GET /api/user/candidate-profile` answers it. */
export type TOwnProfile = TCandidateProfileAnswer;
/** A stored file of the profile (resume or headshot) with its signed link. */
export type TProfileFile = NonNullable<TCandidateProfileAnswer['resume']>;
