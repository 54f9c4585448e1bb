/** A non-2xx answer from the API. The message follows spec section 7: `<status>: <body or status text>`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type TApiRequest = Omit<RequestInit, 'body'> & {
  /** Sent as JSON unless it is already a FormData (multipart uploads). */
  body?: unknown;
  /** Told the status of a 2xx answer before its body is returned. */
  onStatus?: (status: number) => void;
  /** Reads a 2xx body as a `Blob` of this media type (a file such as a PDF) instead of JSON or text. */
  fileType?: string;
};

/** Calls the portal API on the page's own origin: cookies included, JSON in and out; throws {@link ApiError}. */
export async function apiFetch<T>(path: string, request: TApiRequest = {}): Promise<T> {
  const { body, headers, onStatus, fileType, ...init } = request;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const requestHeaders = new Headers(headers);
  // An error answers JSON whatever the success is.
  requestHeaders.set('accept', fileType ? `${fileType}, application/json` : 'application/json');
  if (body !== undefined && !isForm) requestHeaders.set('content-type', 'application/json');

  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: requestHeaders,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (response.ok && fileType) {
    onStatus?.(response.status);
    return (await response.blob()) as T;
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  onStatus?.(response.status);
  if (!text) return undefined as T;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return (isJson ? JSON.parse(text) : text) as T;
}

/** A GET of the API: SWR's fetcher (`useSWR(path, api.get)`). Other calls go through `callOperation`. */
export const api = {
  get: <T>(path: string) => apiFetch<T>(path),
};
