import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createWorker } from '@gtm/service-kit/queue';
import type { TLogger } from '@gtm/service-kit/logger';
import { renderEmail, TemplateParamsError } from '../mail/email-templates.ts';
import { PermanentMailError } from '../mail/ses-mailer.ts';
import type { TMailer } from '../mail/ses-mailer.ts';

/**
 * Delivers one `email` job: validate, render, send. A job that can never succeed (bad payload, bad address,
 * params that do not fit the template, a permanent SES rejection) fails at once instead of retrying.
 */
export const emailProcessor =
  (deps: { mailer: TMailer; log: TLogger }) =>
  async (job: Job<unknown>): Promise<{ messageId: string }> => {
    const parsed = ZEmailJob.safeParse(job.data);
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid email job: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
    }
    const { template, to, ref, params } = parsed.data;
    try {
      const rendered = renderEmail(template, params);
      const { messageId } = await deps.mailer.send({ ...rendered, to });
      deps.log.info({ jobId: job.id, template, ref, messageId }, 'email sent');
      return { messageId };
    } catch (error) {
      if (error instanceof TemplateParamsError || error instanceof PermanentMailError) {
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };

/** The `email` queue's worker process part. */
export const startEmailWorker = (deps: { mailer: TMailer; log: TLogger; redisUrl: string }) =>
  createWorker<unknown>(QUEUES.email, emailProcessor(deps), { redisUrl: deps.redisUrl, log: deps.log });
