import {
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** Content-hashed file names (webpack's `[contenthash]`): immutable, so one release's may stay beside another's. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The file a release lists its own build's files in (not those carried over), so carrying stops after one release. */
const OWN_FILES = '.release-files.json';

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/**
 * Puts a new build of a remote live under its running static server, the way a remote ships on its own:
 *
 * - The live folder is a symbolic link to a release folder beside it (`<live>.releases/<n>`); the switch renames a
 *   new link over it, which is atomic, so every request is answered by one whole release or the other.
 * - The release carries over the previous build's own content-hashed files that the new build does not have: a page
 *   opened on the old version still finds every chunk its old `remoteEntry.js` names (they are immutable, so they
 *   cannot clash), while `remoteEntry.js` itself (revalidated on every load) names the new build's.
 * - Releases older than the previous one are removed.
 *
 * A live folder that is still a plain folder (a first build) becomes release 0 first. Returns the release folder.
 */
export async function deployRemoteRelease(options: { buildDir: string; liveDir: string }): Promise<string> {
  const liveDir = resolve(options.liveDir);
  const releases = `${liveDir}.releases`;
  await mkdir(releases, { recursive: true });

  if (!(await lstat(liveDir)).isSymbolicLink()) {
    await rename(liveDir, join(releases, '0'));
    await symlink(join(releases, '0'), liveDir, 'dir');
  }
  const previous = resolve(dirname(liveDir), await readlink(liveDir));
  const previousOwn = await readFile(join(previous, OWN_FILES), 'utf8').then(
    (text) => JSON.parse(text) as string[],
    () => filesUnder(previous),
  );
  const numbers = (await readdir(releases)).map(Number).filter(Number.isInteger);
  const release = join(releases, String(Math.max(...numbers) + 1));

  await cp(options.buildDir, release, { recursive: true });
  const own = await filesUnder(release);
  const shipped = new Set(own);
  for (const file of previousOwn) {
    if (HASHED_FILE.test(basename(file)) && !shipped.has(file))
      await cp(join(previous, file), join(release, file), { errorOnExist: false });
  }
  await writeFile(join(release, OWN_FILES), JSON.stringify(own));

  const next = `${liveDir}.next`;
  await rm(next, { force: true });
  await symlink(release, next, 'dir');
  await rename(next, liveDir);

  for (const name of await readdir(releases)) {
    const folder = join(releases, name);
    if (folder !== release && folder !== previous) await rm(folder, { recursive: true, force: true });
  }
  return release;
}
