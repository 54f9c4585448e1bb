import { CONTACT_SUCCESS_MESSAGE } from '@gtm/contracts/contact-submissions';
import type { TCreateContactSubmissionResponse } from '@gtm/contracts/contact-submissions';
import type * as operations from '@gtm/contracts/operations/candidates';
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
};

/** `POST /api/contact-submissions`: spend one unit of the client's budget, store with status 'new'. */
export const createContactSubmission =
  ({
    submissions,
    contactRateLimit,
    trustedProxies,
  }: TContactSubmissionsDeps): TOperationHandler<typeof operations.createContactSubmission> =>
  async (c, { body }) => {
    // The body is parsed before the handler runs, so only valid submissions spend budget: a visitor fixing a
    // typo is never locked out.
    await contactRateLimit.consume(c, clientIp(c.req.header('x-forwarded-for'), trustedProxies));
    const submission = await submissions.create(body);
    c.get('log').info({ submissionId: submission.id }, 'contact submission stored');
    const answer: TCreateContactSubmissionResponse = {
      success: true,
      message: CONTACT_SUCCESS_MESSAGE,
      submission,
    };
    return c.json(answer, 201);
  };

/** `GET /api/contact-submissions`: every submission, newest first (admins). */
export const listContactSubmissions =
  ({ submissions }: TContactSubmissionsDeps): TOperationHandler<typeof operations.listContactSubmissions> =>
  async (c) =>
    c.json(await submissions.list());
