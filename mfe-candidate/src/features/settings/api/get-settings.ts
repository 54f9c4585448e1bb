import { mutate } from 'swr';
import type { TCandidateSettingsView } from '@gtm/contracts/candidate-profile';
import { getCandidateSettings } from '@gtm/contracts/operations/candidate-profiles';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/** The `getCandidateSettings` operation through SWR: the settings page's values, with or without a profile. */
export const useCandidateSettings = () => useOperation(getCandidateSettings, {});

/** Puts the settings a save answered in the cache (no second request). */
export const cacheCandidateSettings = (settings: TCandidateSettingsView) =>
  mutate(operationUrl(getCandidateSettings), settings, { revalidate: false });
