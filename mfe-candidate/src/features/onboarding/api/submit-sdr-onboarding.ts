import type { TSdrProfileInput } from '@gtm/contracts/candidate-profile';
import { submitSdrOnboarding as operation } from '@gtm/contracts/operations/candidates';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { onboardingFormData } from './onboarding-form-data.ts';
import type { TOnboardingFiles } from './onboarding-form-data.ts';

/** The `submitSdrOnboarding` operation: creates (201) or updates (200) the candidate's SDR profile. */
export const submitSdrOnboarding = (data: TSdrProfileInput, files: TOnboardingFiles) =>
  callOperation(operation, { form: onboardingFormData(data, files) });
