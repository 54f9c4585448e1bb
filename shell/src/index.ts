import { remoteOfPath } from './app/route-table.ts';
import { remoteRoutes } from './remotes/remote-registry.ts';

// Start loading the remote this page needs while the shell's own code downloads (neither uses shared modules).
const firstRemote = remoteOfPath(window.location.pathname);
if (firstRemote) void remoteRoutes(firstRemote);

// Shared modules (React, the router, web-kit) may only be consumed once the federation runtime has set up the
// share scope, so the application starts behind this async boundary.
import('./bootstrap.tsx');
