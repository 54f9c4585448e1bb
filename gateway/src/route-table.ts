import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { API_ROUTES } from '@gtm/contracts/api-routes';
import type { TApiRoute } from '@gtm/contracts/api-routes';
import type { THttpMethod } from '@gtm/contracts/operation';

/**
 * The gateway's route table: every operation descriptor of API_ROUTES (spec section 7 plus health, readiness,
 * version and the API's description) in
 * Hono's default router (RegExpRouter, else TrieRouter), the one the services route with, so both sides
 * agree on which row a path is.
 */
const honoRouter = <T>() => new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });

export const createRouteTable = (routes: readonly TApiRoute[] = API_ROUTES) => {
  const byMethod = honoRouter<TApiRoute>();
  const methodsByPattern = new Map<string, THttpMethod[]>();
  for (const route of routes) {
    byMethod.add(route.method, route.path, route);
    methodsByPattern.set(route.path, [...(methodsByPattern.get(route.path) ?? []), route.method]);
  }
  const byPath = honoRouter<THttpMethod[]>();
  for (const [pattern, methods] of methodsByPattern) byPath.add('ALL', pattern, methods);
  const staticPaths = new Map([...methodsByPattern].filter(([pattern]) => !pattern.includes(':')));

  return {
    /**
     * The row for this method and (decoded) path; HEAD is routed as GET. A path written out in a row (no
     * parameters) is that row's alone, as OpenAPI reads it: `PUT /api/talent-combines/add-one-pager` is a
     * method that path does not answer (405), not `PUT /api/talent-combines/:id` with the id `add-one-pager`.
     */
    match(method: string, path: string): TApiRoute | undefined {
      const route = byMethod.match(method === 'HEAD' ? 'GET' : method, path)[0][0]?.[0];
      return route !== undefined && route.path !== path && staticPaths.has(path) ? undefined : route;
    },
    /** The methods a known path answers (for 405 + Allow); empty for an unknown path. */
    allowedMethods(path: string): THttpMethod[] {
      return staticPaths.get(path) ?? byPath.match('ALL', path)[0][0]?.[0] ?? [];
    },
  };
};
export type TRouteTable = ReturnType<typeof createRouteTable>;
