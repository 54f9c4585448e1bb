import { deleteCandidateProfile, getCandidateProfile } from '@gtm/contracts/operations/admin-candidates';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** What a delete found: deleted now (with the server's message and count), or gone already. */
export type TProfileDeletion =
  { outcome: 'deleted'; message: string; remainingCount: number } | { outcome: 'already-deleted' };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Spec sections 4 and 7: the profile is read first (a 404 means it is deleted already), then deleted; the
 * answer's message and remaining count are read. Any other failure is thrown.
 */
export async function deleteCandidateProfileSequence(id: string): Promise<TProfileDeletion> {
  try {
    await callOperation(getCandidateProfile, { params: { id } });
  } catch (error) {
    if (isNotFound(error)) return { outcome: 'already-deleted' };
    throw error;
  }
  try {
    const { message, remainingCount } = await callOperation(deleteCandidateProfile, { params: { id } });
    return { outcome: 'deleted', message, remainingCount };
  } catch (error) {
    // Deleted by someone else between the check and the delete.
    if (isNotFound(error)) return { outcome: 'already-deleted' };
    throw error;
  }
}

/** The profile to delete: its id, and its name for the screen's words. */
export type TProfileToDelete = { id: string; name: string };

/**
 * Deletes a profile by {@link deleteCandidateProfileSequence}; the screen refetches its list as spec section 4
 * says (after about 800 ms), so nothing is reloaded here.
 */
export const useDeleteCandidateProfile = (handlers: TMutationHandlers<TProfileToDelete, TProfileDeletion>) =>
  useMutation(
    deleteCandidateProfile.id,
    (profile: TProfileToDelete) => deleteCandidateProfileSequence(profile.id),
    handlers,
  );
