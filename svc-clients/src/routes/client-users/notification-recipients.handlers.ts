import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type * as operations from '@gtm/contracts/operations/client-users';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientCompaniesRepository } from '../../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../../client-directory/client-users.repository.ts';

/** Who of a client company hears of its notifications. */
export const notificationRecipientsHandlers = (deps: {
  companies: Pick<TClientCompaniesRepository, 'findById'>;
  users: Pick<TClientUsersRepository, 'enabledAccountsOf'>;
}) => {
  /**
   * `GET /api/admin/client-companies/{id}/notification-recipients`: the account ids of a company's enabled users
   * (svc-candidates' notification worker asks, as an admin). A deleted company has none: its users hear nothing.
   */
  const list: TOperationHandler<typeof operations.listCompanyNotificationRecipients> = async (
    c,
    { params },
  ) => {
    const company = await deps.companies.findById(params.id);
    if (company === null) throw new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.companyNotFound });
    const userIds = company.deleted ? [] : await deps.users.enabledAccountsOf(params.id);
    return c.json({ userIds }, 200);
  };

  return { list };
};
