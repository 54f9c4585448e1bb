import { fileURLToPath } from 'node:url';
import { REMOTE_ROUTES_MODULE, REMOTES } from '@gtm/contracts/remotes';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** mfe-admin: everything under /admin except its sign-in screens. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: REMOTES.admin.name,
  exposes: { [REMOTE_ROUTES_MODULE]: './src/routes.tsx' },
});
