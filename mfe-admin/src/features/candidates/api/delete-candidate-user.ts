import {
  listCandidateUsers,
  deleteCandidateUser as deleteCandidateUserOperation,
} from '@gtm/contracts/operations/admin-candidates';
import type { TCandidateUserRow } from '@gtm/contracts/talent';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** `DELETE /api/candidate-users/{userId}`: removes an incomplete registration and its account. */
export const deleteCandidateUser = (userId: string) =>
  callOperation(deleteCandidateUserOperation, { params: { id: userId } });

/** Removes a registration, then reloads the registrations. */
export const useDeleteCandidateUser = (
  handlers: TMutationHandlers<TCandidateUserRow, Awaited<ReturnType<typeof deleteCandidateUser>>>,
) =>
  useMutation(deleteCandidateUserOperation.id, (row: TCandidateUserRow) => deleteCandidateUser(row.userId), {
    ...handlers,
    revalidates: [listCandidateUsers],
  });
