import type { TEmailJob } from '@gtm/contracts/email-job';
import type { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/invitations';
import { QUEUES } from '@gtm/contracts/queues';
import { CANDIDATE_ADMIN_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { outboxMessage } from '@gtm/service-kit/outbox-messages';
import type { TSignInDeps } from '../sign-in/sign-in.handlers.ts';

/** What an invitation needs: the accounts, the outbox (svc-candidates' event, the e-mail) and the audit trail. */
export type TInvitationsDeps = Pick<TSignInDeps, 'users' | 'outbox' | 'audit'>;

const unavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: CANDIDATE_ADMIN_ANSWERS.invitationUnavailable,
    internalMessage: 'invitation not stored in the outbox',
    cause,
  });

/** The admins' candidate invitation. */
export const invitationsHandlers = (deps: TInvitationsDeps) => {
  /**
   * `POST /api/admin/candidate-invitations`: creates the candidate's account (the unique e-mail decides: 409 if
   * one exists), announces it to svc-candidates as a registration, and e-mails a link to the candidate sign-in
   * page: both stored in the outbox as one row, so both go or neither. If the row cannot be stored the account
   * is deleted again (503): the admin may simply retry.
   */
  const inviteCandidate: TOperationHandler<typeof inviteCandidateOperation> = async (c, { body }) => {
    const user = await deps.users.create({ email: body.email, kind: 'candidate', name: body.name });
    if (user === null) {
      throw new AppError('CONFLICT', {
        userMessage: CANDIDATE_ADMIN_ANSWERS.accountExists,
        issues: [{ path: 'email', message: CANDIDATE_ADMIN_ANSWERS.accountExists }],
      });
    }
    const userId = user._id.toString();
    const job: TEmailJob = {
      template: 'candidate-invitation',
      to: user.email,
      ref: `candidate-invitation:${userId}`,
      params: { name: user.name },
    };
    try {
      await deps.outbox.publish(
        [
          outboxMessage.accountEvent(QUEUES.accountEvents, {
            eventId: `candidate.registered.${userId}`,
            type: 'candidate.registered',
            userId,
            at: Date.now(),
            email: user.email,
            name: user.name,
          }),
          outboxMessage.email(job, `candidate-invitation.${userId}`),
        ],
        unavailable,
      );
    } catch (error) {
      await deps.users.delete(userId);
      throw error;
    }
    await deps.audit.record(c, {
      action: 'candidate.invited',
      target: { type: 'candidate-registration', id: userId, label: user.name },
      changes: changedFields(null, { name: user.name, email: user.email }, ['name', 'email']),
    });
    c.get('log').info({ userId }, 'candidate invited');
    return c.json(
      {
        success: true as const,
        message: CANDIDATE_ADMIN_ANSWERS.invitationSent,
        user: { userId, name: user.name, email: user.email },
      },
      201,
    );
  };

  return { inviteCandidate };
};
