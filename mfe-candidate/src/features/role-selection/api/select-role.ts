import { selectCandidateRole } from '@gtm/contracts/operations/users';
import type { TCandidateRole } from '@gtm/contracts/users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** The `selectCandidateRole` operation: sets the signed-in candidate's role (SDR or AE). */
export const selectRole = (role: TCandidateRole) => callOperation(selectCandidateRole, { body: { role } });

/** Saves the role chosen; the screen moves on to its onboarding on success. */
export const useSelectRole = (
  handlers: TMutationHandlers<TCandidateRole, Awaited<ReturnType<typeof selectRole>>>,
) => useMutation(selectCandidateRole.id, selectRole, handlers);
