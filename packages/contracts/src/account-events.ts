import { z } from 'zod';
import { ACCOUNT_KINDS } from './user-kinds.ts';
import { CANDIDATE_ROLES } from './users.ts';

const eventBase = {
  /** Unique per event: consumers record it to apply each event once, and it is the BullMQ job id. */
  eventId: z.string().min(1).max(100),
  userId: z.string().min(1),
  /** Epoch milliseconds when the event happened. */
  at: z.number().int().nonnegative(),
};

/** Account lifecycle events svc-auth publishes on the `account-events` queue for other services. */
export const ZAccountEvent = z.discriminatedUnion('type', [
  z.object({
    ...eventBase,
    type: z.literal('candidate.registered'),
    email: z.email(),
    name: z.string(),
  }),
  z.object({ ...eventBase, type: z.literal('candidate.role-selected'), role: z.enum(CANDIDATE_ROLES) }),
  z.object({
    ...eventBase,
    type: z.literal('employer.registered'),
    email: z.email(),
    name: z.string(),
    /**
     * The company the employer typed: only a request. svc-clients makes it an access request for the admins to
     * approve or deny; a registration never joins a company by itself.
     */
    company: z.string().nullable(),
    /** Set when an admin invited the employer into an existing company (the company's id in svc-clients). */
    clientCompanyId: z.string().optional(),
    /**
     * Set only by svc-auth's demo seed (never from a request): the demo employer belongs to this company, by
     * name, created if missing.
     */
    seededCompany: z.string().optional(),
  }),
  z.object({ ...eventBase, type: z.literal('employer.signed-in'), email: z.email(), name: z.string() }),
  z.object({ ...eventBase, type: z.literal('account.deleted'), kind: z.enum(ACCOUNT_KINDS) }),
]);
export type TAccountEvent = z.infer<typeof ZAccountEvent>;

/**
 * Account changes made in another service that svc-auth applies to the account it owns, on the
 * `auth-account-events` queue. Apart from `ZAccountEvent` because they travel the other way: svc-auth consumes
 * them, and the services consuming svc-auth's events never see (nor have to name) them.
 */
export const ZAuthAccountEvent = z.discriminatedUnion('type', [
  /** A candidate renamed themselves on svc-candidates' settings page; `at` orders renames (newest wins). */
  z.object({
    ...eventBase,
    type: z.literal('candidate.name-changed'),
    name: z.string().max(200).trim().min(1),
  }),
  /**
   * An admin removed the candidate's incomplete registration: svc-auth ends its sessions, deletes the account
   * and announces `account.deleted`, so nothing of it comes back.
   */
  z.object({ ...eventBase, type: z.literal('candidate.registration-removed') }),
  /**
   * svc-clients disabled or re-enabled an employer (the client user, or their whole company deleted or
   * restored). Disabled: svc-auth refuses their sign-in and ends their sessions. `at` orders changes.
   */
  z.object({ ...eventBase, type: z.literal('employer.access-changed'), enabled: z.boolean() }),
  /**
   * What svc-candidates alone knew of an erased candidate, for svc-auth to take out of the audit log after the
   * erasure's first pass (their name and e-mail, which svc-auth held): the ids of the records about them (their
   * profile) and their phone numbers as keyed digests (service-kit's `erasureKeyFrom`), never the numbers.
   */
  z.object({
    ...eventBase,
    type: z.literal('candidate.erasure-traces'),
    targetIds: z.array(z.string().min(1).max(100)).max(50),
    phoneDigests: z.array(z.string().regex(/^[\w-]{43}$/)).max(50),
  }),
]);
export type TAuthAccountEvent = z.infer<typeof ZAuthAccountEvent>;
