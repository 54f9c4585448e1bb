import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import { IDENTITY_HEADERS, REQUEST_ID_HEADER, ZIdentity } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import type { TUserKind } from '@gtm/contracts/user-kinds';
import { AppError } from './app-error.ts';
import type { TAppEnv } from './create-app.ts';

/** How far a signature's timestamp may be from the verifier's clock (both ways). */
export const DEFAULT_MAX_SKEW_MS = 30_000;

/** What a signature covers besides the identity: replaying it on another request does not verify. */
export type TSignedRequest = { method: string; path: string; requestId: string };

export type TIdentityVerdict =
  | { ok: true; identity: TIdentity }
  | { ok: false; reason: 'missing' | 'stale' | 'bad-signature' | 'malformed' };

/** The three identity header values a signature consists of. */
export type TSignedIdentity = { identity: string; timestamp: string; signature: string };
/** The same values as read from a request, where any may be absent. */
export type TIdentityHeaderValues = { [K in keyof TSignedIdentity]: string | undefined };

const encodeIdentity = (identity: TIdentity) => Buffer.from(JSON.stringify(identity)).toString('base64url');

/** Identities met again (the gateway's anonymous one, a session's while its record is unchanged): encoded once. */
const encodedIdentities = new WeakMap<TIdentity, string>();
const encodedOnce = (identity: TIdentity) => {
  let encoded = encodedIdentities.get(identity);
  if (encoded === undefined) {
    encoded = encodeIdentity(identity);
    encodedIdentities.set(identity, encoded);
  }
  return encoded;
};

/** Decodes a verified identity header; null when it is not a well-formed identity. */
const decodeIdentity = (encoded: string): TIdentity | null => {
  try {
    const parsed = ZIdentity.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? Object.freeze(parsed.data) : null;
  } catch {
    return null;
  }
};

/**
 * HMAC-SHA256 over identity, timestamp, method, path and request id, keyed by IDENTITY_SECRET.
 * The gateway signs; services verify in constant time and refuse stale timestamps.
 */
export const createIdentitySigner = (secret: string, options: { maxSkewMs?: number } = {}) => {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  const maxSkewMs = options.maxSkewMs ?? DEFAULT_MAX_SKEW_MS;
  // The same signed-in user sends the same identity header on every request: decoded once, after a signature
  // over it verified (so only identities this secret signed are kept).
  const decoded = new LRUCache<string, TIdentity>({ max: 10_000 });
  // Newlines cannot occur in a header value or a request path, so the fields cannot be shifted into each other.
  const digest = (encoded: string, timestamp: string, request: TSignedRequest) =>
    createHmac('sha256', key)
      .update(
        `gtm-identity-v1\n${timestamp}\n${request.method}\n${request.path}\n${request.requestId}\n${encoded}`,
      )
      .digest();

  return {
    /** Header values carrying `identity` for this one request. */
    sign(identity: TIdentity, request: TSignedRequest, now = Date.now()): TSignedIdentity {
      const encoded = encodedOnce(identity);
      const timestamp = String(now);
      return {
        identity: encoded,
        timestamp,
        signature: digest(encoded, timestamp, request).toString('base64url'),
      };
    },

    /** Checks the header values against this request; never throws. */
    verify(values: TIdentityHeaderValues, request: TSignedRequest, now = Date.now()): TIdentityVerdict {
      const { identity: encoded, timestamp, signature } = values;
      if (!encoded || !timestamp || !signature) return { ok: false, reason: 'missing' };
      const signedAt = Number(timestamp);
      if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now - signedAt) > maxSkewMs)
        return { ok: false, reason: 'stale' };
      const expected = digest(encoded, timestamp, request);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: 'bad-signature' };
      }
      let identity = decoded.get(encoded);
      if (identity === undefined) {
        const fresh = decodeIdentity(encoded);
        if (fresh === null) return { ok: false, reason: 'malformed' };
        decoded.set(encoded, fresh);
        identity = fresh;
      }
      return { ok: true, identity };
    },
  };
};
export type TIdentitySigner = ReturnType<typeof createIdentitySigner>;

/** The signed identity headers of a request to a service (what the gateway forwards; tests use it too). */
export const identityHeaders = (
  signer: TIdentitySigner,
  identity: TIdentity,
  request: TSignedRequest,
): Record<string, string> => {
  const values = signer.sign(identity, request);
  return {
    [IDENTITY_HEADERS.identity]: values.identity,
    [IDENTITY_HEADERS.timestamp]: values.timestamp,
    [IDENTITY_HEADERS.signature]: values.signature,
    [REQUEST_ID_HEADER]: request.requestId,
  };
};

/** Rejects (401) a request whose identity headers the gateway did not sign for it; sets `identity`. */
export const verifiedIdentity = (signer: TIdentitySigner) =>
  createMiddleware<TAppEnv>(async (c, next) => {
    const verdict = signer.verify(
      {
        identity: c.req.header(IDENTITY_HEADERS.identity),
        timestamp: c.req.header(IDENTITY_HEADERS.timestamp),
        signature: c.req.header(IDENTITY_HEADERS.signature),
      },
      { method: c.req.method, path: c.req.path, requestId: c.get('requestId') },
    );
    if (!verdict.ok) {
      throw new AppError('IDENTITY_INVALID', { internalMessage: `identity ${verdict.reason}` });
    }
    c.set('identity', verdict.identity);
    await next();
  });

/** The service-side re-check of the gateway's decision: 401 for anonymous callers, 403 for other kinds. */
export const requireKind = (...kinds: TUserKind[]) =>
  createMiddleware<TAppEnv>(async (c, next) => {
    const { kind } = c.get('identity');
    if (!kinds.includes(kind)) {
      throw new AppError(kind === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
    await next();
  });
