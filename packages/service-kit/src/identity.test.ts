import { IDENTITY_HEADERS } from '@gtm/contracts/identity';
import type { TIdentity } from '@gtm/contracts/identity';
import { ZApiError } from '@gtm/contracts/api-errors';
import { createApp } from './create-app.ts';
import { createIdentitySigner, identityHeaders, requireKind, verifiedIdentity } from './identity.ts';
import { createLogger } from './logger.ts';

const SECRET = 'a-test-identity-secret-of-at-least-32-chars';
const signer = createIdentitySigner(SECRET);
const request = { method: 'GET', path: '/api/user', requestId: 'req-0001-abcd' };
const admin: TIdentity = {
  kind: 'admin',
  userId: '665f1c0ffee0000000000001',
  role: null,
  sessionId: 'f'.repeat(64),
};
const NOW = 1_750_000_000_000;

describe('identity signer', () => {
  it('verifies what it signed', () => {
    const signed = signer.sign(admin, request, NOW);
    expect(signer.verify(signed, request, NOW + 1_000)).toEqual({ ok: true, identity: admin });
  });

  it('rejects a tampered identity', () => {
    const signed = signer.sign({ kind: 'candidate', userId: 'u1', role: 'SDR' }, request, NOW);
    const forged = Buffer.from(JSON.stringify({ kind: 'admin', userId: 'u1' })).toString('base64url');
    expect(signer.verify({ ...signed, identity: forged }, request, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('rejects a signature made with another secret', () => {
    const other = createIdentitySigner('another-secret-that-is-also-32-chars-long');
    expect(signer.verify(other.sign(admin, request, NOW), request, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('rejects a stale or future timestamp', () => {
    const signed = signer.sign(admin, request, NOW);
    expect(signer.verify(signed, request, NOW + 30_001)).toEqual({ ok: false, reason: 'stale' });
    expect(signer.verify(signed, request, NOW - 30_001)).toEqual({ ok: false, reason: 'stale' });
    expect(signer.verify(signed, request, NOW + 30_000).ok).toBe(true);
  });

  it('rejects a timestamp moved to look fresh', () => {
    const signed = signer.sign(admin, request, NOW - 60_000);
    expect(signer.verify({ ...signed, timestamp: String(NOW) }, request, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('binds the path, the method and the request id', () => {
    const signed = signer.sign(admin, request, NOW);
    expect(signer.verify(signed, { ...request, path: '/api/admin/client-users' }, NOW).ok).toBe(false);
    expect(signer.verify(signed, { ...request, method: 'DELETE' }, NOW).ok).toBe(false);
    expect(signer.verify(signed, { ...request, requestId: 'req-0002-abcd' }, NOW).ok).toBe(false);
  });

  it('reports missing headers', () => {
    const signed = signer.sign(admin, request, NOW);
    expect(signer.verify({ ...signed, signature: undefined }, request, NOW)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('rejects a signature of the wrong length without throwing', () => {
    const signed = signer.sign(admin, request, NOW);
    expect(signer.verify({ ...signed, signature: 'AAAA' }, request, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('rejects a correctly signed identity that is not a valid identity', () => {
    const signed = signer.sign({ kind: 'root' } as unknown as TIdentity, request, NOW);
    expect(signer.verify(signed, request, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('verifiedIdentity and requireKind middleware', () => {
  const log = createLogger({ name: 'identity-test', level: 'silent' });
  const app = createApp({ log });
  app.use('/api/*', verifiedIdentity(signer));
  app.get('/api/user', (c) => c.json(c.get('identity')));
  app.get('/api/admin/client-users', requireKind('admin'), (c) => c.json({ ok: true }));

  const call = (path: string, identity: TIdentity | null, extra: Record<string, string> = {}) => {
    const requestId = 'req-mw-0001';
    const headers = identity ? identityHeaders(signer, identity, { method: 'GET', path, requestId }) : {};
    return app.request(path, { headers: { 'x-request-id': requestId, ...headers, ...extra } });
  };

  it('puts the verified identity on the context', async () => {
    const response = await call('/api/user', admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(admin);
  });

  it('answers 401 IDENTITY_INVALID to an unsigned request', async () => {
    const response = await call('/api/user', null);
    expect(response.status).toBe(401);
    expect(ZApiError.parse(await response.json()).code).toBe('IDENTITY_INVALID');
  });

  it('answers 401 when a client swaps in its own identity header', async () => {
    const forged = Buffer.from(JSON.stringify(admin)).toString('base64url');
    const response = await call(
      '/api/user',
      { kind: 'candidate', userId: 'u1' },
      { [IDENTITY_HEADERS.identity]: forged },
    );
    expect(response.status).toBe(401);
  });

  it('re-checks the kind in the service', async () => {
    expect((await call('/api/admin/client-users', admin)).status).toBe(200);
    const asCandidate = await call('/api/admin/client-users', {
      kind: 'candidate',
      userId: 'u1',
      role: 'AE',
    });
    expect(asCandidate.status).toBe(403);
    expect(ZApiError.parse(await asCandidate.json()).code).toBe('FORBIDDEN');
    const asAnonymous = await call('/api/admin/client-users', { kind: 'anonymous' });
    expect(asAnonymous.status).toBe(401);
    expect(ZApiError.parse(await asAnonymous.json()).code).toBe('UNAUTHENTICATED');
  });
});
