/**
 * Paths of operations, kept free of zod: the browser's call helper (a shared chunk of every app) fills paths
 * without loading a schema library.
 */

/** Names of the `:param` segments of a path pattern. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);

/** A concrete path: each `:param` replaced by its encoded value. */
export const pathOf = (operation: { path: string }, params: Record<string, string> = {}) =>
  operation.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
