import { CLIENT_ANSWERS } from '@gtm/contracts/clients';
import type { TClientCompany } from '@gtm/contracts/clients';
import type { TEmailJob } from '@gtm/contracts/email-job';
import { getClientCompany } from '@gtm/contracts/operations/client-companies';
import { QUEUES } from '@gtm/contracts/queues';
import type { inviteClientUser as inviteClientUserOperation } from '@gtm/contracts/operations/invitations';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import type { TInternalClient } from '@gtm/service-kit/internal-call';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { Context } from 'hono';
import type { TSignInDeps } from '../sign-in/sign-in.handlers.ts';

/** What a client-user invitation needs: the accounts, the outbox (svc-clients' event, the e-mail), svc-clients' API, audit. */
export type TClientInvitationsDeps = Pick<TSignInDeps, 'users' | 'outbox' | 'audit'> & {
  /** svc-clients' API (SVC_CLIENTS_URL), called on behalf of the admin. */
  clientsApi: Pick<TInternalClient, 'call'>;
};

const unavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: CLIENT_ANSWERS.invitationUnavailable,
    internalMessage: 'client invitation not sent',
    cause,
  });

const companyIssue = (code: 'NOT_FOUND' | 'CONFLICT', message: string) =>
  new AppError(code, { userMessage: message, issues: [{ path: 'clientCompanyId', message }] });

/**
 * The company the admin chose, read from svc-clients as that admin (its own access rules apply): 404 when
 * there is none, 409 when it is deleted, 503 when svc-clients cannot answer.
 */
const companyOf = async (
  c: Context<TAppEnv>,
  deps: TClientInvitationsDeps,
  id: string,
): Promise<TClientCompany> => {
  const answer = await deps.clientsApi
    .call(getClientCompany, { identity: c.get('identity'), requestId: c.get('requestId'), params: { id } })
    .catch((error: unknown) => {
      throw unavailable(error);
    });
  if (answer.status === 404) throw companyIssue('NOT_FOUND', CLIENT_ANSWERS.companyNotFound);
  if (answer.status !== 200) {
    throw unavailable(new Error(`svc-clients answered ${answer.status} for client company ${id}`));
  }
  if (answer.body.deleted) throw companyIssue('CONFLICT', CLIENT_ANSWERS.companyDeleted);
  return answer.body;
};

/** The admins' client-user invitation. */
export const clientInvitationsHandlers = (deps: TClientInvitationsDeps) => {
  /**
   * `POST /api/admin/client-user-invitations`: creates the employer account of a company's new client user (the
   * unique e-mail decides: 409 if one exists), announces it to svc-clients as a registration into that company
   * (by id), and e-mails a link to the employer sign-in page: both stored in the outbox as one row. If the row
   * cannot be stored the account is deleted again (503): the admin may simply retry.
   */
  const inviteClientUser: TOperationHandler<typeof inviteClientUserOperation> = async (c, { body }) => {
    const company = await companyOf(c, deps, body.clientCompanyId);
    const user = await deps.users.create({
      email: body.email,
      kind: 'employer',
      name: body.name,
      company: company.name,
    });
    if (user === null) {
      throw new AppError('CONFLICT', {
        userMessage: CLIENT_ANSWERS.emailTaken,
        issues: [{ path: 'email', message: CLIENT_ANSWERS.emailTaken }],
      });
    }
    const userId = user._id.toString();
    const job: TEmailJob = {
      template: 'client-invitation',
      to: user.email,
      ref: `client-invitation:${userId}`,
      params: { name: user.name, companyName: company.name },
    };
    try {
      await deps.outbox.publish(
        [
          outboxMessage.accountEvent(QUEUES.clientAccountEvents, {
            eventId: `employer.registered.${userId}`,
            type: 'employer.registered',
            userId,
            at: Date.now(),
            email: user.email,
            name: user.name,
            company: company.name,
            clientCompanyId: company._id,
          }),
          outboxMessage.email(job, `client-invitation.${userId}`),
        ],
        unavailable,
      );
    } catch (error) {
      await deps.users.delete(userId);
      throw error;
    }
    await deps.audit.record(c, {
      action: 'client-user.invited',
      target: { type: 'client-user', id: userId, label: user.name },
      changes: changedFields(null, { name: user.name, email: user.email, company: company.name }, [
        'name',
        'email',
        'company',
      ]),
    });
    c.get('log').info({ userId, clientCompanyId: company._id }, 'client user invited');
    return c.json(
      {
        success: true as const,
        message: CLIENT_ANSWERS.invitationSent,
        user: { userId, name: user.name, email: user.email, clientCompanyId: company._id },
      },
      201,
    );
  };

  return { inviteClientUser };
};
