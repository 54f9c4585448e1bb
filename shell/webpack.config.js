import { fileURLToPath } from 'node:url';
import { CSP_NONCE_PLACEHOLDER } from '@gtm/contracts/csp';
import { pathOf } from '@gtm/contracts/operation';
import { getCurrentUser } from '@gtm/contracts/operations/users';
import { federatedAppConfig } from '@gtm/web-kit/build/federated-app.js';

/** The shell: host of the portal. It names no remotes here; it reads them from /remotes.json at run time. */
export default federatedAppConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  // The page preloads the current user, which the app asks for first thing. Its server writes each answer's
  // Content-Security-Policy nonce where the page says cspNonce.
  html: {
    template: './src/index.html',
    parameters: { currentUserPath: pathOf(getCurrentUser), cspNonce: CSP_NONCE_PLACEHOLDER },
  },
  prerender: './src/prerender.tsx',
});
