import type { Schema } from 'mongoose';
import { ALL_GROUPS, createAnnouncer } from '@gtm/service-kit/announced-cache';
import { afterEveryWriteOf, stringField } from '@gtm/service-kit/write-hooks';

/**
 * The Redis channel every svc-candidates process hears changes of candidates' own profile reads on (payload: the
 * candidate's user id, or `*` for all of them).
 */
export const CANDIDATE_PROFILE_CHANNEL = 'svc-candidates:candidate-profile-changed';

/** How this process announces changes of candidates' profile reads: set by svc-candidates' app and worker. */
const announcer = createAnnouncer();
export const setCandidateProfileAnnouncer = announcer.set;

/** Announces that what `userId` reads as their own profile changed, or (no user) what every candidate reads. */
export const candidateProfileChanged = announcer.announce;

/** The field of a marked collection that holds the candidate's user id. */
type TCandidateField = 'userId' | '_id';

/**
 * Marks a schema the candidate's own profile read is made of (profiles by `userId`, accounts by `_id`): every
 * write to it, by any process of svc-candidates and however it is made, announces the candidate it changed (the
 * filter's or the written record's `field`, as a string), or all candidates when the write does not name one,
 * before the write's own promise resolves. No writer has to remember to say so.
 */
export const candidateProfileReadsThis = (schema: Schema, field: TCandidateField) => {
  const named = stringField(field);
  afterEveryWriteOf(
    schema,
    (record) => {
      const name = named(record);
      return name === ALL_GROUPS ? null : name;
    },
    (userId) => candidateProfileChanged(userId ?? ALL_GROUPS),
  );
};
