import { z } from 'zod';

/** What an admin did: one value per kind of admin write (issue 12's list). */
export const AUDIT_ACTIONS = [
  'candidate.updated',
  'candidate.deleted',
  'candidate-registration.deleted',
  'candidate.reminded',
  'candidate.invited',
  'one-pager.created',
  'one-pager.updated',
  'talent-combine.created',
  'talent-combine.updated',
  'talent-combine.one-pager-added',
  'talent-combine.one-pager-removed',
  'talent-combine.shared',
  'talent-combine.share-withdrawn',
  'talent-combine.client-comment-replied',
  'talent-combine.outcome-corrected',
  'contact-submission.status-changed',
  'settings.profile-updated',
  'settings.notifications-updated',
  'settings.security-updated',
  'settings.two-factor-enabled',
  'settings.two-factor-disabled',
  'settings.recovery-codes-regenerated',
  'sign-in.recovery-code-used',
  'client-company.updated',
  'client-user.updated',
  'client-user.invited',
  'client-user.access-approved',
  'client-user.access-denied',
  'placement.confirmed',
  'placement.rejected',
  'placement.invoice-sent',
  'placement.invoice-paid',
  'placement.invoice-voided',
  'placement.refunded',
  'settings.billing-profile-updated',
  'talent-combine.combine-day-planned',
  'talent-combine.combine-day-cancelled',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'candidate',
  'candidate-registration',
  'one-pager',
  'talent-combine',
  'contact-submission',
  'admin',
  'client-company',
  'client-user',
  'placement',
] as const;

const ZAuditValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

/** One changed field: its value before and after the write (absent on a create or a delete). */
export const ZAuditChange = z.object({
  field: z.string().max(100),
  before: ZAuditValue.optional(),
  after: ZAuditValue.optional(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

/**
 * An audit event as a service publishes it on the `audit-events` queue (svc-auth stores it): who (the admin's
 * user id), when, what (action and target) and the changed fields. `id` is chosen by the writer and is the
 * job id too, so a replayed event is stored once. Never a secret: settings changes name fields and values of
 * preferences only.
 */
export const ZAuditEvent = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actorId: z.string().min(1).max(100),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string().min(1).max(100),
    /** A human name of the target at the time (the candidate's name, the combine's name...). */
    label: z.string().max(300).optional(),
  }),
  changes: z.array(ZAuditChange).max(100).default([]),
});
export type TAuditEvent = z.input<typeof ZAuditEvent>;

/** An entry of the audit log as the admin page reads it: the event with the actor's current name and e-mail. */
export const ZAuditEntry = ZAuditEvent.extend({
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
}).omit({ actorId: true });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
