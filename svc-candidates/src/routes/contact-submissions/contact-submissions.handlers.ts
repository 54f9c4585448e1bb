import { CONTACT_SUBMISSION_ANSWERS, CONTACT_SUCCESS_MESSAGE } from '@gtm/contracts/contact-submissions';
import type { TCreateContactSubmissionResponse } from '@gtm/contracts/contact-submissions';
import type * as operations from '@gtm/contracts/operations/contact-submissions';
import { AppError } from '@gtm/service-kit/app-error';
import { changedFields } from '@gtm/service-kit/audit-trail';
import type { TAuditTrail } from '@gtm/service-kit/audit-trail';
import { clientIp } from '@gtm/service-kit/client-ip';
import type { TOperationHandler } from '@gtm/service-kit/operations';
import type { TContactRateLimit } from './contact-rate-limit.ts';
import type { TContactSubmissionsRepository } from './contact-submissions.repository.ts';

/** What the contact submission handlers need. */
export type TContactSubmissionsDeps = {
  submissions: TContactSubmissionsRepository;
  contactRateLimit: TContactRateLimit;
  /** Proxies in front of the gateway that append to X-Forwarded-For (TRUSTED_PROXIES). */
  trustedProxies: number;
  /** Where an admin's status change is recorded. */
  audit: TAuditTrail;
};

/** The public contact form, and the admins' list and status change. */
export const contactSubmissionsHandlers = (deps: TContactSubmissionsDeps) => {
  /** `POST /api/contact-submissions`: spend one unit of the client's budget, store with status 'new'. */
  const create: TOperationHandler<typeof operations.createContactSubmission> = async (c, { body }) => {
    // The body is parsed before the handler runs, so only valid submissions spend budget: a visitor fixing a
    // typo is never locked out.
    await deps.contactRateLimit.consume(c, clientIp(c.req.header('x-forwarded-for'), deps.trustedProxies));
    const submission = await deps.submissions.create(body);
    c.get('log').info({ submissionId: submission.id }, 'contact submission stored');
    const answer: TCreateContactSubmissionResponse = {
      success: true,
      message: CONTACT_SUCCESS_MESSAGE,
      submission,
    };
    return c.json(answer, 201);
  };

  /** `GET /api/contact-submissions`: one page of submissions, searched and filtered by status (admins). */
  const list: TOperationHandler<typeof operations.listContactSubmissions> = async (c, { query }) =>
    c.json(await deps.submissions.list(query));

  /**
   * `PATCH /api/contact-submissions/{id}`: an admin sets the status; the change is audited with before and
   * after.
   */
  const update: TOperationHandler<typeof operations.updateContactSubmission> = async (
    c,
    { params, body },
  ) => {
    const changed = await deps.submissions.setStatus(params.id, body.status);
    if (changed === null) {
      throw new AppError('NOT_FOUND', { userMessage: CONTACT_SUBMISSION_ANSWERS.notFound });
    }
    const { before, after } = changed;
    const changes = changedFields(before, after, ['status']);
    // Setting the status it already has changes nothing, so there is nothing to record.
    if (changes.length > 0) {
      await deps.audit.record(c, {
        action: 'contact-submission.status-changed',
        target: { type: 'contact-submission', id: after.id, label: `${after.name} (${after.company})` },
        changes,
      });
    }
    return c.json(after);
  };

  return { create, list, update };
};
