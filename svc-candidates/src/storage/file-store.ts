import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { z } from 'zod';
import type { TLogger } from '@gtm/service-kit/logger';
import { ZCandidatesEnv } from '../env.ts';

/** Where the candidates' files live: a private bucket on any S3-compatible store. */
export type TFileStoreConfig = {
  endpoint?: string;
  /** The origin browsers reach the store at, which signed links name (default: `endpoint`). */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** How long a signed link to a candidate's file works (spec silent: ours). */
const SIGNED_URL_SECONDS = 15 * 60;
/**
 * A signed link is handed out again while it has at least this long left: signing costs about 0.4 ms of CPU
 * (the SigV4 chain), twice per profile read. Keys are unique per upload, so a reused link never names a
 * replaced file.
 */
const SIGNED_URL_REUSE_MIN_LEFT_MS = 10 * 60_000;
/** Links remembered at most (the oldest go first). */
const SIGNED_URL_CACHE_SIZE = 10_000;

/** The S3 variables of svc-candidates' environment. */
export const ZS3Env = ZCandidatesEnv.pick({
  S3_ENDPOINT: true,
  S3_PUBLIC_ENDPOINT: true,
  S3_BUCKET: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
});

/** The store's configuration from svc-candidates' environment; S3_BUCKET is required once uploads exist. */
export const fileStoreConfigFromEnv = (env: z.infer<typeof ZS3Env>): TFileStoreConfig => {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is not set: svc-candidates stores uploads in S3');
  return {
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
};

/**
 * The only code that talks to S3: puts a file from disk as a stream (known length, never whole in memory),
 * deletes, and signs short-lived read links. The bucket stays private; readers get signed URLs.
 */
export const createFileStore = (config: TFileStoreConfig, log?: TLogger) => {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      // The SDK's own warnings go to the service's log, not the console.
      logger: {
        debug: () => undefined,
        info: () => undefined,
        warn: (...content: unknown[]) => log?.warn({ s3: content }, 'S3 client warning'),
        error: (...content: unknown[]) => log?.error({ s3: content }, 'S3 client error'),
      },
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The SDK's default checksums wrap streamed bodies in a way S3-compatible servers (s3rver) store corrupted.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  const client = clientFor(config.endpoint);
  /**
   * Signs links for the origin browsers reach (signing is offline: it makes no request). SigV4 signs the host, so
   * a link must be signed for the host it is fetched at, not rewritten afterwards.
   */
  const signer =
    config.publicEndpoint && config.publicEndpoint !== config.endpoint
      ? clientFor(config.publicEndpoint)
      : client;
  const bucket = config.bucket;
  const signed = new Map<string, { url: string; expiresAtMs: number }>();

  return {
    bucket,

    /** Stores the file at `path` under `key`. */
    async putFile(key: string, file: { path: string; bytes: number; contentType: string }): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file.path),
          ContentLength: file.bytes,
          ContentType: file.contentType,
        }),
      );
    },

    async delete(key: string): Promise<void> {
      signed.delete(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    /** A link that reads `key` for {@link SIGNED_URL_SECONDS}, and when it stops working. */
    async signedUrl(key: string): Promise<{ url: string; expiresAt: string }> {
      const now = Date.now();
      let link = signed.get(key);
      if (link === undefined || link.expiresAtMs - now < SIGNED_URL_REUSE_MIN_LEFT_MS) {
        const url = await getSignedUrl(signer, new GetObjectCommand({ Bucket: bucket, Key: key }), {
          expiresIn: SIGNED_URL_SECONDS,
        });
        link = { url, expiresAtMs: now + SIGNED_URL_SECONDS * 1000 };
        signed.delete(key);
        signed.set(key, link);
        if (signed.size > SIGNED_URL_CACHE_SIZE) signed.delete(signed.keys().next().value as string);
      }
      return { url: link.url, expiresAt: new Date(link.expiresAtMs).toISOString() };
    },

    /** Every key under `prefix` (a candidate's files: what the account deletion and the tests read). */
    async listKeys(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    /** Readiness probe: the bucket answers. */
    async ping(): Promise<void> {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    close: () => {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
};
export type TFileStore = ReturnType<typeof createFileStore>;
