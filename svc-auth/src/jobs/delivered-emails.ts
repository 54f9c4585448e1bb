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
 * The e-mail worker's record of the jobs it delivered (`delivered_emails`, one small document each, expiring
 * after 30 days): a job retried after its e-mail went out (the worker died before BullMQ heard it was done)
 * is skipped instead of sent twice.
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
    count: () => DeliveredEmail.countDocuments().exec(),
  };
};
export type TDeliveredEmailsRepository = Awaited<ReturnType<typeof createDeliveredEmailsRepository>>;
