import { createHash } from 'node:crypto';
import { Schema } from 'mongoose';
import type { Connection } from 'mongoose';

/** How long a delivered e-mail job is remembered: far beyond any BullMQ retry of it. */
export const DELIVERED_EMAIL_TTL_SECONDS = 30 * 24 * 3600;

const DUPLICATE_KEY = 11000;

const deliveredEmailSchema = new Schema(
  {
    /** The job's key (see {@link deliveryKeyOf}). */
    _id: { type: String, required: true },
    template: { type: String, required: true },
    /** A bulk job's call: the addresses it delivered (or that SES refused for good). */
    recipients: { type: [String], default: undefined },
    deliveredAt: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'delivered_emails', versionKey: false },
);
deliveredEmailSchema.index({ deliveredAt: 1 }, { expireAfterSeconds: DELIVERED_EMAIL_TTL_SECONDS });

/**
 * What names one e-mail job across its retries: a producer's own job id (deterministic: a share's notice, a
 * digest, an invitation), which also stops the same e-mail queued again later; for a job BullMQ numbered itself
 * (a sign-in code), its number and creation time, since numbers restart when a queue is emptied.
 */
export const deliveryKeyOf = (job: { id?: string | undefined; timestamp: number }) =>
  /^\d+$/.test(job.id ?? '') ? `${job.id}@${job.timestamp}` : (job.id as string);

/**
 * The key of one SES call of a bulk job: the job's key (see {@link deliveryKeyOf}) and a digest of the call's
 * addresses, the same for the same call whichever try makes it; a retry's call (to other addresses) has its own.
 */
export const batchKeyOf = (jobKey: string, addresses: readonly string[]) =>
  `${jobKey}#${createHash('sha256').update(addresses.join('\n')).digest('hex').slice(0, 16)}`;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The e-mail worker's record of the jobs it delivered (`delivered_emails`, one small document each, expiring
 * after 30 days): a job retried after its e-mail went out (the worker died before BullMQ heard it was done)
 * is skipped instead of sent twice. A bulk job is recorded per SES call, with the addresses of that call: one
 * document per 50 recipients, and a retry sends only to those no call delivered.
 */
export const createDeliveredEmailsRepository = async (connection: Connection) => {
  const DeliveredEmail = connection.model('DeliveredEmail', deliveredEmailSchema);
  await DeliveredEmail.init();
  return {
    has: async (key: string) => (await DeliveredEmail.exists({ _id: key }).exec()) !== null,
    /** Records a delivered job; recording it twice is harmless. */
    async record(key: string, template: string): Promise<void> {
      try {
        await DeliveredEmail.create({ _id: key, template });
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    },
    /**
     * The addresses the recorded calls of a bulk job delivered: one read, an anchored prefix of `_id` (served
     * by its index).
     */
    async deliveredBy(jobKey: string): Promise<Set<string>> {
      const records = await DeliveredEmail.find({ _id: { $regex: `^${escapeRegExp(jobKey)}#` } })
        .select({ recipients: 1 })
        .lean<{ recipients?: string[] }[]>()
        .exec();
      return new Set(records.flatMap((record) => record.recipients ?? []));
    },
    /** Records one call of a bulk job and its addresses; recording it twice is harmless. */
    async recordBatch(key: string, template: string, recipients: readonly string[]): Promise<void> {
      try {
        await DeliveredEmail.create({ _id: key, template, recipients: [...recipients] });
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    },
    count: (filter: { template?: string } = {}) => DeliveredEmail.countDocuments(filter).exec(),
  };
};
export type TDeliveredEmailsRepository = Awaited<ReturnType<typeof createDeliveredEmailsRepository>>;
