import { Hono } from 'hono';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { TOperation, TParsedRequest } from '@gtm/contracts/operation';
import { AppError, issuesOf } from './app-error.ts';
import type { TAppEnv } from './create-app.ts';
import { requireKind } from './identity.ts';

/** A handler of one operation: the request arrives parsed by the operation's schemas. */
export type TOperationHandler<TOp extends TOperation> = (
  c: Context<TAppEnv>,
  request: TParsedRequest<TOp>,
) => Response | Promise<Response>;

/** The first field's message becomes the user message (what a form's toast shows); `issues` names them all. */
const validationFailed = (error: z.ZodError) => {
  const issues = issuesOf(error);
  return new AppError('VALIDATION_FAILED', { userMessage: issues[0]?.message, issues });
};

/** Parses a value with a contract schema, or throws the 400 every operation answers for a refused request. */
export const parseWith = <TSchema extends z.ZodType>(schema: TSchema, value: unknown): z.output<TSchema> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationFailed(parsed.error);
  return parsed.data;
};

/** `application/json` or a `+json` type, with or without parameters. */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * The one JSON body reader: an empty body counts as `{}` (so the answer names the missing fields; JSON's
 * `null` is a value, refused by an object schema like any other non-object), a body
 * declared as another media type (a form, text, multipart) is refused with 415 before it is read as JSON,
 * one that is not JSON with 400, and the rest is parsed with the contract schema.
 */
export const parseJsonBody = async <TSchema extends z.ZodType>(
  c: Context,
  schema: TSchema,
): Promise<z.output<TSchema>> => {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        userMessage: 'The request body must be JSON (Content-Type: application/json).',
      });
    }
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new AppError('BAD_REQUEST', { userMessage: 'The request body must be JSON.', cause: error });
    }
  }
  return parseWith(schema, body);
};

const parseRequest = async <TOp extends TOperation>(c: Context<TAppEnv>, operation: TOp) => {
  const { request } = operation;
  return {
    params: request?.params ? parseWith(request.params, c.req.param()) : undefined,
    query: request?.query ? parseWith(request.query, c.req.query()) : undefined,
    body: request?.body ? await parseJsonBody(c, request.body) : undefined,
  } as TParsedRequest<TOp>;
};

/** The operations of a contract module (`import * as operations from '@gtm/contracts/operations/x'`), by name. */
type TOperationsOf<TModule> = {
  [K in keyof TModule as TModule[K] extends TOperation ? K : never]: Extract<TModule[K], TOperation>;
};

/** A handler for every operation of a contract module, by the operation's exported name. */
export type TOperationHandlers<TModule> = {
  [K in keyof TOperationsOf<TModule>]: TOperationHandler<TOperationsOf<TModule>[K]>;
};

/** Operations a router mounted, by router (read when a service app mounts it). */
const mountedByRouter = new WeakMap<Hono<TAppEnv>, string[]>();

/**
 * A service's routes for one resource, written as descriptors and handlers: `mount` takes the path, the
 * method and the access check from the operation (the gateway decided access; the service checks again) and
 * hands the handler the request parsed by the operation's schemas. A multipart body is left to its handler.
 */
export const operationRouter = () => {
  const app = new Hono<TAppEnv>();
  const mounted: string[] = [];
  mountedByRouter.set(app, mounted);
  const router = {
    app,
    mount<TOp extends TOperation>(operation: TOp, handler: TOperationHandler<TOp>) {
      const guard = operation.access.includes('anonymous') ? [] : [requireKind(...operation.access)];
      app.on([operation.method], [operation.path], ...guard, async (c) =>
        handler(c, await parseRequest(c, operation)),
      );
      mounted.push(operation.id);
      return router;
    },
    /**
     * Mounts every operation of a contract module with its handler of the same name: an operation added to the
     * module is served as soon as its handler is written (and the types refuse a module whose handler is missing).
     */
    mountAll<TModule extends object>(operations: TModule, handlers: TOperationHandlers<TModule>) {
      router.mountSome(operations, handlers);
      return router;
    },
    /**
     * Mounts some operations of a contract module, each with its handler of the same name: a module whose
     * operations several routers serve (the employer portal's reads, and the writes each hiring aggregate owns).
     * The types refuse a handler named after no operation of the module; the service's mounting test finds an
     * operation that no router serves.
     */
    mountSome<TModule extends object, TNames extends keyof TOperationsOf<TModule>>(
      operations: TModule,
      handlers: Pick<TOperationHandlers<TModule>, TNames>,
    ) {
      for (const [name, handler] of Object.entries(handlers) as [
        keyof TModule,
        TOperationHandler<TOperation>,
      ][]) {
        router.mount(operations[name] as TOperation, handler);
      }
      return router;
    },
  };
  return router;
};
export type TOperationRouter = ReturnType<typeof operationRouter>;

/** The ids of the operations mounted into an app through {@link mountRouters}. */
const mountedByApp = new WeakMap<Hono<TAppEnv>, string[]>();

/** Mounts routers at the root of a service app and records which operations it now serves. */
export const mountRouters = (app: Hono<TAppEnv>, routers: readonly TOperationRouter[]) => {
  const ids = mountedByApp.get(app) ?? [];
  for (const router of routers) {
    app.route('/', router.app);
    ids.push(...(mountedByRouter.get(router.app) ?? []));
  }
  mountedByApp.set(app, ids);
};

/** The ids of the operations a service app serves (what each service's mounting test compares). */
export const mountedOperations = (app: Hono<TAppEnv>): readonly string[] => mountedByApp.get(app) ?? [];
