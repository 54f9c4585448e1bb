import type { TAeProfileInput } from '@gtm/contracts/candidate-profile';
import { submitAeOnboarding as operation } from '@gtm/contracts/operations/candidates';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { onboardingFormData } from './onboarding-form-data.ts';
import type { TOnboardingFiles } from './onboarding-form-data.ts';

/**
 * The `submitAeOnboarding` operation: creates (201) or updates (200) the candidate's AE profile. Spec section 3:
 * the data also carries methodologies, averageACV and the three dealWalkthrough fields, read from the form's.
 */
export const submitAeOnboarding = (data: TAeProfileInput, files: TOnboardingFiles) =>
  callOperation(operation, {
    form: onboardingFormData(
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
  });
