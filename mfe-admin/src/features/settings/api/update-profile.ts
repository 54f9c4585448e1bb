import { ZProfileUpdate } from '@gtm/contracts/auth';
import { updateProfile } from '@gtm/contracts/operations/users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { useSessionStore } from '@gtm/web-kit/session-store.ts';
import { toSessionUser } from '@gtm/web-kit/session-user.ts';
import { cacheSavedSettings } from './get-account-settings.ts';

export type TProfileForm = { name: string; email: string; company: string; bio: string };

/** The profile form's rules: svc-auth's own schema, field by field (spec section 5's messages). */
export const PROFILE_RULES = {
  name: ZProfileUpdate.shape.name,
  company: ZProfileUpdate.shape.company,
  bio: ZProfileUpdate.shape.bio,
};

/**
 * `updateProfile`: saves the name, company and bio (the e-mail is the sign-in identity, shown read-only and
 * never sent); the header's user menu and the cached settings show them at once.
 */
export async function saveProfile(form: TProfileForm) {
  const answer = await callOperation(updateProfile, {
    body: { name: form.name, company: form.company, bio: form.bio },
  });
  useSessionStore.getState().setUser(toSessionUser(answer.user));
  const { name, email, company, bio } = answer.user;
  await cacheSavedSettings({ profile: { name, email, company, bio } });
  return answer;
}
