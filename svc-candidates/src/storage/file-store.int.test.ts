import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileStore, fileStoreConfigFromEnv, ZS3Env } from './file-store.ts';
import type { TFileStoreConfig } from './file-store.ts';

// The S3 endpoint the integration project started (infra/test): its store, under this run's own keys.
const config = fileStoreConfigFromEnv(ZS3Env.parse(process.env));

/** The same server under its other loopback name: a different origin (host), as a browser's would be. */
const otherOrigin = (endpoint: string): string => {
  const url = new URL(endpoint);
  const other = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[url.hostname];
  if (!other) throw new Error(`S3_ENDPOINT ${url.origin} is not on a loopback name this test can swap`);
  url.hostname = other;
  return url.origin;
};

/**
 * The SigV4 signature of a presigned GET link, recomputed for the host the link names (s3rver does not check
 * SigV4 signatures, so a download alone cannot show the link was signed for its host, as real S3 and MinIO require).
 */
const sigV4For = (url: URL, secretAccessKey: string): string => {
  const rfc3986 = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders');
  expect(signedHeaders).toBe('host');
  const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/') as [
    string,
    ...string[],
  ];
  const toSign = [
    'AWS4-HMAC-SHA256',
    url.searchParams.get('X-Amz-Date')!,
    [date, region, service, 'aws4_request'].join('/'),
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  let key = hmac(`AWS4${secretAccessKey}`, date!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex');
};

const BYTES = randomBytes(2_048);
let dir: string;
let file: { path: string; bytes: number; contentType: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-store-'));
  file = { path: join(dir, 'cv.pdf'), bytes: BYTES.length, contentType: 'application/pdf' };
  await writeFile(file.path, BYTES);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Stores the file under a fresh key through `storeConfig`, and the signed link it hands out. */
const storeAndSign = async (storeConfig: TFileStoreConfig) => {
  const store = createFileStore(storeConfig);
  const key = `test/file-store/${randomBytes(8).toString('hex')}/cv.pdf`;
  try {
    await store.putFile(key, file);
    const { url } = await store.signedUrl(key);
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    await store.delete(key);
    return { url: new URL(url), status: response.status, bytes };
  } finally {
    store.close();
  }
};

describe('file store: signed links', () => {
  it('without S3_PUBLIC_ENDPOINT: links name S3_ENDPOINT and download the bytes', async () => {
    const { url, status, bytes } = await storeAndSign({ ...config, publicEndpoint: undefined });
    expect(url.origin).toBe(new URL(config.endpoint!).origin);
    expect(url.searchParams.get('X-Amz-Signature')).toBe(sigV4For(url, config.secretAccessKey!));
    expect(status).toBe(200);
    expect(bytes.equals(BYTES)).toBe(true);
  });

  it('with S3_PUBLIC_ENDPOINT: links name the public origin and download the bytes there', async () => {
    const publicEndpoint = otherOrigin(config.endpoint!);
    expect(publicEndpoint).not.toBe(new URL(config.endpoint!).origin);
    const { url, status, bytes } = await storeAndSign({ ...config, publicEndpoint });
    expect(url.origin).toBe(publicEndpoint);
    // Signed for the public host itself (not signed for S3_ENDPOINT and rewritten): what S3 and MinIO check.
    expect(url.searchParams.get('X-Amz-Signature')).toBe(sigV4For(url, config.secretAccessKey!));
    const rewritten = new URL(url);
    rewritten.host = new URL(config.endpoint!).host;
    expect(sigV4For(rewritten, config.secretAccessKey!)).not.toBe(url.searchParams.get('X-Amz-Signature'));
    expect(status).toBe(200);
    expect(bytes.equals(BYTES)).toBe(true);
  });

  it('with S3_PUBLIC_ENDPOINT unreachable from here: uploads and deletes still go to S3_ENDPOINT', async () => {
    const store = createFileStore({ ...config, publicEndpoint: 'http://127.0.0.1:9' });
    const key = `test/file-store/${randomBytes(8).toString('hex')}/cv.pdf`;
    try {
      await store.putFile(key, file);
      expect(new URL((await store.signedUrl(key)).url).origin).toBe('http://127.0.0.1:9');
      expect(await store.listKeys(key)).toEqual([key]);
      await store.delete(key);
      expect(await store.listKeys(key)).toEqual([]);
    } finally {
      store.close();
    }
  });

  it('reads S3_PUBLIC_ENDPOINT from the environment', () => {
    const env = ZS3Env.parse({ ...process.env, S3_PUBLIC_ENDPOINT: 'http://localhost:9000' });
    expect(fileStoreConfigFromEnv(env).publicEndpoint).toBe('http://localhost:9000');
    expect(() => ZS3Env.parse({ ...process.env, S3_PUBLIC_ENDPOINT: 'not a url' })).toThrow();
  });
});
