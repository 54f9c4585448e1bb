import type { TCandidateSettings } from '@gtm/contracts/candidate-profile';
import { updateCandidateSettings } from '@gtm/contracts/operations/candidates';
import { callOperation } from '@gtm/web-kit/call-operation.ts';

/** The `updateCandidateSettings` operation: the candidate settings payload of spec section 3. */
export const updateSettings = (settings: TCandidateSettings) =>
  callOperation(updateCandidateSettings, { body: settings });
