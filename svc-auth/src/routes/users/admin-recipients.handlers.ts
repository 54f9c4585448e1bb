import type { listAdminNotificationRecipients } from '@gtm/contracts/operations/users';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@gtm/contracts/users';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TUsersRepository } from './users.repository.ts';

/** The admins' notification settings, which svc-candidates' notification worker reads. */
export const adminRecipientsHandlers = (deps: { users: Pick<TUsersRepository, 'adminsWithSettings'> }) => {
  /**
   * `GET /api/admin/notification-recipients`: every admin's account id and notification settings (an unset
   * setting reads as its default), for svc-candidates' notification worker, which asks as an admin.
   */
  const list: TOperationHandler<typeof listAdminNotificationRecipients> = async (c) => {
    const admins = await deps.users.adminsWithSettings();
    const items = admins.map((admin) => ({
      userId: admin._id.toString(),
      emailNotifications:
        admin.notifications?.emailNotifications ?? DEFAULT_NOTIFICATION_SETTINGS.emailNotifications,
      newCandidateAlerts:
        admin.notifications?.newCandidateAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.newCandidateAlerts,
      marketingEmails: admin.notifications?.marketingEmails ?? DEFAULT_NOTIFICATION_SETTINGS.marketingEmails,
    }));
    return c.json({ items }, 200);
  };

  return { list };
};
