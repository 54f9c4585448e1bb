import type { Context } from 'hono';
import { CONTACT_SUCCESS_MESSAGE, ZCreateContactSubmission } from '@gtm/contracts/contact-submissions';
import type { TCreateContactSubmissionResponse } from '@gtm/contracts/contact-submissions';
import { AppError } from '@gtm/service-kit/app-error';
import { clientIp } from '@gtm/service-kit/client-ip';
import type { TAppEnv } from '@gtm/service-kit/create-app';
import { RateLimitedError } from './contact-rate-limit.ts';
import type { TContactRateLimit } from './contact-rate-limit.ts';
import type { TContactSubmissionsRepository } from './contact-submissions.repository.ts';

const readJson = async (c: Context<TAppEnv>): Promise<unknown> => {
  try {
    return await c.req.json();
  } catch (error) {
    throw new AppError('BAD_REQUEST', { userMessage: 'The request body must be JSON.', cause: error });
  }
};

/** `POST /api/contact-submissions`: validate, spend one unit of the client's budget, store with status 'new'. */
export const createContactSubmission =
  (submissions: TContactSubmissionsRepository, rateLimit: TContactRateLimit, trustedProxies: number) =>
  async (c: Context<TAppEnv>) => {
    const input = ZCreateContactSubmission.parse(await readJson(c));
    try {
      // Only valid submissions spend budget, so a visitor fixing a typo is never locked out.
      await rateLimit.consume(clientIp(c.req.header('x-forwarded-for'), trustedProxies));
    } catch (error) {
      if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const submission = await submissions.create(input);
    c.get('log').info({ submissionId: submission.id }, 'contact submission stored');
    const body: TCreateContactSubmissionResponse = {
      success: true,
      message: CONTACT_SUCCESS_MESSAGE,
      submission,
    };
    return c.json(body, 201);
  };

/** `GET /api/contact-submissions`: every submission, newest first (admins). */
export const listContactSubmissions =
  (submissions: TContactSubmissionsRepository) => async (c: Context<TAppEnv>) =>
    c.json(await submissions.list());
