import { PATHS } from '@gtm/contracts/paths';
import type { TCandidateRole } from '@gtm/contracts/users';

/** Spec section 2: the Role Type badge's text per role. */
export const ROLE_LABELS: Record<TCandidateRole, string> = {
  SDR: 'Sales Development Representative',
  AE: 'Account Executive',
};

/** The onboarding form of a role (where 'Edit Profile' and 'Complete Your Profile' lead). */
export const ONBOARDING_PATHS: Record<TCandidateRole, string> = {
  SDR: PATHS.candidate.onboardingSdr,
  AE: PATHS.candidate.onboardingAe,
};

/** Lists may arrive as arrays or text (spec section 3): shown joined by comma and space. */
export const joinList = (value: string | readonly string[] | null | undefined) =>
  Array.isArray(value) ? value.filter(Boolean).join(', ') : ((value as string | null | undefined) ?? '');
