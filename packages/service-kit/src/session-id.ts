import { createHash } from 'node:crypto';

/**
 * SHA-256 hex of a session id (the session cookie's value): the form a session is stored under in Redis
 * (`sessionKey(hashSessionId(id))`, contracts' identity) and signed into identities as `identity.sessionId`, so a
 * Redis dump holds no live cookie. svc-auth writes with it, the gateway reads with it, and tests, benches and
 * the e2e demo sessions write as svc-auth does with it: changing it orphans every stored session.
 */
export const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');
