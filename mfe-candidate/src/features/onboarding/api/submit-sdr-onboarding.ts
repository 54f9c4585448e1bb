import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { submitSdrOnboarding as operation } from '@gtm/contracts/operations/candidate-profiles';
import { onboardingFormData } from './onboarding-form-data.ts';
import type { TOnboardingFiles } from './onboarding-form-data.ts';
import { postWithProgress } from './post-with-progress.ts';
import type { TUploadProgress } from './post-with-progress.ts';

/**
 * The `submitSdrOnboarding` operation: creates (201) or updates (200) the candidate's SDR profile, telling how
 * much of the body has gone up.
 */
export const submitSdrOnboarding = (
  data: TSdrProfileInput,
  files: TOnboardingFiles,
  onProgress: TUploadProgress,
) => postWithProgress(operation, onboardingFormData(data, files), onProgress);
