import { z } from 'zod';
import { USER_KINDS } from './user-kinds.ts';

/** Headers the gateway sets (after stripping any the client sent) and services verify. */
export const IDENTITY_HEADERS = {
  identity: 'x-gtm-identity',
  timestamp: 'x-gtm-identity-ts',
  signature: 'x-gtm-identity-sig',
} as const;

export const REQUEST_ID_HEADER = 'x-request-id';

/** The identity of the caller, resolved once per request by the gateway from the session cookie. */
export const ZIdentity = z.object({
  kind: z.enum(USER_KINDS),
  userId: z.string().optional(),
  role: z.enum(['SDR', 'AE']).nullable().optional(),
  sessionId: z.string().optional(),
});
export type TIdentity = z.infer<typeof ZIdentity>;

/** Session cookie name. */
export const SESSION_COOKIE = 'gtm_sid';

/** What svc-auth stores in Redis under {@link sessionKey} and the gateway reads once per request. */
export const ZSessionRecord = z.object({
  userId: z.string(),
  kind: z.enum(['candidate', 'employer', 'admin']),
  role: z.enum(['SDR', 'AE']).nullable(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  /** Idle timeout in minutes (the user's sessionTimeout). */
  idleMinutes: z.number(),
});
export type TSessionRecord = z.infer<typeof ZSessionRecord>;

/**
 * Redis key of a session, from its id's SHA-256 (`hashSessionId` of `@gtm/service-kit/session-id`, which every
 * writer and reader uses): the id itself is never stored, so a Redis dump does not hold live cookies.
 */
export const sessionKey = (sessionIdHash: string) => `session:${sessionIdHash}`;
