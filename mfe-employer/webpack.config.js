import { fileURLToPath } from 'node:url';
import { REMOTE_ROUTES_MODULE, REMOTES } from '@gtm/contracts/remotes';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** mfe-employer: everything under /employer except its sign-in screen. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: REMOTES.employer.name,
  exposes: { [REMOTE_ROUTES_MODULE]: './src/routes.tsx' },
});
