import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type { TClientAccessRequest } from '@gtm/contracts/clients';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type * as operations from '@gtm/contracts/operations/client-users';
import { AppError } from '@gtm/service-kit/app-error';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import { normalizeForSearch } from '@gtm/service-kit/text-search';
import { publishAccessChanges } from '../../access-changes/access-events.ts';
import type { TClientsAdminDeps } from '../client-companies/client-companies.handlers.ts';

const requestNotFound = () =>
  new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.accessRequestNotFound });
const alreadyDecided = () => new AppError('CONFLICT', { userMessage: CLIENT_ANSWERS.accessRequestDecided });

/** The admins' access requests of self-registered employers: list and decide. */
export const accessRequestsHandlers = (deps: TClientsAdminDeps) => {
  /**
   * `GET /api/admin/client-access-requests`: the self-registered employers waiting for a decision, oldest first,
   * each with the live company its typed name matches (case, spacing and accents ignored), if any.
   */
  const list: TOperationHandler<typeof operations.listClientAccessRequests> = async (c) => {
    const pending = await deps.users.pendingAccessRequests();
    const typed = pending.flatMap((user) =>
      user.access_request?.company ? [user.access_request.company] : [],
    );
    const matches = await deps.companies.liveByLooseNames(typed);
    const items = pending.map((user): TClientAccessRequest => {
      const company = user.access_request?.company ?? null;
      const matched = company ? matches.get(normalizeForSearch(company)) : undefined;
      return {
        clientUserId: user._id.toString(),
        name: user.name,
        email: user.email,
        company,
        matchedCompany: matched ? { _id: matched._id.toString(), name: matched.name } : null,
        requestedAt: (user.access_request?.requested_at ?? user.created_at).toISOString(),
      };
    });
    return c.json({ items });
  };

  /**
   * `POST /api/admin/client-access-requests/{id}`: an admin's decision on a pending request, in one atomic
   * update (two admins deciding at once: one wins, the other gets 409).
   * - approve: the user joins the company given, else the live company the typed name matches, else a new company
   *   of that name (created now, not at registration: a stranger's typing never creates client records);
   * - deny: the user is disabled; svc-auth ends their sessions and refuses their sign-in.
   * Either is audited, and the employer is told by e-mail.
   */
  const decide: TOperationHandler<typeof operations.decideClientAccessRequest> = async (
    c,
    { params, body },
  ) => {
    const user = await deps.users.findRecordById(params.id);
    if (user === null || !user.access_request) throw requestNotFound();
    if (user.access_request.status !== 'pending') throw alreadyDecided();
    const decidedBy = c.get('identity').userId ?? 'unknown';
    const typed = user.access_request.company ?? null;

    // The user's access snapshot goes before the decision and is stored after it (see access-snapshots.ts).
    const accounts = user.userId ? [user.userId] : [];
    if (body.decision === 'deny') {
      await deps.accessSnapshots.drop(accounts);
      const after = await deps.users.decideAccess(params.id, { status: 'denied', decidedBy });
      await deps.accessSnapshots.store(accounts);
      if (after === null) throw alreadyDecided();
      await deps.audit.record(c, {
        action: 'client-user.access-denied',
        target: { type: 'client-user', id: params.id, label: after.name },
        changes: [
          { field: 'access', before: 'pending', after: 'denied' },
          { field: 'is_enabled', before: user.is_enabled, after: false },
        ],
      });
      if (after.userId) {
        const at = after.access_changed_at ?? new Date();
        await publishAccessChanges(deps.outbox, [{ userId: after.userId, enabled: false, at }]);
      }
      await tell(
        deps,
        { template: 'client-access-denied', to: after.email, userId: params.id },
        {
          name: after.name,
        },
      );
      return c.json({
        success: true as const,
        message: CLIENT_ANSWERS.accessDenied,
        user: await shown(deps, params.id),
      });
    }

    const company = await companyToJoin(deps, body.clientCompanyId, typed);
    await deps.accessSnapshots.drop(accounts);
    const after = await deps.users.decideAccess(params.id, {
      status: 'approved',
      clientCompanyId: company.id,
      decidedBy,
    });
    await deps.accessSnapshots.store(accounts);
    if (after === null) throw alreadyDecided();
    await deps.audit.record(c, {
      action: 'client-user.access-approved',
      target: { type: 'client-user', id: params.id, label: after.name },
      changes: [
        { field: 'access', before: 'pending', after: 'approved' },
        { field: 'clientCompanyId', before: null, after: company.id },
      ],
    });
    await tell(
      deps,
      { template: 'client-access-approved', to: after.email, userId: params.id },
      {
        name: after.name,
        companyName: company.name,
      },
    );
    return c.json({
      success: true as const,
      message: CLIENT_ANSWERS.accessApproved(company.name),
      user: await shown(deps, params.id),
    });
  };

  return { list, decide };
};

/** The company an approval puts the user in (see `decide`). */
const companyToJoin = async (
  deps: TClientsAdminDeps,
  chosen: string | undefined,
  typed: string | null,
): Promise<{ id: string; name: string }> => {
  if (chosen !== undefined) {
    const company = await deps.companies.findById(chosen);
    if (company === null) throw new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.companyNotFound });
    if (company.deleted) throw new AppError('CONFLICT', { userMessage: CLIENT_ANSWERS.companyDeleted });
    return { id: chosen, name: company.name };
  }
  if (typed === null) {
    throw new AppError('BAD_REQUEST', {
      userMessage: CLIENT_ANSWERS.accessCompanyRequired,
      issues: [{ path: 'clientCompanyId', message: CLIENT_ANSWERS.accessCompanyRequired }],
    });
  }
  const matched = (await deps.companies.liveByLooseNames([typed])).get(normalizeForSearch(typed));
  if (matched) return { id: matched._id.toString(), name: matched.name };
  const id = await deps.companies.ensureByName(typed);
  const created = await deps.companies.findById(id);
  if (created?.deleted) throw new AppError('CONFLICT', { userMessage: CLIENT_ANSWERS.companyDeleted });
  return { id, name: created?.name ?? typed };
};

/** The user as the admin list shows it, after the decision. */
const shown = async (deps: TClientsAdminDeps, id: string) => {
  const user = await deps.users.findById(id);
  if (user === null) throw new AppError('NOT_FOUND', { userMessage: CLIENT_ANSWERS.userNotFound });
  return user;
};

/** Publishes the decision's e-mail to the employer, once per decision (its id is the user's). */
const tell = async (
  deps: TClientsAdminDeps,
  to: { template: 'client-access-approved' | 'client-access-denied'; to: string; userId: string },
  params: Record<string, string>,
) => {
  const job: TEmailJob = { template: to.template, to: to.to, ref: `client-user:${to.userId}`, params };
  await deps.outbox.publish(outboxMessage.email(job, `${to.template}.${to.userId}`));
};
