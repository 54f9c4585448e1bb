import type { TAccountSettings } from '@gtm/contracts/auth';
import { updateSecuritySettings } from '@gtm/contracts/operations/users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { cacheSavedSettings } from './get-account-settings.ts';

/** `updateSecuritySettings`: saves two-factor and the session timeout (which svc-auth applies to every session). */
export async function saveSecurity(form: TAccountSettings['security']) {
  const answer = await callOperation(updateSecuritySettings, { body: form });
  await cacheSavedSettings({ security: answer.security });
  return answer;
}
