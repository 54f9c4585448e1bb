import type { TOperation, TSuccessBody } from '@gtm/contracts/operation';
import { ApiError } from '@gtm/web-kit/api-client.ts';
import { ContractError, operationUrl } from '@gtm/web-kit/call-operation.ts';

/** Told how much of the request body has gone up, in whole percent. */
export type TUploadProgress = (percent: number) => void;

const parse = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Sends a multipart operation (an onboarding submit with its files) with XMLHttpRequest, whose upload reports
 * its progress (fetch's does not), and reads the answer as web-kit's `callOperation` does: the response schema
 * of the status it came with, a non-2xx answer thrown as web-kit's `ApiError`, a network failure as a TypeError.
 */
export function postWithProgress<TOp extends TOperation>(
  operation: TOp,
  form: FormData,
  onProgress: TUploadProgress,
): Promise<TSuccessBody<TOp>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(operation.method, operationUrl(operation));
    request.withCredentials = true;
    // An error answers JSON whatever the success is.
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => {
      const { status, statusText, responseText } = request;
      if (status < 200 || status >= 300) {
        reject(new ApiError(status, statusText, responseText));
        return;
      }
      const body = parse(responseText);
      const spec = operation.responses[status];
      if (spec === undefined) {
        reject(new ContractError(operation.id, status, 'the status is not documented', body));
        return;
      }
      const parsed = spec.schema.safeParse(body);
      if (parsed.success) resolve(parsed.data as TSuccessBody<TOp>);
      else reject(new ContractError(operation.id, status, parsed.error.message, body));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was aborted')));
    request.send(form);
  });
}
