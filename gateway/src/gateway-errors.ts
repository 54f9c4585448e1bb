import type { ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@gtm/contracts/identity';
import { statusOf, toApiErrorBody } from '@gtm/service-kit/app-error';
import type { AppError } from '@gtm/service-kit/app-error';

/**
 * Set on every answer the gateway makes itself instead of forwarding (refusals, 404/405, upstream failures),
 * with the error code as value: a client or a test can tell a gateway refusal from a service's answer.
 */
export const GATEWAY_ERROR_HEADER = 'x-gateway-error';

/** Writes an error in the ZApiError shape straight to the socket (the proxied path has no Response object). */
export const writeGatewayError = (
  outgoing: ServerResponse,
  error: AppError,
  context: { requestId: string; securityHeaders: readonly [string, string][]; closeConnection?: boolean },
) => {
  const body = JSON.stringify(toApiErrorBody(error, context.requestId));
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    [REQUEST_ID_HEADER]: context.requestId,
    [GATEWAY_ERROR_HEADER]: error.code,
  };
  for (const [name, value] of context.securityHeaders) headers[name] = value;
  // Refusing a request whose body was never read: closing beats reading megabytes only to discard them.
  if (context.closeConnection) headers.connection = 'close';
  outgoing.writeHead(statusOf(error.code), headers);
  outgoing.end(body);
};
