import { z } from 'zod';
import { EnvError, httpEnvShape, parseEnv, serviceEnvShape, zEmailList, zFlag } from './env.ts';

const schema = z.object({ ...serviceEnvShape, ...httpEnvShape });
const valid = {
  PORT: '4001',
  MONGODB_URI: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
  IDENTITY_SECRET: 'x'.repeat(32),
};

describe('parseEnv', () => {
  it('parses and applies defaults', () => {
    expect(parseEnv(schema, valid)).toEqual({
      ...valid,
      PORT: 4001,
      SEED_DEMO: false,
      TRUSTED_PROXIES: 0,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      QUEUE_JOB_LOCK_MS: 30_000,
    });
  });

  it("reads a worker's job lock (empty: BullMQ's 30 s) and passes OpenTelemetry's variables as they are", () => {
    expect(parseEnv(schema, { ...valid, QUEUE_JOB_LOCK_MS: '' }).QUEUE_JOB_LOCK_MS).toBe(30_000);
    expect(parseEnv(schema, { ...valid, QUEUE_JOB_LOCK_MS: '3000' }).QUEUE_JOB_LOCK_MS).toBe(3_000);
    expect(() => parseEnv(schema, { ...valid, QUEUE_JOB_LOCK_MS: '999' })).toThrow(
      /\n {2}QUEUE_JOB_LOCK_MS: /,
    );
    const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' };
    expect(parseEnv(schema, { ...valid, ...traced })).toMatchObject(traced);
  });

  it('listens on loopback unless HOST names another address', () => {
    expect(parseEnv(schema, { ...valid, HOST: '' }).HOST).toBe('127.0.0.1');
    expect(parseEnv(schema, { ...valid, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseEnv(schema, { ...valid, HOST: '::1' }).HOST).toBe('::1');
    expect(() => parseEnv(schema, { ...valid, HOST: 'a b' })).toThrow(/\n {2}HOST: must be an IP address/);
  });

  it('names every bad variable in one readable message', () => {
    const attempt = () =>
      parseEnv(schema, { ...valid, PORT: 'eighty', IDENTITY_SECRET: 'short', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/^Invalid environment:\n/);
    expect(attempt).toThrow(/\n {2}PORT: /);
    expect(attempt).toThrow(/\n {2}IDENTITY_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/\n {2}SEED_DEMO: expected true or false, got "maybe"/);
  });

  it('lets a worker start without PORT', () => {
    const { PORT: _port, ...workerEnv } = valid;
    expect(parseEnv(z.object(serviceEnvShape), workerEnv).REDIS_URL).toBe(valid.REDIS_URL);
  });

  it('reports a missing variable', () => {
    const { REDIS_URL: _omitted, ...rest } = valid;
    expect(() => parseEnv(schema, rest)).toThrow(/REDIS_URL/);
  });
});

describe('zFlag and zEmailList', () => {
  it('reads flags in the usual spellings', () => {
    const flag = zFlag(false);
    expect(flag.parse('TRUE')).toBe(true);
    expect(flag.parse('1')).toBe(true);
    expect(flag.parse('off')).toBe(false);
    expect(flag.parse(undefined)).toBe(false);
    expect(zFlag(true).parse('')).toBe(true);
  });

  it('splits, trims and lower-cases e-mail lists and refuses a bad address', () => {
    expect(zEmailList.parse(' Ops@Example.com, ,boss@example.com ')).toEqual([
      'ops@example.com',
      'boss@example.com',
    ]);
    expect(zEmailList.parse(undefined)).toEqual([]);
    expect(zEmailList.safeParse('not-an-address').success).toBe(false);
  });
});
