import { mutate } from 'swr';
import { getOwnCandidateProfile } from '@gtm/contracts/operations/candidate-profiles';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';
import { announceHeadshotChanged } from '@gtm/web-kit/headshot-changed.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The `getOwnCandidateProfile` operation through SWR, shared by every candidate screen. A 204 (onboarding not
 * done) comes as `null`: `profile` is then null and `missing` true.
 */
export function useOwnProfile() {
  const { data, error, isLoading } = useOperation(getOwnCandidateProfile, {});
  return {
    profile: data ?? null,
    missing: data === null,
    loadError: error,
    isLoading,
  };
}

/**
 * Reloads the profile every screen shares (after onboarding or a settings change), and tells the header, which
 * shows the headshot, to read it again.
 */
export const revalidateOwnProfile = () => {
  announceHeadshotChanged();
  return mutate(operationUrl(getOwnCandidateProfile));
};
