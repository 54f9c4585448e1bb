import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';

export type TLogger = Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type TLogLevel = (typeof LOG_LEVELS)[number];

/**
 * Credentials and one-time codes never reach a log line, whatever object carries them.
 * Error codes are logged as `errorCode`, so redacting `code` only hides sign-in codes.
 */
const REDACT_PATHS = [
  'authorization',
  'cookie',
  'code',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body.code',
  'payload.code',
  'data.code',
  'params.code',
  '*.authorization',
  '*.cookie',
];

/** The service's root JSON logger; per-request children add the request id. */
export const createLogger = (options: { name: string; level: TLogLevel }, destination?: DestinationStream) =>
  pino(
    {
      level: options.level,
      base: { service: options.name, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
