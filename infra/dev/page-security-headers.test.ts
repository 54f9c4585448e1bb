import { Hono } from 'hono';
import { CSP_NONCE_PLACEHOLDER } from '@gtm/contracts/csp';
import { pageSecurityHeaders, uploadsOriginOf, withCspNonce } from './page-security-headers.ts';
import type { TPageOrigins } from './page-security-headers.ts';

const ORIGINS = {
  remotes: [
    'http://localhost:3001/remoteEntry.js',
    'http://localhost:3002/remoteEntry.js',
    'https://admin.example/remoteEntry.js',
    'https://admin.example/other/remoteEntry.js',
  ],
  uploads: 'https://uploads.example/gtm-uploads',
};

/** An app that answers its nonce, so a test can compare it with the header. */
const app = (origins: TPageOrigins = ORIGINS) =>
  new Hono()
    .use(pageSecurityHeaders(origins))
    .get('/', (c) => c.text(c.get('secureHeadersNonce') ?? 'no nonce'));

/** The policy's directives by name, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );

describe('pageSecurityHeaders', () => {
  it('sends a policy whose nonce is the one the handler reads, new for every answer', async () => {
    const first = await app().request('/');
    const second = await app().request('/');
    const nonce = await first.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(await second.text()).not.toBe(nonce);
    const policy = directives(first.headers.get('content-security-policy') ?? '');
    expect(policy.get('script-src')).toContain(`'nonce-${nonce}'`);
    expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
  });

  it('allows no inline code, eval or plugin, and nothing may frame, rebase or post elsewhere', async () => {
    const policy = (await app().request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain("'unsafe-hashes'");
    const parsed = directives(policy);
    // No directive takes any host or scheme wholesale; only images take data: (the favicon).
    for (const [name, sources] of parsed) {
      expect([name, sources.filter((source) => ['*', 'http:', 'https:', 'blob:'].includes(source))]).toEqual([
        name,
        [],
      ]);
      if (name !== 'img-src') expect([name, sources.includes('data:')]).toEqual([name, false]);
    }
    expect(parsed.get('default-src')).toEqual(["'self'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('form-action')).toEqual(["'self'"]);
    expect(parsed.get('connect-src')).toEqual(["'self'"]);
  });

  it("takes scripts from this origin and each remote's origin once, images also from the upload store", async () => {
    const parsed = directives((await app().request('/')).headers.get('content-security-policy') ?? '');
    const remotes = ['http://localhost:3001', 'http://localhost:3002', 'https://admin.example'];
    expect(parsed.get('script-src')?.filter((source) => !source.startsWith("'nonce-"))).toEqual([
      "'self'",
      ...remotes,
    ]);
    expect(parsed.get('img-src')).toEqual(["'self'", 'data:', ...remotes, 'https://uploads.example']);
  });

  it('names no upload store when none is given', async () => {
    const response = await app({ remotes: ORIGINS.remotes }).request('/');
    const parsed = directives(response.headers.get('content-security-policy') ?? '');
    expect(parsed.get('img-src')).not.toContain('https://uploads.example');
  });

  it('sends the companion headers, and no HSTS (the gateway sends it behind HTTPS)', async () => {
    const { headers } = await app().request('/');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBeNull();
  });
});

describe('withCspNonce', () => {
  it('writes the nonce, quoted, into every nonce attribute that holds the placeholder', () => {
    const template = `<meta property=csp-nonce nonce=${CSP_NONCE_PLACEHOLDER}><script nonce="${CSP_NONCE_PLACEHOLDER}">go()</script>`;
    expect(withCspNonce(template, 'a+b/c==')).toBe(
      '<meta property=csp-nonce nonce="a+b/c=="><script nonce="a+b/c==">go()</script>',
    );
  });

  it('leaves the placeholder alone anywhere else', () => {
    const text = `<p>${CSP_NONCE_PLACEHOLDER}</p>`;
    expect(withCspNonce(text, 'abc')).toBe(text);
  });
});

describe('uploadsOriginOf', () => {
  it('names the public endpoint of a path-style store (s3rver, MinIO)', () => {
    const env = { S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'http://localhost:9000/' };
    expect(uploadsOriginOf({ ...env, S3_BUCKET: 'gtm-uploads', S3_FORCE_PATH_STYLE: 'true' })).toBe(
      'http://localhost:9000',
    );
    expect(uploadsOriginOf({ S3_ENDPOINT: 'http://127.0.0.1:4569', S3_FORCE_PATH_STYLE: '1' })).toBe(
      'http://127.0.0.1:4569',
    );
  });

  it("names the bucket's own host otherwise, AWS S3 in its region by default", () => {
    expect(uploadsOriginOf({ S3_BUCKET: 'gtm-uploads', S3_REGION: 'eu-west-1' })).toBe(
      'https://gtm-uploads.s3.eu-west-1.amazonaws.com',
    );
    expect(
      uploadsOriginOf({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }),
    ).toBe('https://b.r2.example');
  });
});
