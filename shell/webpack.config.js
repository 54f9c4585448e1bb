import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** The shell: host of the portal. It names no remotes here; it reads them from /remotes.json at run time. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  html: { template: './src/index.html' },
  prerender: './src/prerender.tsx',
});
