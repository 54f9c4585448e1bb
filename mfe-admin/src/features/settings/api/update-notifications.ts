import type { TAccountSettings } from '@gtm/contracts/auth';
import { updateNotificationSettings } from '@gtm/contracts/operations/users';
import { callOperation } from '@gtm/web-kit/call-operation.ts';
import { cacheSavedSettings } from './get-account-settings.ts';

/** `updateNotificationSettings`: saves the three switches. */
export async function saveNotifications(form: TAccountSettings['notifications']) {
  const answer = await callOperation(updateNotificationSettings, { body: form });
  await cacheSavedSettings({ notifications: answer.notifications });
  return answer;
}
