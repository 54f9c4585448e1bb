import * as operations from '@gtm/contracts/operations/candidate-profiles';
import { operationRouter } from '@gtm/service-kit/operations';
import { candidateProfilesHandlers } from './candidate-profiles.handlers.ts';
import type { TCandidateProfilesDeps } from './candidate-profiles.handlers.ts';

/** The signed-in candidate's own profile: read, onboarding submits (with uploads) and settings. */
export const candidateProfilesRoutes = (deps: TCandidateProfilesDeps) => {
  const handlers = candidateProfilesHandlers(deps);
  return operationRouter()
    .mount(operations.getOwnCandidateProfile, handlers.get)
    .mount(operations.submitSdrOnboarding, handlers.submitSdr)
    .mount(operations.submitAeOnboarding, handlers.submitAe)
    .mount(operations.getCandidateSettings, handlers.getSettings)
    .mount(operations.updateCandidateSettings, handlers.updateSettings);
};
