import { fileURLToPath } from 'node:url';
import { pathOf } from '@gtm/contracts/operation';
import { getCurrentUser } from '@gtm/contracts/operations/auth';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** The shell: host of the portal. It names no remotes here; it reads them from /remotes.json at run time. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  // The page preloads the current user, which the app asks for first thing.
  html: { template: './src/index.html', parameters: { currentUserPath: pathOf(getCurrentUser) } },
  prerender: './src/prerender.tsx',
});
