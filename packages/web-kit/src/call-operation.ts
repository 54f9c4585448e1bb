import { isBinaryMediaType, mediaTypeOf } from '@gtm/contracts/operation';
import type { TCallInput, TOperation, TSuccessBody } from '@gtm/contracts/operation';
import { pathOf } from '@gtm/contracts/operation-path';
// Through the package name, like every web-kit module, so that the shared singleton's ApiError is the one thrown.
import { apiFetch } from '@gtm/web-kit/api-client.ts';

/** A 2xx answer whose body is not what the operation's response schema says (a contract drift). */
export class ContractError extends Error {
  readonly status: number;
  /** The body as it came (parsed JSON, text or undefined), for callers that can still read something from it. */
  readonly body: unknown;

  constructor(operationId: string, status: number, detail: string, body: unknown) {
    super(`${operationId} answered ${status} with an unexpected body: ${detail}`);
    this.name = 'ContractError';
    this.status = status;
    this.body = body;
  }
}

/** Any operation's input, as the functions below read it. */
export type TAnyInput = {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
};

/** The URL an operation is called at: its path with the params filled in, and its query. */
export const operationUrl = (operation: TOperation, input: TAnyInput = {}) => {
  const path = pathOf(operation, input.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
};

/** The media type of an operation's file answer (a PDF), if its success answers are files. */
const fileTypeOf = (operation: TOperation) =>
  Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .map(([, spec]) => mediaTypeOf(spec))
    .find(isBinaryMediaType);

/**
 * Calls an API operation from the browser: the URL from its descriptor, the body as JSON (or its multipart
 * form), the answer parsed with the response schema of the status it came with (a file answer, such as a PDF,
 * arrives as a `Blob`). A non-2xx answer throws api-client's `ApiError` (message `<status>: <body or status
 * text>`, spec section 7).
 */
export async function callOperation<TOp extends TOperation>(
  operation: TOp,
  ...[input]: keyof TCallInput<TOp> extends never ? [input?: TCallInput<TOp>] : [input: TCallInput<TOp>]
): Promise<TSuccessBody<TOp>> {
  const given = (input ?? {}) as TAnyInput;
  let status = 0;
  const fileType = fileTypeOf(operation);
  const body = await apiFetch<unknown>(operationUrl(operation, given), {
    method: operation.method,
    ...(fileType ? { fileType } : {}),
    body: given.form ?? given.body,
    onStatus: (answered) => {
      status = answered;
    },
  });
  const spec = operation.responses[status];
  if (spec === undefined) throw new ContractError(operation.id, status, 'the status is not documented', body);
  const parsed = spec.schema.safeParse(body);
  if (!parsed.success) throw new ContractError(operation.id, status, parsed.error.message, body);
  return parsed.data as TSuccessBody<TOp>;
}
