import type { TCandidateSettings } from '@gtm/contracts/candidate-profile';
import { updateCandidateSettings } from '@gtm/contracts/operations/candidate-profiles';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useMutation } from '@gtm/web-kit/use-mutation.ts';
import type { TMutationHandlers } from '@gtm/web-kit/use-mutation.ts';

/** The `updateCandidateSettings` operation: the candidate settings payload of spec section 3. */
export const updateSettings = (settings: TCandidateSettings) =>
  callOperation(updateCandidateSettings, { body: settings });

/** Saves the candidate's settings; the screen refreshes what shows them on success. */
export const useUpdateSettings = (
  handlers: TMutationHandlers<TCandidateSettings, Awaited<ReturnType<typeof updateSettings>>>,
) => useMutation(updateCandidateSettings.id, updateSettings, handlers);
