/**
 * Module-federation remotes the shell loads at run time. The shell reads where each one lives from
 * the runtime manifest {@link REMOTES_MANIFEST_PATH}: `{ "<name>": "<url of its remoteEntry.js>" }`.
 */
export const REMOTES = {
  marketing: { name: 'marketing', basePath: '/' },
  candidate: { name: 'candidate', basePath: '/candidate' },
  admin: { name: 'admin', basePath: '/admin' },
  employer: { name: 'employer', basePath: '/employer' },
} as const;
export type TRemoteName = keyof typeof REMOTES;

/** Every remote exposes its route tree under this module name. */
export const REMOTE_ROUTES_MODULE = './routes';

export const REMOTES_MANIFEST_PATH = '/remotes.json';
