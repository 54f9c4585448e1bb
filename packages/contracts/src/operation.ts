import { z } from 'zod';
import { ZApiError } from './api-errors.ts';
import type { TServiceName } from './services.ts';
import { ONBOARDING_BODY_LIMIT } from './upload-limits.ts';
import type { TUserKind } from './user-kinds.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Largest accepted JSON request body in bytes, unless an operation sets its own. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;
/** Multipart onboarding: a resume PDF plus a headshot at their limits, the JSON part and the framing. */
export const UPLOAD_BODY_LIMIT = ONBOARDING_BODY_LIMIT;

/** Who may call an operation, named once. */
export const ACCESS = {
  anyone: ['anonymous', 'candidate', 'employer', 'admin'],
  signedIn: ['candidate', 'employer', 'admin'],
  candidate: ['candidate'],
  employer: ['employer'],
  admin: ['admin'],
} as const satisfies Record<string, readonly TUserKind[]>;

/**
 * One documented answer: what it means and the shape of its body. The body is JSON unless `mediaType` names
 * another type: `text/...` bodies are read as text, any other (a PDF) as a binary `Blob`. An answer with
 * `noBody` (a 204) has neither body nor media type: see {@link noContentResponse}.
 */
export type TResponseSpec = { description: string; schema: z.ZodType; mediaType?: string; noBody?: true };

/** The media type of a documented answer (JSON unless it says otherwise). */
export const mediaTypeOf = (spec: TResponseSpec) => spec.mediaType ?? 'application/json';

/**
 * The body of an answer that has none, as its readers see it: web-kit's `apiFetch` reads an empty body as
 * `undefined`, service-kit's internal client as `null`. Both come out as `null`, which SWR keeps as data (an
 * `undefined` would count as "still loading" on every revalidation).
 */
export const ZNoContent = z.union([z.undefined(), z.null()]).transform(() => null);

/** A documented answer without a body (`204 No Content`): a success that has nothing to show. */
export const noContentResponse = (description: string) =>
  ({ description, schema: ZNoContent, noBody: true }) as const satisfies TResponseSpec;

/** Is an answer of this media type a file the browser reads as a `Blob` (neither JSON nor text)? */
export const isBinaryMediaType = (mediaType: string) =>
  !mediaType.startsWith('text/') && !/[/+]json$/.test(mediaType);

/** The body of a binary answer as the browser reads it. */
export const ZBinaryBody = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  'Expected a file',
);

/** A documented file answer (`application/pdf`...): its bytes, read by the browser as a `Blob`. */
export const fileResponse = (description: string, mediaType: string) =>
  ({ description, schema: ZBinaryBody, mediaType }) satisfies TResponseSpec;

/**
 * One part of a `multipart/form-data` body: what it holds, and either the schema of its JSON text or the media
 * types a file part may be (decided by its bytes).
 */
export type TMultipartPart = { description: string; json?: z.ZodType; fileTypes?: readonly string[] };

/** What a request carries; a multipart body is read by its handler as a stream (its parts documented here). */
export type TRequestSpec = {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A `multipart/form-data` body: its parts by name. */
  multipart?: Record<string, TMultipartPart>;
};

/** What an operation's author writes: the statuses its handler answers (errors thrown in code included). */
export type TOperationSpec = {
  /** Unique and stable: the OpenAPI operationId and the name the code imports. */
  id: string;
  summary: string;
  method: THttpMethod;
  /** Hono path pattern (`:param` segments). */
  path: string;
  /** `gateway` operations are answered by the gateway itself. */
  service: TServiceName | 'gateway';
  access: readonly TUserKind[];
  /** Largest accepted request body in bytes (default {@link DEFAULT_BODY_LIMIT}). */
  bodyLimit?: number;
  request?: TRequestSpec;
  responses: Readonly<Record<number, TResponseSpec>>;
};

/** An operation as the portal uses it (at run time its responses also hold the common answers). */
export type TOperation<TSpec extends TOperationSpec = TOperationSpec> = TSpec;

const error = (description: string): TResponseSpec => ({ description, schema: ZApiError });

/**
 * One API operation (in the spirit of hono-open-api-starter's `createRoute`): method, path, owner, access,
 * limits, request schemas and every answer. The gateway's route table, each service's routes, the browser's
 * calls and the OpenAPI document are all read from these. Answers every operation can give are added here:
 * 400 for a request its schemas refuse, 401/403 for callers its access excludes, 413 past its body limit,
 * 415 for a body of another media type than its own, 500 and 503.
 */
export const defineOperation = <const TSpec extends TOperationSpec>(spec: TSpec): TOperation<TSpec> => {
  const { request } = spec;
  const validates = Boolean(request?.body ?? request?.query ?? request?.params ?? request?.multipart);
  const hasBody = Boolean(request?.body ?? request?.multipart);
  const common: Record<number, TResponseSpec> = {};
  if (validates) common[400] = error('The request is not valid: `issues` names each field.');
  if (!spec.access.includes('anonymous')) {
    common[401] = error('No session: the caller must sign in.');
    if (spec.access.length < 3) common[403] = error('The session is of a kind that may not call this.');
  }
  if (hasBody) {
    common[413] = error('The request body is over the operation’s limit.');
    common[415] = error(
      `The body is not ${request?.multipart ? 'multipart/form-data' : 'JSON (Content-Type: application/json)'}.`,
    );
  }
  common[500] = error('An unexpected failure; nothing was changed.');
  common[503] = error('A dependency is down; try again shortly.');
  return { ...spec, responses: { ...common, ...spec.responses } } as TOperation<TSpec>;
};

/** The statuses an operation documents, in order. */
export const documentedStatuses = (operation: TOperationSpec): number[] =>
  Object.keys(operation.responses)
    .map(Number)
    .sort((a, b) => a - b);

export { pathOf, pathParamNames } from './operation-path.ts';

/** Infers a schema's output, or `undefined` where the operation has none. */
type TOutput<T> = T extends z.ZodType ? z.output<T> : undefined;
/** Infers a schema's input (what a caller sends). */
type TInput<T> = T extends z.ZodType ? z.input<T> : undefined;

type TSpecRequest<TOp> = TOp extends { request: infer R } ? R : object;
type TField<TOp, K extends string> = K extends keyof TSpecRequest<TOp> ? TSpecRequest<TOp>[K] : undefined;

/** What a handler receives, already parsed: `params`, `query` and `body` as the schemas output them. */
export type TParsedRequest<TOp> = {
  params: TOutput<TField<TOp, 'params'>>;
  query: TOutput<TField<TOp, 'query'>>;
  body: TOutput<TField<TOp, 'body'>>;
};

/** What a caller passes: the fields the operation declares. */
export type TCallInput<TOp> = {
  [K in 'params' | 'query' | 'body' as TField<TOp, K> extends z.ZodType ? K : never]: TInput<TField<TOp, K>>;
} & (TField<TOp, 'multipart'> extends Record<string, TMultipartPart> ? { form: FormData } : unknown);

type TSuccessStatus = 200 | 201 | 202 | 204;
type TResponsesOf<TOp> = TOp extends { responses: infer R } ? R : never;

/** The body of an operation's success answer(s). */
export type TSuccessBody<TOp> = {
  [S in keyof TResponsesOf<TOp>]: S extends TSuccessStatus
    ? TResponsesOf<TOp>[S] extends { schema: infer Z }
      ? TOutput<Z>
      : never
    : never;
}[keyof TResponsesOf<TOp>];
