import type { TOwnProfile } from './profile-types.ts';

/**
 * The profile fields the settings page owns (location, LinkedIn URL, phone), carried along unchanged when an
 * onboarding form is saved, so that saving the form never blanks what was set in Account Settings.
 */
export function settingsFieldsOf(profile: TOwnProfile | null) {
  return {
    ...(profile?.location ? { location: profile.location } : {}),
    ...(profile?.linkedinUrl ? { linkedinUrl: profile.linkedinUrl } : {}),
    ...(profile?.phone ? { phone: profile.phone } : {}),
  };
}
