import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type * as operations from '@gtm/contracts/operations/client-users';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { latest, publishAccessChanges } from '../../access-changes/access-events.ts';
import type { TClientsAdminDeps } from '../client-companies/client-companies.handlers.ts';

/** The admins' client users: list and edit. */
export const clientUsersHandlers = (deps: TClientsAdminDeps) => {
  /** `GET /api/admin/client-users`: one page of client users with their company's name, newest first. */
  const list: TOperationHandler<typeof operations.listClientUsers> = async (c, { query }) =>
    c.json(await deps.users.list(query));

  /**
   * `PATCH /api/admin/client-users/{id}`: enables, disables or moves a client user (never into a deleted company).
   * A user with an account is announced to svc-auth with the access they now have: disabled, their sessions end
   * and they cannot sign in; enabled in a live company (or none), they may again. Enabled in a deleted company
   * announces nothing: the company's restore will.
   */
  const update: TOperationHandler<typeof operations.updateClientUser> = async (c, { params, body }) => {
    if (body.clientCompanyId !== undefined) {
      const target = await deps.companies.findById(body.clientCompanyId);
      if (target === null) {
        throw new AppError('NOT_FOUND', {
          userMessage: CLIENT_ANSWERS.companyNotFound,
          issues: [{ path: 'clientCompanyId', message: CLIENT_ANSWERS.companyNotFound }],
        });
      }
      if (target.deleted) {
        throw new AppError('CONFLICT', {
          userMessage: CLIENT_ANSWERS.companyDeleted,
          issues: [{ path: 'clientCompanyId', message: CLIENT_ANSWERS.companyDeleted }],
        });
      }
    }
    // The user's access snapshot goes before the write and is stored after it (see access-snapshots.ts).
    const account = (await deps.users.findRecordById(params.id))?.userId ?? null;
    if (account) await deps.accessSnapshots.drop([account]);
    const updated = await deps.users.update(params.id, body);
    if (updated === null) throw new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.userNotFound });
    if (account) await deps.accessSnapshots.store([account]);
    const { before, after } = updated;
    const changes = changedFields(
      { is_enabled: before.is_enabled, clientCompanyId: before.clientCompanyId?.toString() ?? null },
      { is_enabled: after.is_enabled, clientCompanyId: after.clientCompanyId?.toString() ?? null },
      ['is_enabled', 'clientCompanyId'],
    );
    if (changes.length > 0) {
      await deps.audit.record(c, {
        action: 'client-user.updated',
        target: { type: 'client-user', id: params.id, label: after.name },
        changes,
      });
    }
    if (after.userId) {
      const companyId = after.clientCompanyId?.toString();
      const company = companyId ? await deps.companies.findById(companyId) : null;
      const at = latest(after.access_changed_at, company?.deleted_changed_at, after.created_at);
      if (!after.is_enabled) {
        await publishAccessChanges(deps.outbox, [{ userId: after.userId, enabled: false, at }]);
      } else if (!company?.deleted) {
        await publishAccessChanges(deps.outbox, [{ userId: after.userId, enabled: true, at }]);
      }
    }
    const user = await deps.users.findById(params.id);
    if (user === null) throw new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.userNotFound });
    return c.json(user);
  };

  return { list, update };
};
