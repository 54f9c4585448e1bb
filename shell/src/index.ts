// First: what keeps every script of the page within its Content-Security-Policy.
import './csp-nonce.ts';
import { remoteOfPath } from './app/route-table.ts';
import { loadRemoteManifest, remoteRoutes } from './remotes/remote-registry.ts';

// Start on the remotes while the shell's own code downloads (neither step uses shared modules): the runtime
// manifest always (index.html preloads it), and the remote this page needs, if any.
const firstRemote = remoteOfPath(window.location.pathname);
if (firstRemote) void remoteRoutes(firstRemote);
else void loadRemoteManifest().catch(() => undefined);

// Shared modules (React, the router, web-kit) may only be consumed once the federation runtime has set up the
// share scope, so the application starts behind this async boundary.
import('./bootstrap.tsx');
