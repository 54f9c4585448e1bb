import { Agent, request } from 'undici';
import { pathOf } from '@gtm/contracts/operation';
import type { TOperationSpec } from '@gtm/contracts/operation';
import type { TIdentity } from '@gtm/contracts/identity';
import { AppError } from './app-error.ts';
import { identityHeaders } from './identity.ts';
import type { TIdentitySigner } from './identity.ts';
import { traceHeaders } from './tracing.ts';

/** Longest wait for another service's answer: a hung service costs the caller this, not the gateway's 15 s. */
export const INTERNAL_CALL_TIMEOUT_MS = 3_000;

export type TInternalAnswer = { status: number; body: unknown };

/**
 * Calls another service's operation directly (architecture: cross-service reads are internal HTTP calls),
 * on behalf of the caller: the identity the gateway resolved is signed again for this request with the shared
 * secret, so the other service applies its own access rules to the same user. Only its own pooled
 * connections; a network failure or a timeout is a 503 the caller's user sees as 'try again shortly'.
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
    async call(
      operation: Pick<TOperationSpec, 'method' | 'path' | 'service'>,
      input: {
        identity: TIdentity;
        requestId: string;
        params?: Record<string, string>;
        query?: Record<string, string>;
        body?: unknown;
      },
    ): Promise<TInternalAnswer> {
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
        const text = await answer.body.text();
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          body = text;
        }
        return { status: answer.statusCode, body };
      } catch (error) {
        throw new AppError('UNAVAILABLE', {
          internalMessage: `${operation.service} ${operation.method} ${operation.path} failed: ${
            error instanceof Error ? error.message : String(error)
          }`,
          cause: error,
        });
      }
    },
    close: () => dispatcher.close(),
  };
};
export type TInternalClient = ReturnType<typeof createInternalClient>;
