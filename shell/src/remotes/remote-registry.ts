import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, REMOTES, REMOTES_MANIFEST_PATH } from '@gtm/contracts/remotes';
import type { TRemoteName } from '@gtm/contracts/remotes';
import type { TRemoteRoutesModule } from '@gtm/web-kit/remote-routes.ts';
import { isUnavailableRemoteModule, remoteFallbackPlugin } from './remote-fallback-plugin.ts';
import { sharedRetryPlugin } from './shared-retry-plugin.ts';

/** The runtime manifest: where each remote's entry (remoteEntry.js) lives in this deployment. */
type TRemoteManifest = Partial<Record<TRemoteName, string>>;

export type TRemoteRoutesResult =
  { status: 'ready'; routes: TRemoteRoutesModule['routes'] } | { status: 'unavailable'; reason: string };

let pluginsRegistered = false;

// On first use rather than on import: the shell's frame is also rendered ahead of time, in Node, where there is
// no federation runtime to register with.
function registerPluginsOnce(): void {
  if (pluginsRegistered) return;
  registerPlugins([remoteFallbackPlugin(), sharedRetryPlugin()]);
  pluginsRegistered = true;
}

const REMOTE_NAMES = Object.keys(REMOTES) as TRemoteName[];

async function fetchManifest(fresh: boolean): Promise<TRemoteManifest> {
  registerPluginsOnce();
  const response = await fetch(REMOTES_MANIFEST_PATH, { cache: fresh ? 'no-store' : 'default' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_PATH} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${REMOTES_MANIFEST_PATH} is not an object`);
  const manifest: TRemoteManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry) manifest[name] = entry;
  }
  // Registering twice is a no-op, so remotes missed by an earlier failed fetch are picked up here.
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

let manifest: Promise<TRemoteManifest> | null = null;
const routeLoads = new Map<TRemoteName, Promise<TRemoteRoutesResult>>();

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Fetches the runtime manifest and registers its remotes, once (again after a failure or when `fresh`). */
export function loadRemoteManifest(fresh = false): Promise<TRemoteManifest> {
  if (fresh || !manifest) {
    const load = fetchManifest(fresh);
    manifest = load;
    // A failed manifest is forgotten, so the next area that needs it fetches it again.
    load.catch(() => {
      if (manifest === load) manifest = null;
    });
  }
  return manifest;
}

async function loadRoutes(name: TRemoteName, fresh: boolean): Promise<TRemoteRoutesResult> {
  try {
    const entry = (await loadRemoteManifest(fresh))[name];
    if (!entry)
      return { status: 'unavailable', reason: `${REMOTES_MANIFEST_PATH} names no "${name}" remote` };
    // The federation runtime caches a remote's manifest, entry and failures: a retry must replace them.
    if (fresh) registerRemotes([{ name, entry }], { force: true });
    const module = await loadRemote<TRemoteRoutesModule>(`${name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
    if (isUnavailableRemoteModule(module)) return { status: 'unavailable', reason: reasonOf(module.error) };
    if (!module || !Array.isArray(module.routes))
      return { status: 'unavailable', reason: `${name} exposes no routes` };
    return { status: 'ready', routes: module.routes };
  } catch (error) {
    // Only the runtime manifest can fail here: the federation plugin turns remote failures into a stand-in.
    console.warn(`[federation] ${REMOTES_MANIFEST_PATH} is unavailable`, error);
    return { status: 'unavailable', reason: reasonOf(error) };
  }
}

/** The route tree of a remote, loaded once and shared by every caller (a stable promise, fit for React `use`). */
export function remoteRoutes(name: TRemoteName): Promise<TRemoteRoutesResult> {
  let load = routeLoads.get(name);
  if (!load) {
    load = loadRoutes(name, false);
    routeLoads.set(name, load);
  }
  return load;
}

/** Loads a remote again from scratch: a fresh runtime manifest, a re-registered remote, its entry refetched. */
export function reloadRemoteRoutes(name: TRemoteName): Promise<TRemoteRoutesResult> {
  const load = loadRoutes(name, true);
  routeLoads.set(name, load);
  return load;
}
