import { z } from 'zod';
import { ZApiError } from './api-errors.ts';
import { API_ROUTES } from './api-routes.ts';
import type { TApiRoute } from './api-routes.ts';
import {
  DEFAULT_BODY_LIMIT,
  documentedStatuses,
  isBinaryMediaType,
  mediaTypeOf,
  pathParamNames,
} from './operation.ts';
import type { TMultipartPart, TResponseSpec } from './operation.ts';
import { SESSION_COOKIE } from './identity.ts';
import { PRODUCT_NAME } from './product.ts';

type TJsonSchema = Record<string, unknown>;

/** JSON Schema of a contract schema as a request reads it (OpenAPI 3.1 speaks JSON Schema 2020-12). */
const inputSchema = (schema: z.ZodType): TJsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
/** JSON Schema of a contract schema as an answer is written. */
const outputSchema = (schema: z.ZodType): TJsonSchema =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as TJsonSchema;

const withoutDialect = ({ $schema: _dialect, ...schema }: TJsonSchema) => schema;

const parameters = (operation: TApiRoute) => {
  const params = operation.request?.params;
  const query = operation.request?.query;
  const pathProperties = params ? (withoutDialect(inputSchema(params)).properties as TJsonSchema) : {};
  return [
    ...pathParamNames(operation.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: pathProperties[name] ?? { type: 'string' },
    })),
    ...Object.entries(
      query ? ((withoutDialect(inputSchema(query)).properties as TJsonSchema | undefined) ?? {}) : {},
    ).map(([name, schema]) => ({ name, in: 'query', schema })),
  ];
};

/** A multipart part's schema: its JSON's schema, a file's bytes, or text. */
const multipartSchema = ({ description, json, fileTypes }: TMultipartPart) => {
  if (json) return { ...withoutDialect(inputSchema(json)), description };
  if (fileTypes) {
    return {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `${description}; read as ${fileTypes.join(' or ')} by its bytes`,
    };
  }
  return { type: 'string', description };
};

const requestBody = (operation: TApiRoute) => {
  const { body, multipart } = operation.request ?? {};
  if (multipart) {
    const parts = Object.entries(multipart);
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(parts.map(([name, part]) => [name, multipartSchema(part)])),
          },
          // A JSON part is sent as JSON text (a file part's accepted types are in its description: clients
          // such as Schemathesis cannot write a PDF or an image from a schema).
          encoding: Object.fromEntries(
            parts.flatMap(([name, part]) => (part.json ? [[name, { contentType: 'application/json' }]] : [])),
          ),
        },
      },
    };
  }
  if (!body) return undefined;
  // The services read an empty body as `{}` (service-kit's parseJsonBody): a body whose every field is optional
  // may be left out, which the document says.
  return {
    required: !body.safeParse({}).success,
    content: { 'application/json': { schema: withoutDialect(inputSchema(body)) } },
  };
};

/** The documented body of an answer: the error component, a file's bytes, or the schema's JSON Schema. */
const responseSchema = (spec: TResponseSpec, mediaType: string) => {
  if (spec.schema === ZApiError) return { $ref: '#/components/schemas/ApiError' };
  // OpenAPI 3.1: a file's bytes are a string of that media type.
  if (isBinaryMediaType(mediaType)) return { type: 'string', contentMediaType: mediaType };
  return withoutDialect(outputSchema(spec.schema));
};

/** Every 429 says when to try again. */
const RETRY_AFTER = {
  description: 'Seconds until the next attempt may succeed.',
  required: true,
  schema: { type: 'integer', minimum: 0 },
};

const ACCESS_TEXT = (operation: TApiRoute) =>
  operation.access.includes('anonymous') ? 'anyone' : operation.access.join(', ');

/** The OpenAPI path of an operation (`{param}` where Hono writes `:param`). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

const describe = (operation: TApiRoute) =>
  [
    `Who may call: ${ACCESS_TEXT(operation)}. Served by ${operation.service}.`,
    `Body limit: ${operation.bodyLimit ?? DEFAULT_BODY_LIMIT} bytes.`,
  ].join(' ');

/**
 * The OpenAPI 3.1 document of the portal's API, generated from the operation descriptors: every operation
 * with its parameters, body and each answer it documents. The gateway serves it at `/api/openapi.json`.
 */
export const buildOpenApiDocument = (version: string, operations: readonly TApiRoute[] = API_ROUTES) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const item = (paths[openApiPath(operation.path)] ??= {});
    const body = requestBody(operation);
    const params = parameters(operation);
    item[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: operation.summary,
      description: describe(operation),
      tags: [operation.service],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      // Open to anyone, signed in or not: the session is optional (`{}` is no requirement).
      ...(operation.access.includes('anonymous') ? { security: [{}, { session: [] }] } : {}),
      responses: Object.fromEntries(
        documentedStatuses(operation).map((status) => {
          const spec = operation.responses[status]!;
          const mediaType = mediaTypeOf(spec);
          return [
            String(status),
            {
              description: spec.description,
              ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
              // An answer without a body (204) has no content: clients then expect none.
              ...(spec.noBody
                ? {}
                : { content: { [mediaType]: { schema: responseSchema(spec, mediaType) } } }),
            },
          ];
        }),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version,
      description:
        'Every call goes through the gateway on the portal’s origin. State-changing calls need the portal’s ' +
        'Origin (CSRF check); signed-in calls send the session cookie.',
    },
    components: {
      schemas: { ApiError: withoutDialect(outputSchema(ZApiError)) },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
    security: [{ session: [] }],
    paths,
  };
};
