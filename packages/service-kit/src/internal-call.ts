import { Agent, request } from 'undici';
import type { z } from 'zod';
import type { TApiError } from '@gtm/contracts/api-errors';
import { pathOf } from '@gtm/contracts/operation';
import type { TOperationSpec } from '@gtm/contracts/operation';
import type { TIdentity } from '@gtm/contracts/identity';
import { AppError } from './app-error.ts';
import { identityHeaders } from './identity.ts';
import type { TIdentitySigner } from './identity.ts';
import { traceHeaders } from './tracing.ts';

/** Longest wait for another service's answer: a hung service costs the caller this, not the gateway's 15 s. */
export const INTERNAL_CALL_TIMEOUT_MS = 3_000;

type TResponsesOf<TOp> = TOp extends { responses: infer R } ? R : never;
type TBodyOf<TSpec> = TSpec extends { schema: infer Z } ? (Z extends z.ZodType ? z.output<Z> : never) : never;
/** The answers `defineOperation` adds to every operation (each an API error body). */
type TCommonStatus = 400 | 401 | 403 | 413 | 415 | 500 | 503;

/**
 * An answer as the operation documents it: one of its statuses with the body its schema parsed, or one of the
 * errors every operation may answer. A status it does not document, or a body its schema refuses, is thrown.
 */
export type TInternalAnswer<TOp extends TOperationSpec = TOperationSpec> =
  | {
      [S in keyof TResponsesOf<TOp> & number]: { status: S; body: TBodyOf<TResponsesOf<TOp>[S]> };
    }[keyof TResponsesOf<TOp> & number]
  | { status: TCommonStatus; body: TApiError };

/**
 * Calls another service's operation directly (architecture: cross-service reads are internal HTTP calls),
 * on behalf of the caller: the identity the gateway resolved is signed again for this request with the shared
 * secret, so the other service applies its own access rules to the same user. The answer is parsed with the
 * operation's response schema for its status, so callers read typed bodies. Only its own pooled connections;
 * a network failure, a timeout, an undocumented status or a body the schema refuses is a 503 the caller's user
 * sees as 'try again shortly'.
 */
export const createInternalClient = (options: {
  baseUrl: string;
  signer: TIdentitySigner;
  timeoutMs?: number;
}) => {
  const timeoutMs = options.timeoutMs ?? INTERNAL_CALL_TIMEOUT_MS;
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 32 });
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async call<TOp extends TOperationSpec>(
      operation: TOp,
      input: {
        identity: TIdentity;
        requestId: string;
        params?: Record<string, string>;
        query?: Record<string, string>;
        body?: unknown;
      },
    ): Promise<TInternalAnswer<TOp>> {
      const path = pathOf(operation, input.params);
      const search = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
      const headers: Record<string, string> = {
        ...identityHeaders(options.signer, input.identity, {
          method: operation.method,
          path,
          requestId: input.requestId,
        }),
        accept: 'application/json',
        // The caller's trace continues in the called service (nothing without tracing).
        ...traceHeaders(),
      };
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      const failed = (why: string, cause?: unknown) =>
        new AppError('UNAVAILABLE', {
          internalMessage: `${operation.service} ${operation.method} ${operation.path} ${why}`,
          ...(cause === undefined ? {} : { cause }),
        });
      let status: number;
      let body: unknown;
      try {
        const answer = await request(`${base}${path}${search}`, {
          method: operation.method,
          headers,
          body: input.body === undefined ? null : JSON.stringify(input.body),
          dispatcher,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = answer.statusCode;
        const text = await answer.body.text();
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
      } catch (error) {
        throw failed(`failed: ${error instanceof Error ? error.message : String(error)}`, error);
      }
      const spec = operation.responses[status];
      if (!spec) throw failed(`answered ${status}, which it does not document`);
      const parsed = spec.schema.safeParse(body);
      if (!parsed.success) throw failed(`answered ${status} with a body its schema refuses`, parsed.error);
      return { status, body: parsed.data } as TInternalAnswer<TOp>;
    },
    close: () => dispatcher.close(),
  };
};
export type TInternalClient = ReturnType<typeof createInternalClient>;
