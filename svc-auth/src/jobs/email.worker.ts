import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { BULK_EMAIL_JOB_PREFIX, ZEmailJob } from '@gtm/contracts/email-job';
import { QUEUES } from '@gtm/contracts/queues';
import { createWorker } from '@gtm/service-kit/queue';
import type { TCalendarPerson } from '@gtm/service-kit/icalendar';
import type { TLogger } from '@gtm/service-kit/logger';
import { DEFAULT_PUBLIC_ORIGIN } from '@gtm/contracts/ports';
import { CODE_TEMPLATES, renderEmail, TemplateParamsError } from '../mail/email-templates.ts';
import { PermanentMailError } from '../mail/ses-mailer.ts';
import type { TMailer } from '../mail/ses-mailer.ts';
import { openCode } from '../routes/sign-in/code-crypto.ts';
import { processBulkEmail } from './bulk-email.ts';
import type { TBulkEmailResult } from './bulk-email.ts';
import { deliveryKeyOf } from './delivered-emails.ts';
import type { TDeliveredEmailsRepository } from './delivered-emails.ts';
import type { TCodeKeys } from '../routes/sign-in/code-crypto.ts';

type TEmailDeps = {
  mailer: TMailer;
  log: TLogger;
  keys: TCodeKeys;
  /** The jobs delivered already: a retried one whose e-mail went out is not sent again. */
  deliveries: Pick<TDeliveredEmailsRepository, 'has' | 'record' | 'deliveredBy' | 'recordBatch'>;
  /** The portal's public origin, which e-mail links point at (default: the development portal). */
  publicOrigin?: string;
  /** The sender, as the calendar invitations' organizer (default: GTM Combine's no-reply address). */
  organizer?: TCalendarPerson;
};

/**
 * Delivers one `email` job: validate, open the sealed code, render, send. A job that can never succeed (bad
 * payload, bad address, params that do not fit, a code that does not open, a permanent SES rejection) fails
 * at once instead of retrying. A `sign-in-unknown` job sends nothing: its address has no eligible account.
 * Each job is sent once: its delivery is recorded, and a retry of a delivered job (or the same job id queued
 * again) completes without sending. A `bulk:` job (one message to many) goes to {@link processBulkEmail}.
 */
const emailProcessor =
  (deps: TEmailDeps & { maxPerSecond?: number | undefined }) =>
  async (
    job: Job<unknown>,
  ): Promise<{ messageId: string | null; alreadyDelivered?: true } | TBulkEmailResult> => {
    if (job.name.startsWith(BULK_EMAIL_JOB_PREFIX)) {
      return processBulkEmail(job, {
        ...deps,
        context: {
          publicOrigin: deps.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
          ...(deps.organizer ? { organizer: deps.organizer } : {}),
        },
      });
    }
    const parsed = ZEmailJob.safeParse(job.data);
    if (!parsed.success) {
      throw new UnrecoverableError(
        `invalid email job: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
    }
    const { template, to, ref, params, sealed, attachments, calendar } = parsed.data;
    if (template === 'sign-in-unknown') {
      deps.log.info({ jobId: job.id, template, ref }, 'email not sent: no eligible account');
      return { messageId: null };
    }
    const key = deliveryKeyOf(job);
    if (await deps.deliveries.has(key)) {
      deps.log.info({ jobId: job.id, template, ref }, 'email not sent again: delivered already');
      return { messageId: null, alreadyDelivered: true };
    }
    let code: string | undefined;
    if (CODE_TEMPLATES.has(template)) {
      if (sealed === undefined) throw new UnrecoverableError(`${template} job without a sealed code`);
      try {
        code = openCode(deps.keys, to, sealed);
      } catch {
        throw new UnrecoverableError(`${template} job: the sealed code does not open`);
      }
    }
    try {
      const rendered = renderEmail(
        template,
        params,
        code,
        {
          publicOrigin: deps.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
          ...(deps.organizer ? { organizer: deps.organizer } : {}),
        },
        calendar,
      );
      const { messageId } = await deps.mailer.send({
        ...rendered,
        to,
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
      // Sent: a failure to record it must not fail the job (a retry would send it again).
      await deps.deliveries
        .record(key, template)
        .catch((error: unknown) =>
          deps.log.error(
            { jobId: job.id, template, ref, err: error },
            'email sent, its delivery not recorded',
          ),
        );
      deps.log.info({ jobId: job.id, template, ref, messageId }, 'email sent');
      return { messageId };
    } catch (error) {
      if (error instanceof TemplateParamsError || error instanceof PermanentMailError) {
        throw new UnrecoverableError(error.message);
      }
      throw error;
    }
  };

/**
 * The `email` queue's worker process part, sending at most `maxPerSecond` e-mails a second with every other
 * e-mail worker (none: no limit).
 */
export const startEmailWorker = (deps: TEmailDeps & { redisUrl: string; maxPerSecond?: number }) =>
  createWorker<unknown>(QUEUES.email, emailProcessor(deps), {
    redisUrl: deps.redisUrl,
    log: deps.log,
    ...(deps.maxPerSecond ? { maxPerSecond: deps.maxPerSecond } : {}),
  });
