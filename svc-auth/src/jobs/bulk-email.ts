import { UnrecoverableError } from 'bullmq';
import type { Job } from 'bullmq';
import { ZBulkEmailJob } from '@gtm/contracts/email-job';
import type { TLogger } from '@gtm/service-kit/logger';
import { bulkMessageOf, SES_BULK_MAX_DESTINATIONS } from '../mail/bulk-content.ts';
import { renderEmail, TemplateParamsError } from '../mail/email-templates.ts';
import type { TRenderContext, TRenderedEmail } from '../mail/email-templates.ts';
import { PermanentMailError } from '../mail/ses-mailer.ts';
import type { TMailer } from '../mail/ses-mailer.ts';
import { batchKeyOf, deliveryKeyOf } from './delivered-emails.ts';
import type { TDeliveredEmailsRepository } from './delivered-emails.ts';

export type TBulkEmailDeps = {
  mailer: Pick<TMailer, 'sendBulk'>;
  log: TLogger;
  deliveries: Pick<TDeliveredEmailsRepository, 'deliveredBy' | 'recordBatch'>;
  context: TRenderContext;
  /** The e-mail workers' send rate: a job's later calls wait for the recipients of its earlier ones. */
  maxPerSecond?: number | undefined;
};

/** What a bulk job did: SES calls made, recipients sent and refused now, and those delivered by an earlier try. */
export type TBulkEmailResult = { calls: number; sent: number; rejected: number; alreadyDelivered: number };

/** Thrown to try a job again later for the recipients SES put off (throttled, a passing failure). */
class BulkRetryError extends Error {
  constructor(count: number) {
    super(`SES put off ${count} recipient(s) of a bulk e-mail: tried again later`);
    this.name = 'BulkRetryError';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers one `bulk-email` job: each recipient's e-mail rendered by our templates (greeted by name), sent 50
 * to an SES `SendBulkEmail` call, each call recorded with its addresses. A retry sends only to the recipients
 * no recorded call delivered, so nobody gets it twice. A recipient whose own params do not fit the template
 * is left out (logged; the same params can never fit); a job none of whose recipients fit fails for good.
 * Addresses are never logged, only counts.
 */
export const processBulkEmail = async (
  job: Job<unknown>,
  deps: TBulkEmailDeps,
): Promise<TBulkEmailResult> => {
  const parsed = ZBulkEmailJob.safeParse(job.data);
  if (!parsed.success) {
    throw new UnrecoverableError(
      `invalid bulk email job: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  const { template, ref, params, recipients } = parsed.data;
  const key = deliveryKeyOf(job);
  const delivered = await deps.deliveries.deliveredBy(key);
  const pending = recipients.filter((recipient) => !delivered.has(recipient.to));
  const alreadyDelivered = recipients.length - pending.length;

  const rendered: { to: string; email: TRenderedEmail }[] = [];
  let unfit = 0;
  for (const recipient of pending) {
    try {
      rendered.push({
        to: recipient.to,
        email: renderEmail(template, { ...params, ...recipient.params }, undefined, deps.context),
      });
    } catch (error) {
      if (!(error instanceof TemplateParamsError)) throw error;
      if (++unfit === pending.length) throw new UnrecoverableError(error.message);
      deps.log.error({ jobId: job.id, template, ref, err: error }, 'bulk email: a recipient left out');
    }
  }

  const result: TBulkEmailResult = { calls: 0, sent: 0, rejected: 0, alreadyDelivered };
  let putOff = 0;
  for (let start = 0; start < rendered.length; start += SES_BULK_MAX_DESTINATIONS) {
    const chunk = rendered.slice(start, start + SES_BULK_MAX_DESTINATIONS);
    // Each call's e-mails count against the SES send rate: the next call waits for this one's share.
    if (start > 0 && deps.maxPerSecond) await pause((1000 * SES_BULK_MAX_DESTINATIONS) / deps.maxPerSecond);
    let outcomes;
    try {
      outcomes = await deps.mailer.sendBulk(bulkMessageOf(chunk));
    } catch (error) {
      if (error instanceof PermanentMailError) throw new UnrecoverableError(error.message);
      throw error;
    }
    result.calls++;
    const sent = outcomes.filter((outcome) => outcome.outcome === 'sent');
    const rejected = outcomes.filter((outcome) => outcome.outcome === 'rejected');
    result.sent += sent.length;
    result.rejected += rejected.length;
    putOff += outcomes.length - sent.length - rejected.length;
    if (rejected.length > 0) {
      const statuses = [...new Set(rejected.map((outcome) => outcome.status))];
      deps.log.error(
        { jobId: job.id, template, ref, rejected: rejected.length, statuses },
        'bulk email refused',
      );
    }
    // Sent: a failure to record it must not fail the job (a retry would send it again).
    const done = [...sent, ...rejected].map((outcome) => outcome.to);
    await deps.deliveries
      .recordBatch(
        batchKeyOf(
          key,
          chunk.map(({ to }) => to),
        ),
        template,
        done,
      )
      .catch((error: unknown) =>
        deps.log.error(
          { jobId: job.id, template, ref, err: error },
          'bulk email sent, its delivery not recorded',
        ),
      );
  }
  deps.log.info({ jobId: job.id, template, ref, ...result, putOff, unfit }, 'bulk email sent');
  if (putOff > 0) throw new BulkRetryError(putOff);
  return result;
};
