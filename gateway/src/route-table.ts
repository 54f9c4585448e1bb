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

const segmentsOf = (pattern: string) => pattern.split('/');
const isParam = (segment: string) => segment.startsWith(':');
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const regexOf = (pattern: string) =>
  new RegExp(
    `^${segmentsOf(pattern)
      .map((s) => (isParam(s) ? '[^/]+' : escapeRegex(s)))
      .join('/')}$`,
  );

/**
 * The patterns that name a path more precisely than `pattern` does: as many segments, the same words where it
 * has words, and a word where it has a parameter (`.../days/preview` beside `.../days/:dayId`). A path such a
 * pattern matches is that pattern's, whatever the method.
 */
const rivalsOf = (pattern: string, patterns: readonly string[]) => {
  const own = segmentsOf(pattern);
  return patterns
    .filter((other) => {
      const theirs = segmentsOf(other);
      if (other === pattern || theirs.length !== own.length) return false;
      let narrower = false;
      for (const [index, segment] of own.entries()) {
        const their = theirs[index]!;
        if (!isParam(segment) && segment !== their) return false;
        if (isParam(segment) && !isParam(their)) narrower = true;
      }
      return narrower;
    })
    .map((other) => ({ pattern: other, regex: regexOf(other) }));
};

export const createRouteTable = (routes: readonly TApiRoute[] = API_ROUTES) => {
  const byMethod = honoRouter<TApiRoute>();
  const methodsByPattern = new Map<string, THttpMethod[]>();
  for (const route of routes) {
    byMethod.add(route.method, route.path, route);
    methodsByPattern.set(route.path, [...(methodsByPattern.get(route.path) ?? []), route.method]);
  }
  const byPath = honoRouter<THttpMethod[]>();
  for (const [pattern, methods] of methodsByPattern) byPath.add('ALL', pattern, methods);
  const patterns = [...methodsByPattern.keys()];
  // Per pattern with parameters, the patterns that are more precise for some of its paths (most have none).
  const rivals = new Map(
    patterns
      .filter((pattern) => pattern.includes(':'))
      .map((pattern) => [pattern, rivalsOf(pattern, patterns)] as const)
      .filter(([, list]) => list.length > 0),
  );
  const staticPaths = new Map([...methodsByPattern].filter(([pattern]) => !pattern.includes(':')));
  /** The more precise pattern this path belongs to, when the one it matched has one. */
  const preciserPattern = (pattern: string, path: string) =>
    rivals.get(pattern)?.find((rival) => rival.regex.test(path))?.pattern;

  return {
    /**
     * The row for this method and (decoded) path; HEAD is routed as GET. A path a row writes out word for word
     * is that row's alone, as OpenAPI reads it: `PUT /api/talent-combines/add-one-pager` is a method that path
     * does not answer (405), not `PUT /api/talent-combines/:id` with the id `add-one-pager`; and so is
     * `GET .../days/preview` (a POST), not `GET .../days/:dayId` with the id `preview`.
     */
    match(method: string, path: string): TApiRoute | undefined {
      const route = byMethod.match(method === 'HEAD' ? 'GET' : method, path)[0][0]?.[0];
      if (route === undefined || route.path === path) return route;
      if (staticPaths.has(path) || preciserPattern(route.path, path) !== undefined) return undefined;
      return route;
    },
    /** The methods a known path answers (for 405 + Allow); empty for an unknown path. */
    allowedMethods(path: string): THttpMethod[] {
      const fixed = staticPaths.get(path);
      if (fixed) return fixed;
      const matched = byPath.match('ALL', path)[0];
      for (const [methods] of matched) {
        const pattern = patterns.find((one) => methodsByPattern.get(one) === methods);
        const preciser = pattern === undefined ? undefined : preciserPattern(pattern, path);
        if (preciser !== undefined) return methodsByPattern.get(preciser) ?? [];
      }
      return matched[0]?.[0] ?? [];
    },
  };
};
export type TRouteTable = ReturnType<typeof createRouteTable>;
