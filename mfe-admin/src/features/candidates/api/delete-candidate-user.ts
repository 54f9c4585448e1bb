import { deleteCandidateUser as deleteCandidateUserOperation } from '@gtm/contracts/operations/candidates';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** `DELETE /api/candidate-users/{userId}`: removes an incomplete registration and its account. */
export const deleteCandidateUser = (userId: string) =>
  callOperation(deleteCandidateUserOperation, { params: { id: userId } });
