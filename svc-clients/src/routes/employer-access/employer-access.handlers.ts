import { EMPLOYER_ANSWERS } from '@gtm/contracts/employer';
import type * as operations from '@gtm/contracts/operations/clients';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TClientCompaniesRepository } from '../client-companies/client-companies.repository.ts';
import type { TClientUsersRepository } from '../client-users/client-users.repository.ts';

export type TEmployerAccessDeps = { companies: TClientCompaniesRepository; users: TClientUsersRepository };

/**
 * `GET /api/employer/access`: the signed-in employer's client user and company, read afresh on every call. A
 * disabled user or a deleted company's user is refused (403); a user in no company answers `company: null`. An
 * account this service has no client user for (its registration not yet applied) is refused in the words of
 * an unlinked account: there is no client user to answer.
 */
export const getEmployerAccess =
  ({ companies, users }: TEmployerAccessDeps): TOperationHandler<typeof operations.getEmployerAccess> =>
  async (c) => {
    const userId = c.get('identity').userId;
    const user = userId ? await users.findByUserId(userId) : null;
    if (user === null) throw new AppError('FORBIDDEN', { userMessage: EMPLOYER_ANSWERS.noCompany });
    const revoked = () => new AppError('FORBIDDEN', { userMessage: EMPLOYER_ANSWERS.accessRevoked });
    if (!user.is_enabled) throw revoked();
    const company = user.clientCompanyId ? await companies.findById(user.clientCompanyId.toString()) : null;
    if (company?.deleted) throw revoked();
    return c.json({
      clientUserId: user._id.toString(),
      name: user.name,
      email: user.email,
      company: company
        ? {
            id: company._id.toString(),
            name: company.name,
            view_type: company.view_type,
            email_frequency: company.email_frequency,
          }
        : null,
    });
  };
