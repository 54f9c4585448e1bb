import { serve } from '@hono/node-server';
import { join, resolve } from 'node:path';
import { DEFAULT_PORTS, localOrigin } from '@gtm/contracts/ports';
import { uploadsOriginOf } from './page-security-headers.ts';
import { createRemoteApp, createShellApp } from './static-apps.ts';

/**
 * Serves one front-end app's production build on its own, as its container does:
 * `node infra/dev/serve-app.ts <shell|mfe-marketing|mfe-candidate|mfe-admin|mfe-employer>`.
 * PORT (default: the app's default port), HOST (default 0.0.0.0), DIST_DIR (default `<app>/dist`); the shell
 * also reads MFE_MARKETING_URL, MFE_CANDIDATE_URL, MFE_ADMIN_URL and MFE_EMPLOYER_URL, the public origins of the
 * remotes, MFE_MARKETING_INTERNAL_URL, where it reaches the marketing remote itself for the pre-rendered
 * public pages, and the S3 variables (S3_PUBLIC_ENDPOINT, S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE)
 * that say where its pages load uploaded headshots from.
 */
const APPS = ['shell', 'mfe-marketing', 'mfe-candidate', 'mfe-admin', 'mfe-employer'] as const;
type TApp = (typeof APPS)[number];

const app = process.argv[2] as TApp;
if (!APPS.includes(app)) {
  process.stderr.write(`usage: node infra/dev/serve-app.ts <${APPS.join('|')}>\n`);
  process.exit(2);
}
const distDir = resolve(process.env.DIST_DIR || join(import.meta.dirname, '..', '..', app, 'dist'));
const port = Number(process.env.PORT || DEFAULT_PORTS[app]);
const origin = (variable: string, fallback: number) =>
  (process.env[variable] || localOrigin(fallback)).replace(/\/$/, '');

const handler =
  app === 'shell'
    ? createShellApp({
        distDir,
        remotes: {
          marketing: `${origin('MFE_MARKETING_URL', DEFAULT_PORTS['mfe-marketing'])}/remoteEntry.js`,
          candidate: `${origin('MFE_CANDIDATE_URL', DEFAULT_PORTS['mfe-candidate'])}/remoteEntry.js`,
          admin: `${origin('MFE_ADMIN_URL', DEFAULT_PORTS['mfe-admin'])}/remoteEntry.js`,
          employer: `${origin('MFE_EMPLOYER_URL', DEFAULT_PORTS['mfe-employer'])}/remoteEntry.js`,
        },
        uploadsOrigin: uploadsOriginOf(process.env),
        ...(process.env.MFE_MARKETING_INTERNAL_URL && {
          marketingInternalUrl: `${process.env.MFE_MARKETING_INTERNAL_URL.replace(/\/$/, '')}/`,
        }),
      })
    : createRemoteApp({ distDir });

const server = serve({ fetch: handler.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, (info) => {
  process.stdout.write(`${app} serving ${distDir} on port ${info.port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
