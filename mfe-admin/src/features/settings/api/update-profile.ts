import { ZProfileUpdate, zSettingsEmail } from '@gtm/contracts/auth';
import { updateProfile } from '@gtm/contracts/operations/auth';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { toSessionUser } from '@gtm/web-kit/session-user.ts';
import { cacheSavedSettings } from './get-account-settings.ts';

export type TProfileForm = { name: string; email: string; company: string; bio: string };

/** The profile form's rules: svc-auth's own schema, field by field (spec section 5's messages). */
export const PROFILE_RULES = {
  name: ZProfileUpdate.shape.name,
  email: zSettingsEmail,
  company: ZProfileUpdate.shape.company,
  bio: ZProfileUpdate.shape.bio,
};

/** `updateProfile`: saves the profile; the header's user menu and the cached settings show it at once. */
export async function saveProfile(form: TProfileForm) {
  const answer = await callOperation(updateProfile, { body: form });
  useSessionStore.getState().setUser(toSessionUser(answer.user));
  const { name, email, company, bio } = answer.user;
  await cacheSavedSettings({ profile: { name, email, company, bio } });
  return answer;
}
