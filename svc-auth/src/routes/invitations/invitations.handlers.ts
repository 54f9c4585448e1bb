import { randomUUID } from 'node:crypto';
import type { TEmailJob } from '@gtm/contracts/email-job';
import type { inviteCandidate as inviteCandidateOperation } from '@gtm/contracts/operations/candidates';
import { CANDIDATE_ADMIN_ANSWERS } from '@gtm/contracts/talent';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import { enqueue, publishEvent } from '../../jobs/enqueue.ts';
import { accountDeletedEvent } from '../account-data/account-data.handlers.ts';
import type { TSignInDeps } from '../sign-in/sign-in.handlers.ts';

/** What an invitation needs: the accounts, the e-mail queue, svc-candidates' events and the audit trail. */
export type TInvitationsDeps = Pick<TSignInDeps, 'users' | 'emailQueue' | 'candidateEvents' | 'audit'>;

const unavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', {
    userMessage: CANDIDATE_ADMIN_ANSWERS.invitationUnavailable,
    internalMessage: 'redis unavailable: invitation not sent',
    cause,
  });

/**
 * `POST /api/admin/candidate-invitations`: creates the candidate's account (the unique e-mail decides: 409 if
 * one exists), announces it to svc-candidates as a registration, and e-mails a link to the candidate sign-in
 * page. If either cannot be queued the account is deleted again (503): the admin may simply retry.
 */
export const inviteCandidate =
  (deps: TInvitationsDeps): TOperationHandler<typeof inviteCandidateOperation> =>
  async (c, { body }) => {
    const user = await deps.users.create({ email: body.email, kind: 'candidate', name: body.name });
    if (user === null) {
      throw new AppError('CONFLICT', {
        userMessage: CANDIDATE_ADMIN_ANSWERS.accountExists,
        issues: [{ path: 'email', message: CANDIDATE_ADMIN_ANSWERS.accountExists }],
      });
    }
    const userId = user._id.toString();
    let announced = false;
    try {
      await publishEvent(
        deps.candidateEvents,
        {
          // BullMQ job ids may not contain ':'.
          eventId: `candidate.registered.${randomUUID()}`,
          type: 'candidate.registered',
          userId,
          at: Date.now(),
          email: user.email,
          name: user.name,
        },
        unavailable,
      );
      announced = true;
      const job: TEmailJob = {
        template: 'candidate-invitation',
        to: user.email,
        ref: `candidate-invitation:${userId}`,
        params: { name: user.name },
      };
      await enqueue(
        deps.emailQueue,
        { name: job.template, data: job, jobId: `candidate-invitation.${userId}` },
        unavailable,
      );
    } catch (error) {
      await deps.users.delete(userId);
      // The registration went out: its deletion follows it (best effort: Redis just refused a job).
      if (announced) {
        await publishEvent(deps.candidateEvents, accountDeletedEvent(user), unavailable).catch(() =>
          c.get('log').error({ userId }, 'invitation undone: account.deleted not published'),
        );
      }
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
