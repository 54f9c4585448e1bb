import { z } from 'zod';

const base = {
  /** Unique per event and the BullMQ job id: svc-clients applies each event once. */
  eventId: z.string().min(1).max(100),
  shareId: z.string().min(1),
  companyId: z.string().min(1),
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
};

/**
 * svc-candidates' share events on the `client-share-events` queue: svc-clients tells the company's users
 * (at once or in a digest, per the company's `email_frequency`). Names of combines only, never candidates.
 */
export const ZClientShareEvent = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('combine.shared'),
    combineName: z.string().max(200),
    candidateCount: z.number().int().nonnegative(),
  }),
  z.object({ ...base, type: z.literal('combine.share-withdrawn') }),
]);
export type TClientShareEvent = z.infer<typeof ZClientShareEvent>;

/**
 * A notice for the admins on the `admin-notices` queue: svc-auth e-mails each admin whose notification settings
 * allow it (`emailNotifications`), once per admin and notice (`noticeId`). Display values only.
 */
export const ZAdminNotice = z.object({
  noticeId: z.string().min(1).max(100),
  template: z.enum(['client-decision', 'interview-requested', 'client-access-requested']),
  params: z.record(z.string(), z.string().max(2000)),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;
