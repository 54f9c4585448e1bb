import { mutate } from 'swr';
import { getOwnCandidateProfile } from '@gtm/contracts/operations/candidate-profiles';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { operationUrl } from '@gtm/web-kit/call-operation.ts';
import { useOperation } from '@gtm/web-kit/use-operation.ts';

/**
 * The `getOwnCandidateProfile` operation through SWR, shared by every candidate screen. A 404 (onboarding not
 * done) is not an error here: `profile` is then null and `missing` true.
 */
export function useOwnProfile() {
  const { data, error, isLoading } = useOperation(getOwnCandidateProfile, {});
  const missing = error instanceof ApiError && error.status === 404;
  return {
    profile: data ?? null,
    missing,
    loadError: missing ? undefined : error,
    isLoading,
  };
}

/** Reloads the profile every screen shares (after onboarding or a settings change). */
export const revalidateOwnProfile = () => mutate(operationUrl(getOwnCandidateProfile));
