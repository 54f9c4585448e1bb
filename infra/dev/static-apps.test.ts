import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { CSP_NONCE_PLACEHOLDER } from '@gtm/contracts/csp';
import { PRERENDER_FILE, PRERENDER_PUBLIC_PATH, PRERENDER_SLOT } from '@gtm/contracts/prerender';
import { cacheControlFor, createRemoteApp, createShellApp, forVisitor } from './static-apps.ts';

const remotes = {
  marketing: 'http://localhost:3001/remoteEntry.js',
  candidate: 'http://localhost:3002/remoteEntry.js',
  admin: 'http://localhost:3003/remoteEntry.js',
  employer: 'http://localhost:3004/remoteEntry.js',
};

describe('cacheControlFor', () => {
  it('caches content-hashed assets for good', () => {
    expect(cacheControlFor('/dist/main.3f9a1c2b7d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/static/css/app-0a1b2c3d4e5f.css')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it.each(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'favicon.ico'])('revalidates %s', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache');
  });
});

describe('static app servers', () => {
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gtm-static-'));
    await writeFile(
      join(dist, 'index.html'),
      `<!doctype html><title>shell</title><link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />\n<script nonce="${CSP_NONCE_PLACEHOLDER}">go()</script>`,
    );
    await writeFile(join(dist, 'main.3f9a1c2b7d.js'), 'console.log(1)');
    await writeFile(join(dist, 'mf-manifest.json'), '{"name":"admin"}');
  });

  afterAll(() => rm(dist, { recursive: true, force: true }));

  describe('shell', () => {
    const app = () => createShellApp({ distDir: dist, remotes });

    it('serves the runtime manifest of the remotes, never cached stale', async () => {
      const response = await app().request('/remotes.json');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      await expect(response.json()).resolves.toEqual(remotes);
    });

    it.each(['/candidate/profile', '/admin/talent-combines/42'])(
      'answers %s with index.html',
      async (path) => {
        const response = await app().request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        await expect(response.text()).resolves.toContain('<title>shell</title>');
      },
    );

    it('leaves out the current user preload however the build wrote it (quoted, or minified without quotes)', () => {
      const minified =
        '<head><link rel=preload href=/api/user as=fetch crossorigin=use-credentials><link rel=preload href=/remotes.json as=fetch><link rel=preload href=/api/user/notifications as=fetch>';
      expect(forVisitor(minified, false)).toBe(
        '<head><link rel=preload href=/remotes.json as=fetch><link rel=preload href=/api/user/notifications as=fetch>',
      );
      expect(forVisitor(minified, true)).toBe(minified);
    });

    it.each(['/', '/candidate/dashboard'])(
      'answers %s with the signed-in hint when the session cookie came, and clears a stale one (issue 36)',
      async (path) => {
        const signedIn = await app().request(path, { headers: { cookie: 'gtm_sid=abc' } });
        expect(signedIn.headers.get('set-cookie')).toMatch(/^gtm_signed_in=1; Path=\/; SameSite=Lax$/);
        // The current user is preloaded for a signed-in page only (for a visitor it would be a 401).
        expect(await signedIn.text()).toContain('<link rel="preload" href="/api/user"');
        const already = await app().request(path, { headers: { cookie: 'gtm_sid=abc; gtm_signed_in=1' } });
        expect(already.headers.get('set-cookie')).toBeNull();
        const signedOut = await app().request(path);
        expect(signedOut.headers.get('set-cookie')).toBeNull();
        expect(await signedOut.text()).not.toContain('/api/user');
        const stale = await app().request(path, { headers: { cookie: 'gtm_signed_in=1' } });
        expect(stale.headers.get('set-cookie')).toMatch(/^gtm_signed_in=; Max-Age=0; Path=\//);
        const secure = await app().request(path, {
          headers: { cookie: 'gtm_sid=abc', 'x-forwarded-proto': 'https' },
        });
        expect(secure.headers.get('set-cookie')).toContain('Secure');
      },
    );

    it("writes a public page's title, description and canonical link into index.html", async () => {
      const response = await app().request('http://localhost/for-employers', {
        headers: { 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<title>For Employers | GTM Combine</title>');
      expect(html).toContain('<meta name="description" content="Hire top-5% sales talent');
      expect(html).toContain('<link rel="canonical" href="https://portal.example/for-employers" />');
      expect(html).not.toContain('<title>shell</title>');
    });

    it.each(['/', '/index.html', '/candidate/profile', '/for-employers'])(
      "answers %s with a Content-Security-Policy whose nonce is the page's own, new every time",
      async (path) => {
        const nonces = await Promise.all(
          [1, 2].map(async () => {
            const response = await app().request(path);
            expect(response.status).toBe(200);
            const policy = response.headers.get('content-security-policy') ?? '';
            expect(policy).not.toContain('unsafe-inline');
            const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
            const html = await response.text();
            expect(html).toContain(`<script nonce="${nonce}">go()</script>`);
            expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
            return nonce;
          }),
        );
        expect(new Set(nonces).size).toBe(2);
      },
    );

    it("names the remotes' origins and the upload store in the policy", async () => {
      const response = await createShellApp({
        distDir: dist,
        remotes,
        uploadsOrigin: 'http://127.0.0.1:4569',
      }).request('/candidate/profile');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self' 'nonce-");
      expect(policy).toContain(
        "img-src 'self' data: http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://127.0.0.1:4569;",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('serves hashed assets as immutable', async () => {
      const response = await app().request('/main.3f9a1c2b7d.js');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await expect(response.text()).resolves.toBe('console.log(1)');
    });

    it.each(['/missing.abcdef12.js', '/api/user', '/api', '/../package.json'])(
      'answers %s with 404',
      async (path) => {
        expect((await app().request(path)).status).toBe(404);
      },
    );
  });

  describe('remote', () => {
    it('serves its manifest cross-origin and revalidated', async () => {
      const response = await createRemoteApp({ distDir: dist }).request('/mf-manifest.json', {
        headers: { origin: 'http://localhost:8080' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('has no client-side routes', async () => {
      expect((await createRemoteApp({ distDir: dist }).request('/admin')).status).toBe(404);
    });
  });

  describe('pre-rendered public pages', () => {
    let shellDist: string;
    let marketingDist: string;
    let marketing: ServerType;
    let marketingUrl: string;

    const shellApp = (marketingEntry = `${marketingUrl}/remoteEntry.js`) =>
      createShellApp({ distDir: shellDist, remotes: { ...remotes, marketing: marketingEntry } });

    beforeAll(async () => {
      shellDist = join(dist, 'shell');
      marketingDist = join(dist, 'marketing');
      await mkdir(shellDist);
      await mkdir(marketingDist);
      await writeFile(
        join(shellDist, 'index.html'),
        '<html><head><title>shell</title></head><body><div id=root></div></body></html>',
      );
      await writeFile(
        join(shellDist, PRERENDER_FILE),
        JSON.stringify({
          style: { id: 'shell-frame', css: '.f{}' },
          pages: { '/for-employers': `<main>${PRERENDER_SLOT}</main>` },
        }),
      );
      await writeFile(
        join(marketingDist, PRERENDER_FILE),
        JSON.stringify({
          style: { id: 'mfe-marketing', css: '.m{}' },
          pages: { '/for-employers': `<h1>Hire</h1><img src="${PRERENDER_PUBLIC_PATH}assets/a.svg"/>` },
        }),
      );
      marketing = serve({
        fetch: createRemoteApp({ distDir: marketingDist }).fetch,
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise((resolve) => marketing.once('listening', resolve));
      marketingUrl = `http://127.0.0.1:${(marketing.address() as AddressInfo).port}`;
    });

    afterAll(() => new Promise((resolve) => marketing.close(resolve)));

    it("answers a public page with the shell's frame around the remote's content, and both stylesheets", async () => {
      const response = await shellApp().request('/for-employers');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const html = await response.text();
      expect(html).toContain(
        `<div id="root"><main><h1>Hire</h1><img src="${marketingUrl}/assets/a.svg"/></main></div>`,
      );
      expect(html).toContain(
        `<style data-style-id="shell-frame" nonce="${nonce}">.f{}</style><style data-style-id="mfe-marketing" nonce="${nonce}">.m{}</style>`,
      );
      expect(html).toContain('<title>For Employers | GTM Combine</title>');
    });

    it("fetches the remote's pages from its internal URL when given, and keeps the browser's URL for its images", async () => {
      const app = createShellApp({
        distDir: shellDist,
        remotes: { ...remotes, marketing: 'http://marketing.example/remoteEntry.js' },
        marketingInternalUrl: `${marketingUrl}/`,
      });
      const html = await (await app.request('/for-employers')).text();
      expect(html).toContain('<h1>Hire</h1><img src="http://marketing.example/assets/a.svg"/>');
    });

    it('answers the page unrendered, head included, when the remote cannot be reached', async () => {
      const response = await shellApp('http://127.0.0.1:9/remoteEntry.js').request('/for-employers');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id=root></div>');
      expect(html).toContain('<title>For Employers | GTM Combine</title>');
    });

    it('never pre-renders a page that is not public', async () => {
      await expect((await shellApp().request('/candidate/profile')).text()).resolves.toContain(
        '<div id=root></div>',
      );
    });
  });
});
