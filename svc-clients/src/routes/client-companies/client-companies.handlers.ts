import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type * as operations from '@gtm/contracts/operations/client-companies';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TOutbox } from '@gtm/service-kit/outbox';
import { latest, publishAccessChanges } from '../../access-changes/access-events.ts';
import type { TAccessSnapshots } from '../../access-changes/access-snapshots.ts';
import { toClientCompany } from '../../client-directory/client-companies.repository.ts';
import type { TClientCompaniesRepository } from '../../client-directory/client-companies.repository.ts';
import type { TClientUsersRepository } from '../../client-directory/client-users.repository.ts';

/** What the admins' client operations need: the companies and users, the outbox and the audit trail. */
export type TClientsAdminDeps = {
  companies: TClientCompaniesRepository;
  users: TClientUsersRepository;
  /**
   * Where svc-auth hears of employers whose access an admin changed, and a self-registered employer's e-mail of
   * the admins' decision goes.
   */
  outbox: TOutbox;
  /** The employers' access snapshots svc-candidates reads: dropped before an access change, stored after. */
  accessSnapshots: TAccessSnapshots;
  audit: TAuditTrail;
};

const companyNotFound = () => new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.companyNotFound });

/** The admins' client companies: list, read, edit. */
export const clientCompaniesHandlers = (deps: TClientsAdminDeps) => {
  /** `GET /api/admin/client-companies`: one page of client companies, searched inside the name. */
  const list: TOperationHandler<typeof operations.listClientCompanies> = async (c, { query }) =>
    c.json(await deps.companies.list(query));

  /** `GET /api/admin/client-companies/{id}`: one company. */
  const get: TOperationHandler<typeof operations.getClientCompany> = async (c, { params }) => {
    const company = await deps.companies.findById(params.id);
    if (company === null) throw companyNotFound();
    return c.json(toClientCompany(company));
  };

  /**
   * `PATCH /api/admin/client-companies/{id}`: e-mail frequency, view type, success fee, time zone, billing
   * details (legal name, address, e-mail, tax id, currency, tax), deleted. A
   * deletion ends the access of every user of the company who has an account; a restore gives it back to the
   * enabled ones. Each is announced to svc-auth dated by the deletion or restore, so repeating the write announces
   * the same events again and nothing new.
   */
  const update: TOperationHandler<typeof operations.updateClientCompany> = async (c, { params, body }) => {
    // A view type or a deletion changes what every user of the company may see: their snapshots go first.
    const touchesAccess = body.view_type !== undefined || body.deleted !== undefined;
    const linked = touchesAccess ? await deps.users.linkedUsersOf(params.id) : [];
    const accounts = linked.map((user) => user.userId as string);
    await deps.accessSnapshots.drop(accounts);
    const updated = await deps.companies.update(params.id, body);
    if (updated === null) throw companyNotFound();
    await deps.accessSnapshots.store(accounts);
    const { before, after } = updated;
    // Compared as answered, so a company stored before the fee and time zone shows their defaults as before.
    const changes = changedFields(toClientCompany(before), toClientCompany(after), [
      'email_frequency',
      'view_type',
      'fee_percent',
      'time_zone',
      'legal_name',
      'billing_address',
      'billing_email',
      'tax_id',
      'currency',
      'tax_percent',
      'deleted',
    ]);
    if (changes.length > 0) {
      await deps.audit.record(c, {
        action: 'client-company.updated',
        target: { type: 'client-company', id: params.id, label: after.name },
        changes,
      });
    }
    if (body.deleted !== undefined) {
      const at = latest(after.deleted_changed_at, after.created_at);
      const users = await deps.users.linkedUsersOf(params.id);
      await publishAccessChanges(
        deps.outbox,
        users
          .filter((user) => after.deleted || user.is_enabled)
          .map((user) => ({ userId: user.userId as string, enabled: !after.deleted, at })),
      );
    }
    return c.json(toClientCompany(after));
  };

  /**
   * `GET /api/admin/client-companies/{id}/billing-recipients` (issue 46): where the company's invoices are
   * e-mailed: its billing e-mail, else its enabled users' addresses; none for a deleted company. svc-candidates
   * asks when an admin sends an invoice.
   */
  const billingRecipients: TOperationHandler<typeof operations.listCompanyBillingRecipients> = async (
    c,
    { params },
  ) => {
    const company = await deps.companies.findById(params.id);
    if (company === null) throw companyNotFound();
    if (company.deleted) return c.json({ emails: [] }, 200);
    if (company.billing_email) return c.json({ emails: [company.billing_email] }, 200);
    const users = await deps.users.enabledUsersOf(params.id);
    return c.json({ emails: [...new Set(users.map((user) => user.email))] }, 200);
  };

  /**
   * `POST /api/admin/client-companies/lookup`: the companies of some ids in one read (the deleted with `deleted`,
   * an id of no company left out). svc-candidates reads a month of the admins' combine day calendar with it.
   */
  const lookup: TOperationHandler<typeof operations.lookupClientCompanies> = async (c, { body }) => {
    const companies = await deps.companies.byIds(body.ids);
    return c.json({ items: [...companies.values()].map(toClientCompany) }, 200);
  };

  return { list, get, update, billingRecipients, lookup };
};
