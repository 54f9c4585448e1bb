import type { Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { DEFAULT_PORTS, localOrigin } from '@gtm/contracts/ports';
import { assertPortFree, portFrom } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions } from './component.ts';

type TSesLocal = (config: { host: string; port: number }) => Promise<Server>;

// aws-ses-v2-local is CommonJS with its server as `exports.default`; createRequire reads it alike in Node and jest.
const startSesLocal = (createRequire(import.meta.url)('aws-ses-v2-local') as { default: TSesLocal }).default;
// Its store: one list of every message sent, in memory, never trimmed (`/clear-store` empties it).
const sesLocalStore = createRequire(import.meta.url)('aws-ses-v2-local/dist/store.js') as {
  getStoreReadonly: () => { emails: unknown[] };
};

/**
 * How many messages the embedded mailbox keeps, the newest: aws-ses-v2-local keeps every one in `npm start`'s own
 * process, so a long run (a soak's sign-in codes and admin notices) grew it without bound.
 */
export const MAILBOX_LIMIT = 5_000;

/** Drops all but the newest `limit` messages, in place (the stand-in holds this very list). */
export const keepNewest = (emails: unknown[], limit: number) => {
  if (emails.length > limit) emails.splice(0, emails.length - limit);
};

/** Where e-mail goes, in the order `npm start` tries them. */
export type TSesSource = 'env' | 'aws' | 'ses-local';

/** The fallback order: SES_ENDPOINT, else real AWS SES when AWS credentials are set, else aws-ses-v2-local. */
export function chooseSesSource(env: NodeJS.ProcessEnv): TSesSource {
  if (env.SES_ENDPOINT) return 'env';
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) return 'aws';
  return 'ses-local';
}

/** Resolves the SES endpoint; the embedded aws-ses-v2-local keeps a mailbox page and a JSON store at /store. */
export async function resolveSes(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const region = env.SES_REGION || env.AWS_REGION || 'us-east-1';
  switch (chooseSesSource(env)) {
    case 'env':
      return {
        url: env.SES_ENDPOINT as string,
        kind: 'SES_ENDPOINT',
        env: { SES_ENDPOINT: env.SES_ENDPOINT as string, SES_REGION: region },
        stop: async () => {},
      };
    case 'aws':
      return {
        url: `https://email.${region}.amazonaws.com`,
        kind: 'AWS SES (AWS_ACCESS_KEY_ID)',
        env: { SES_REGION: region },
        stop: async () => {},
      };
    case 'ses-local':
      return startEmbedded(env, region);
  }
}

async function startEmbedded(env: NodeJS.ProcessEnv, region: string): Promise<TComponent> {
  const port = await portFrom(env, 'SES_PORT', DEFAULT_PORTS.ses);
  let server: Server;
  try {
    // aws-ses-v2-local has no listen-error handler: a taken port would crash the process instead of rejecting.
    await assertPortFree(port);
    server = await startSesLocal({ host: '127.0.0.1', port });
  } catch (error) {
    throw new ComponentStartError(
      'SES (aws-ses-v2-local)',
      'SES_ENDPOINT',
      `${(error as Error).message} (or set SES_PORT)`,
      {
        cause: error,
      },
    );
  }
  // After each request it answered (a send adds a message): the store's list is read again, as a clear replaces it.
  server.on('request', (_request, response: ServerResponse) => {
    response.once('finish', () => keepNewest(sesLocalStore.getStoreReadonly().emails, MAILBOX_LIMIT));
  });
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: localOrigin(bound),
    kind: 'aws-ses-v2-local (embedded)',
    env: { SES_ENDPOINT: `http://127.0.0.1:${bound}`, SES_REGION: region },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
