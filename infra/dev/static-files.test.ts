import { mkdir, mkdtemp, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveBuildFiles } from './static-files.ts';

describe('serveBuildFiles', () => {
  let folder: string;
  let live: string;

  const appOf = () => {
    const app = new Hono();
    app.use('*', serveBuildFiles({ root: live }));
    app.notFound((c) => c.text('Not found', 404));
    return app;
  };

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gtm-files-'));
    live = join(folder, 'dist');
    await mkdir(join(live, 'nested'), { recursive: true });
    await writeFile(join(live, 'remoteEntry.js'), 'window.one = 1;');
    await writeFile(join(live, 'nested', 'index.html'), '<p>nested</p>');
  });

  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('answers a file with its type and modification time, and the same bytes every time', async () => {
    const app = appOf();
    const first = await app.request('/remoteEntry.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    await expect(first.text()).resolves.toBe('window.one = 1;');
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.one = 1;');
  });

  it("answers a folder with its index.html, and a HEAD with the file's headers", async () => {
    const app = appOf();
    await expect((await app.request('/nested')).text()).resolves.toBe('<p>nested</p>');
    const head = await app.request('/remoteEntry.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('reads a file again once it changes under the running server', async () => {
    const app = appOf();
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.one = 1;');
    await writeFile(join(live, 'remoteEntry.js'), 'window.two = 22;');
    await utimes(join(live, 'remoteEntry.js'), new Date(), new Date(Date.now() + 5_000));
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.two = 22;');
  });

  it('serves a new release when the live folder is switched to it, as a remote ships', async () => {
    const releases = join(folder, 'releases');
    await mkdir(join(releases, '1'), { recursive: true });
    await mkdir(join(releases, '2'), { recursive: true });
    // Same size and time in both releases: only the file itself differs.
    const stamp = new Date('2026-01-01T00:00:00Z');
    for (const [release, body] of [
      ['1', 'window.v = 1;'],
      ['2', 'window.v = 2;'],
    ] as const) {
      await writeFile(join(releases, release, 'remoteEntry.js'), body);
      await utimes(join(releases, release, 'remoteEntry.js'), stamp, stamp);
    }
    await rm(live, { recursive: true });
    await symlink(join(releases, '1'), live, 'dir');
    const app = appOf();
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.v = 1;');
    await symlink(join(releases, '2'), `${live}.next`, 'dir');
    await rename(`${live}.next`, live);
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.v = 2;');
  });

  it('passes on what is not a file of the build: missing, removed, or outside the folder', async () => {
    const app = appOf();
    expect((await app.request('/missing.js')).status).toBe(404);
    await expect((await app.request('/remoteEntry.js')).text()).resolves.toBe('window.one = 1;');
    await rm(join(live, 'remoteEntry.js'));
    expect((await app.request('/remoteEntry.js')).status).toBe(404);
    await writeFile(join(folder, 'secret.txt'), 'secret');
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/nested/..%2f..%2fsecret.txt']) {
      const response = await app.request(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
  });
});
