import type { TAeProfileInput } from '@gtm/contracts/candidate-profile';
import { submitAeOnboarding as operation } from '@gtm/contracts/operations/candidate-profiles';
import { onboardingFormData } from './onboarding-form-data.ts';
import type { TOnboardingFiles } from './onboarding-form-data.ts';
import { postWithProgress } from './post-with-progress.ts';
import type { TUploadProgress } from './post-with-progress.ts';

/**
 * The `submitAeOnboarding` operation: creates (201) or updates (200) the candidate's AE profile, telling how much
 * of the body has gone up. Spec section 3: the data also carries methodologies, averageACV and the three
 * dealWalkthrough fields, read from the form's.
 */
export const submitAeOnboarding = (
  data: TAeProfileInput,
  files: TOnboardingFiles,
  onProgress: TUploadProgress,
) =>
  postWithProgress(
    operation,
    onboardingFormData(
      {
        ...data,
        methodologies: data.salesMethodologies,
        averageACV: data.acvRanges,
        dealWalkthroughSituation: data.favoriteDeal.situation,
        dealWalkthroughAction: data.favoriteDeal.action,
        dealWalkthroughResult: data.favoriteDeal.result,
      },
      files,
    ),
    onProgress,
  );
