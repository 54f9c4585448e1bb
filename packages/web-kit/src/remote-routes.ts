import type { RouteObject } from '@gtm/web-kit/router.ts';

/**
 * What every remote's `./routes` module exports: its route tree, with the absolute paths of
 * `@gtm/contracts/paths`. The shell matches it against the location and renders it inside its frame.
 */
export interface TRemoteRoutesModule {
  routes: RouteObject[];
}
