import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployRemoteRelease } from './remote-release.ts';

/** A remote's build: its remoteEntry.js (naming its chunks) and its content-hashed chunks. */
async function build(folder: string, version: string, chunks: string[]): Promise<string> {
  await mkdir(join(folder, 'assets'), { recursive: true });
  await writeFile(join(folder, 'remoteEntry.js'), `entry ${version}: ${chunks.join(',')}`);
  for (const chunk of chunks) await writeFile(join(folder, chunk), `chunk ${chunk}`);
  return folder;
}

describe('deployRemoteRelease', () => {
  let root: string;
  let live: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gtm-release-'));
    live = await build(join(root, 'dist'), 'v1', ['main.11111111.js', 'assets/logo.aaaaaaaa.svg']);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('serves the new build at the same path and keeps the old build’s hashed files for pages still open', async () => {
    await deployRemoteRelease({
      buildDir: await build(join(root, 'b2'), 'v2', ['main.22222222.js']),
      liveDir: live,
    });

    await expect(readFile(join(live, 'remoteEntry.js'), 'utf8')).resolves.toBe('entry v2: main.22222222.js');
    await expect(readFile(join(live, 'main.22222222.js'), 'utf8')).resolves.toBe('chunk main.22222222.js');
    await expect(readFile(join(live, 'main.11111111.js'), 'utf8')).resolves.toBe('chunk main.11111111.js');
    await expect(readFile(join(live, 'assets/logo.aaaaaaaa.svg'), 'utf8')).resolves.toBe(
      'chunk assets/logo.aaaaaaaa.svg',
    );
  });

  it('carries a build’s files over for one release only, and keeps two release folders', async () => {
    await deployRemoteRelease({
      buildDir: await build(join(root, 'b2'), 'v2', ['main.22222222.js']),
      liveDir: live,
    });
    await deployRemoteRelease({
      buildDir: await build(join(root, 'b3'), 'v3', ['main.33333333.js']),
      liveDir: live,
    });

    const files = await readdir(live);
    expect(files).toContain('main.33333333.js');
    expect(files).toContain('main.22222222.js');
    expect(files).not.toContain('main.11111111.js');
    expect(await readdir(`${live}.releases`)).toHaveLength(2);
  });
});
