import { updateCandidate as updateCandidateOperation } from '@gtm/contracts/operations/candidates';
import type { TCandidateUpdate } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `PUT /api/candidates/{id}`: the edit dialog's status, location and lists; answers the profile as saved. */
export const updateCandidate = (id: string, body: TCandidateUpdate) =>
  callOperation(updateCandidateOperation, { params: { id }, body });
