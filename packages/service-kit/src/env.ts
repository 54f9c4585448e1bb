import { z } from 'zod';
import { LOG_LEVELS } from './logger.ts';

/** An environment flag: `true`/`1`/`yes`/`on` or `false`/`0`/`no`/`off` (any case); empty means the default. */
export const zFlag = (defaultValue: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return defaultValue;
      if (['true', '1', 'yes', 'on'].includes(value)) return true;
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    });

/** A TCP port number. */
export const zPort = z.coerce.number().int().min(1).max(65535);

/**
 * The address an HTTP server listens on (HOST). Loopback unless told otherwise: a process started by hand or by
 * `npm start` answers only this machine (the ingress is the one door); the container images set 0.0.0.0.
 */
export const LOOPBACK_HOST = '127.0.0.1';
export const zHost = z
  .string()
  .trim()
  .regex(/^[\w.:-]{0,253}$/, 'must be an IP address or a host name, e.g. 127.0.0.1 or 0.0.0.0')
  .optional()
  .transform((value) => value || LOOPBACK_HOST);

/** The secret the gateway signs identity headers with; services verify with the same one. */
export const zIdentitySecret = z.string().min(32, 'must be at least 32 characters');

/** Another service's base URL (internal calls), without a trailing slash. */
export const zServiceUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

/** A comma-separated list of e-mail addresses, normalised to lower case. */
export const zEmailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

/**
 * OpenTelemetry's variables that decide whether a process traces and under which name (tracing.ts): on when an
 * OTLP endpoint is set. The exporter reads the other `OTEL_EXPORTER_OTLP_*` (protocol, headers) and `OTEL_BSP_*`.
 */
export const tracingEnvShape = {
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
  /** `true` turns tracing off even with an endpoint set. */
  OTEL_SDK_DISABLED: z.string().optional(),
  /** The service name spans carry (default: the process's, e.g. `gateway`, `svc-auth-worker`). */
  OTEL_SERVICE_NAME: z.string().optional(),
};
export const ZTracingEnv = z.object(tracingEnvShape);
export type TTracingEnv = z.infer<typeof ZTracingEnv>;

/**
 * How long a BullMQ worker holds a job before another worker may take it for stalled (queue.ts), in ms: unset
 * or empty means BullMQ's 30 s. Shorter only where a test waits for a killed worker's job (the fault suite: 3 s).
 */
export const zJobLockMs = z.preprocess(
  (value) => value || undefined,
  z.coerce.number().int().min(1_000).max(600_000).default(30_000),
);

/** Variables every service process reads, HTTP server and worker alike. */
export const serviceEnvShape = {
  ...tracingEnvShape,
  QUEUE_JOB_LOCK_MS: zJobLockMs,
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI'),
  MONGODB_DB: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'),
  IDENTITY_SECRET: zIdentitySecret,
  SEED_DEMO: zFlag(false),
  /** Proxies in front of the gateway that append to X-Forwarded-For: per-IP limits read the client IP past them. */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A worker serves Prometheus' `GET /metrics` on this port when set (an HTTP process serves it on PORT). */
  METRICS_PORT: zPort.optional(),
  /** The address PORT and METRICS_PORT listen on (default 127.0.0.1; 0.0.0.0 in the container images). */
  HOST: zHost,
};

/** What a service's HTTP entry point reads on top (a worker serves no HTTP and gets no PORT). */
export const httpEnvShape = {
  PORT: zPort,
  /**
   * A Unix domain socket path the service answers on as well as PORT: a gateway on the same host reaches it
   * there (`unix:` + the path in SVC_*_URL), without the TCP stack. Health checks and other hosts use PORT.
   */
  HTTP_SOCKET: z
    .string()
    .regex(/^\//, 'must be an absolute path')
    .max(100, 'must be at most 100 characters (the limit of a Unix socket path)')
    .optional(),
};

/** Thrown for a bad environment, with one readable line per offending variable. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses an environment with a zod schema; throws {@link EnvError} naming each bad variable. */
export const parseEnv = <TSchema extends z.ZodType>(
  schema: TSchema,
  source: Record<string, string | undefined> = process.env,
): z.infer<TSchema> => {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
};

/** For entry points: parse the environment or print why not and exit with status 1. */
export const loadEnv = <TSchema extends z.ZodType>(schema: TSchema): z.infer<TSchema> => {
  try {
    return parseEnv(schema);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};
