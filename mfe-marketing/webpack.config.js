import { fileURLToPath } from 'node:url';
import { REMOTE_ROUTES_MODULE, REMOTES } from '@gtm/contracts/remotes';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** mfe-marketing: the public pages. No antd here: these pages must paint fast. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: REMOTES.marketing.name,
  exposes: { [REMOTE_ROUTES_MODULE]: './src/routes.tsx' },
  prerender: './src/prerender.tsx',
});
