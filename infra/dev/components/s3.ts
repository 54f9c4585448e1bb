import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS } from '@gtm/contracts/ports';
import { portFrom } from '../ports.ts';
import { ComponentStartError } from './component.ts';
import type { TComponent, TComponentOptions } from './component.ts';

/** The bucket uploads go to unless S3_BUCKET says otherwise. */
export const DEFAULT_S3_BUCKET = 'gtm-uploads';
/** s3rver accepts only these credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

type TS3rver = { run: () => Promise<{ port: number }>; close: () => Promise<void>; httpServer?: Server };
type TS3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => TS3rver;

// s3rver is CommonJS without types; createRequire loads it the same way under Node and under jest.
const S3rver = createRequire(import.meta.url)('s3rver') as TS3rverConstructor;

/** Resolves the S3-compatible store: S3_ENDPOINT (with S3_BUCKET and keys), else an embedded s3rver. */
export async function resolveS3(options: TComponentOptions): Promise<TComponent> {
  const env = options.env ?? process.env;
  const bucket = env.S3_BUCKET || DEFAULT_S3_BUCKET;
  const region = env.S3_REGION || 'us-east-1';
  if (env.S3_ENDPOINT) {
    return {
      url: env.S3_ENDPOINT,
      kind: 'S3_ENDPOINT',
      env: {
        S3_ENDPOINT: env.S3_ENDPOINT,
        S3_BUCKET: bucket,
        S3_REGION: region,
        S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID ?? '',
        S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY ?? '',
        S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? 'true',
      },
      stop: async () => {},
    };
  }

  const port = await portFrom(env, 'S3_PORT', DEFAULT_PORTS.s3);
  const directory =
    options.dataDir === null ? await mkdtemp(join(tmpdir(), 'gtm-s3-')) : join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  let bound: { port: number };
  try {
    bound = await server.run();
  } catch (error) {
    throw new ComponentStartError(
      'S3 (s3rver)',
      'S3_ENDPOINT',
      `${(error as Error).message} (or set S3_PORT to a free port)`,
      { cause: error },
    );
  }
  const url = `http://127.0.0.1:${bound.port}`;
  return {
    url,
    kind: 's3rver (embedded)',
    env: {
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
      if (options.dataDir === null) await rm(directory, { recursive: true, force: true });
    },
  };
}
