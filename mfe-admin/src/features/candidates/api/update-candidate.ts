import {
  listCandidateProfiles,
  updateCandidate as updateCandidateOperation,
} from '@gtm/contracts/operations/admin-candidates';
import type { TCandidateProfileDetail, TCandidateUpdate } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `PUT /api/candidates/{id}`: the edit dialog's status, location and lists; answers the profile as saved. */
export const updateCandidate = (id: string, body: TCandidateUpdate) =>
  callOperation(updateCandidateOperation, { params: { id }, body });

/** Saves a profile's edit, then reloads every cached page of the profiles (the row shows the status). */
export const useUpdateCandidate = (
  id: string,
  handlers: TMutationHandlers<TCandidateUpdate, TCandidateProfileDetail>,
) =>
  useMutation(updateCandidateOperation.id, (body: TCandidateUpdate) => updateCandidate(id, body), {
    ...handlers,
    revalidates: [listCandidateProfiles],
  });
