import { PATH_PREFIXES, PATHS } from './paths.ts';

/**
 * Module-federation remotes the shell loads at run time. The shell reads where each one lives from
 * the runtime manifest {@link REMOTES_MANIFEST_PATH}: `{ "<name>": "<url of its remoteEntry.js>" }`.
 */
export const REMOTES = {
  marketing: { name: 'marketing', basePath: PATHS.home },
  candidate: { name: 'candidate', basePath: PATH_PREFIXES.candidate },
  admin: { name: 'admin', basePath: PATH_PREFIXES.admin },
  employer: { name: 'employer', basePath: PATH_PREFIXES.employer },
} as const;
export type TRemoteName = keyof typeof REMOTES;

/** Every remote exposes its route tree under this module name. */
export const REMOTE_ROUTES_MODULE = './routes';

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/**
 * The screens each remote serves, read from {@link PATHS}: the public pages for mfe-marketing, and every path
 * of an area's group for its remote. The shell's route table is made from these (with its own sign-in
 * screens), and each remote's route tree is checked against them, so a screen path is spelled once.
 */
export const REMOTE_PATHS: Record<TRemoteName, readonly string[]> = {
  marketing: [PATHS.home, PATHS.forEmployers, PATHS.forCandidates, PATHS.talentCombine],
  candidate: Object.values(PATHS.candidate),
  admin: Object.values(PATHS.admin),
  employer: Object.values(PATHS.employer),
};

/** Every path a route tree (a remote's `routes` export) matches, nested routes included, in tree order. */
export function routeTreePaths(
  routes: readonly { path?: string; children?: readonly unknown[] }[],
): string[] {
  return routes.flatMap((route) => [
    ...(route.path !== undefined ? [route.path] : []),
    ...routeTreePaths((route.children ?? []) as { path?: string; children?: readonly unknown[] }[]),
  ]);
}
