import * as operations from '@gtm/contracts/operations/candidates';
import { operationRouter } from '@gtm/service-kit/operations';
import {
  getCandidateSettings,
  getOwnCandidateProfile,
  submitAeOnboarding,
  submitSdrOnboarding,
  updateCandidateSettings,
} from './candidate-profiles.handlers.ts';
import type { TCandidateProfilesDeps } from './candidate-profiles.handlers.ts';

/** The signed-in candidate's own profile: read, onboarding submits (with uploads) and settings. */
export const candidateProfilesRoutes = (deps: TCandidateProfilesDeps) =>
  operationRouter()
    .mount(operations.getOwnCandidateProfile, getOwnCandidateProfile(deps))
    .mount(operations.submitSdrOnboarding, submitSdrOnboarding(deps))
    .mount(operations.submitAeOnboarding, submitAeOnboarding(deps))
    .mount(operations.getCandidateSettings, getCandidateSettings(deps))
    .mount(operations.updateCandidateSettings, updateCandidateSettings(deps));
