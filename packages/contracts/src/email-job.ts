import { z } from 'zod';
import { ZCombineDayCalendar } from './calendar-events.ts';

/**
 * Templates the svc-auth e-mail worker can render. `sign-in-unknown` is a sign-in request for an address with
 * no eligible account: it is enqueued like the others (same work, same answer) and the worker sends nothing.
 * `account-deletion-code` carries the code that confirms deleting the signed-in candidate's account.
 * `registration-attempt` tells an account's owner that someone tried to register with their address.
 * `notice` is a notification of the portal's notification centre sent as an e-mail (its title, text and link):
 * a company's users' notices (placements, decisions) and the admins'.
 * `combine-day-calendar` carries combine day segments as a calendar invitation (issue 35): a candidate's segment,
 * or a company's afternoon (one event per segment), sent, moved or cancelled.
 * `invoice` carries an invoice (or its credit note) to a company's billing address, its PDF attached (issue 46).
 */
export const EMAIL_TEMPLATES = [
  'sign-in-code',
  'registration-code',
  'account-deletion-code',
  'sign-in-unknown',
  'candidate-invitation',
  'candidate-reminder',
  'one-pager-ready',
  'client-invitation',
  'combine-shared',
  'combine-digest',
  'client-decision',
  'interview-requested',
  'candidate-interview-request',
  'registration-attempt',
  'client-access-requested',
  'client-access-approved',
  'client-access-denied',
  'interview-confirmed',
  'interview-rescheduled',
  'interview-cancelled',
  'notice',
  'combine-day-calendar',
  'invoice',
] as const;
export type TEmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** A secret sealed with AES-256-GCM (base64url parts); only svc-auth's worker holds the key to open it. */
export const ZSealedSecret = z.object({
  iv: z.string().min(1).max(64),
  tag: z.string().min(1).max(64),
  data: z.string().min(1).max(512),
});
export type TSealedSecret = z.infer<typeof ZSealedSecret>;

/** The largest attachment a job carries (its bytes; base64 is a third more): an invoice PDF is a few KiB. */
export const EMAIL_ATTACHMENT_MAX_BYTES = 512 * 1024;

/**
 * A file an e-mail carries (an invoice's PDF): its name, type and bytes (base64). Only documents the recipient
 * is sent anyway, never a secret: a job stays in Redis for days.
 */
export const ZEmailAttachment = z.object({
  filename: z
    .string()
    .regex(/^[\w.-]{1,100}$/)
    .max(100),
  contentType: z.enum(['application/pdf']),
  contentBase64: z
    .string()
    .max(Math.ceil(EMAIL_ATTACHMENT_MAX_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type TEmailAttachment = z.infer<typeof ZEmailAttachment>;

/**
 * Payload of a job on the `email` queue. It names a template, a recipient and a reference (the record the
 * template is about). Secrets such as sign-in codes never travel in clear: Redis keeps jobs, failed ones for
 * days, so a code travels only as `sealed`.
 */
export const ZEmailJob = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  to: z.email(),
  ref: z.string().min(1).max(200),
  /** Display values only (a greeting name); never credentials. */
  params: z.record(z.string(), z.string().max(2000)).default({}),
  /** The sign-in code of the code templates, sealed. */
  sealed: ZSealedSecret.optional(),
  /** Files sent with it (the `invoice` template's PDF). */
  attachments: z.array(ZEmailAttachment).max(2).optional(),
  /** The calendar invitation of `combine-day-calendar`: its segments, as svc-candidates made them. */
  calendar: ZCombineDayCalendar.optional(),
});
export type TEmailJob = z.input<typeof ZEmailJob>;

/**
 * Templates one e-mail can carry to many (a `bulk-email` job): no sealed code and no calendar part, which
 * SES's bulk sending cannot carry per recipient. The admins' notices.
 */
export const BULK_EMAIL_TEMPLATES = [
  'client-decision',
  'interview-requested',
  'client-access-requested',
  'notice',
] as const satisfies readonly TEmailTemplate[];

/** The job name of a `bulk-email` job starts with this (then its template): the e-mail worker tells them by it. */
export const BULK_EMAIL_JOB_PREFIX = 'bulk:';

/** Most recipients of one `bulk-email` job (the worker sends them 50 to an SES call). */
export const BULK_EMAIL_MAX_RECIPIENTS = 5_000;

/**
 * Payload of a `bulk-email` job on the `email` queue: one message to many, each recipient greeted with their
 * own params (their name) over the shared ones. One job for a whole fan-out (a notice to every admin): the
 * worker sends it in SES bulk calls and records each call's recipients, so a retried job sends nobody twice.
 */
export const ZBulkEmailJob = z.object({
  template: z.enum(BULK_EMAIL_TEMPLATES),
  ref: z.string().min(1).max(200),
  /** Display values shared by every recipient; never credentials. */
  params: z.record(z.string(), z.string().max(2000)).default({}),
  recipients: z
    .array(
      z.object({
        to: z.email(),
        /** The recipient's own display values (a greeting name), over the shared ones. */
        params: z.record(z.string(), z.string().max(2000)).default({}),
      }),
    )
    .min(1)
    .max(BULK_EMAIL_MAX_RECIPIENTS),
});
export type TBulkEmailJob = z.input<typeof ZBulkEmailJob>;
